package com.acme.models.ddd.sales;

import dev.marshalled.Marshalled;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/** The aggregate root of a sale: lines change only through it. */
@Marshalled
public class SalesOrder {

    public enum State { DRAFT, PLACED, CANCELLED }

    private static final int MAX_REMARK = 200;

    private final OrderId id;
    private final CustomerId customerId;
    private final EmailAddress contact;
    private final List<SalesOrderLine> lines;
    private State state;
    private Discount discount;
    private String remark;
    private Instant placedAt;

    public SalesOrder(OrderId id, CustomerId customerId, EmailAddress contact, Collection<SalesOrderLine> lines) {
        this.id = Objects.requireNonNull(id, "id");
        this.customerId = Objects.requireNonNull(customerId, "customerId");
        this.contact = contact;
        this.lines = new ArrayList<>(lines);
        this.state = State.DRAFT;
    }

    public OrderId id() {
        return id;
    }

    public CustomerId customerId() {
        return customerId;
    }

    public EmailAddress contact() {
        return contact;
    }

    public List<SalesOrderLine> lines() {
        return Collections.unmodifiableList(lines);
    }

    public SalesOrderLine addLine(ProductCode product, Quantity quantity, Money unitPrice) {
        requireDraft();
        SalesOrderLine line = new SalesOrderLine(lines.size() + 1, product, quantity, unitPrice);
        lines.add(line);
        return line;
    }

    public State state() {
        return state;
    }

    /** Never null: an order without a discount reports {@link Discount#NONE}. */
    public Discount discount() {
        return discount == null ? Discount.NONE : discount;
    }

    public void applyDiscount(Discount discount) {
        requireDraft();
        this.discount = discount;
    }

    public String remark() {
        return remark;
    }

    /** Trims the remark and refuses one that is too long. */
    public void setRemark(String remark) {
        String trimmed = remark == null ? null : remark.trim();
        if (trimmed != null && trimmed.length() > MAX_REMARK) {
            throw new IllegalArgumentException("a remark has at most " + MAX_REMARK + " characters");
        }
        this.remark = trimmed == null || trimmed.isEmpty() ? null : trimmed;
    }

    public Instant placedAt() {
        return placedAt;
    }

    public void place(Instant now) {
        requireDraft();
        if (lines.isEmpty()) {
            throw new IllegalStateException("an order needs a line");
        }
        state = State.PLACED;
        placedAt = now;
    }

    public void cancel() {
        state = State.CANCELLED;
    }

    private void requireDraft() {
        if (state != State.DRAFT) {
            throw new IllegalStateException("order " + id.value() + " is " + state);
        }
    }
}
