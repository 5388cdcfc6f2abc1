package com.acme.models.jpa;

import dev.marshalled.Marshalled;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.ManyToOne;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

@Marshalled
@Entity
public class Invoice extends BaseEntity {

    private String number;

    private LocalDate issuedOn;

    private LocalDate dueOn;

    @ManyToOne
    private Customer customer;

    @ElementCollection
    @CollectionTable(name = "invoice_items")
    private final List<InvoiceItem> items = new ArrayList<>();

    private boolean paid;

    protected Invoice() {
    }

    public Invoice(String number, LocalDate issuedOn, Customer customer) {
        this.number = number;
        this.issuedOn = issuedOn;
        this.dueOn = issuedOn.plusDays(30);
        this.customer = customer;
    }

    public String getNumber() {
        return number;
    }

    public LocalDate getIssuedOn() {
        return issuedOn;
    }

    public LocalDate getDueOn() {
        return dueOn;
    }

    public Customer getCustomer() {
        return customer;
    }

    public List<InvoiceItem> getItems() {
        return Collections.unmodifiableList(items);
    }

    public void addItem(InvoiceItem item) {
        if (paid) {
            throw new IllegalStateException("invoice " + number + " is paid");
        }
        items.add(item);
    }

    public boolean isPaid() {
        return paid;
    }

    public void markPaid() {
        this.paid = true;
    }

    public BigDecimal total() {
        return items.stream().map(InvoiceItem::gross).reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
