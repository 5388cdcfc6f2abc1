package com.acme.models.jpa;

import dev.marshalled.Marshalled;
import jakarta.persistence.CascadeType;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderColumn;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** An order whose lines point back at it: a bidirectional association, so identity is kept. */
@Marshalled(references = true)
@Entity
public class PurchaseOrder extends BaseEntity {

    @ManyToOne(optional = false)
    private Customer customer;

    @Enumerated(EnumType.STRING)
    private OrderStatus status = OrderStatus.NEW;

    private LocalDateTime placedAt;

    @OneToMany(mappedBy = "order", cascade = CascadeType.ALL, orphanRemoval = true)
    @OrderColumn
    private List<OrderLine> lines = new ArrayList<>();

    private String note;

    protected PurchaseOrder() {
    }

    public PurchaseOrder(Customer customer, LocalDateTime placedAt) {
        this.customer = customer;
        this.placedAt = placedAt;
    }

    public Customer getCustomer() {
        return customer;
    }

    public OrderStatus getStatus() {
        return status;
    }

    public LocalDateTime getPlacedAt() {
        return placedAt;
    }

    public List<OrderLine> getLines() {
        return Collections.unmodifiableList(lines);
    }

    public OrderLine addLine(Product product, int quantity) {
        OrderLine line = new OrderLine(this, product, quantity);
        lines.add(line);
        return line;
    }

    public void removeLine(OrderLine line) {
        lines.remove(line);
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note == null ? null : note.strip();
    }

    public void pay() {
        if (status != OrderStatus.NEW) {
            throw new IllegalStateException("cannot pay an order that is " + status);
        }
        status = OrderStatus.PAID;
    }

    public BigDecimal getTotal() {
        return lines.stream().map(OrderLine::getAmount).reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
