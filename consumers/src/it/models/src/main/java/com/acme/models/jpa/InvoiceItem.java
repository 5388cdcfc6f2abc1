package com.acme.models.jpa;

import dev.marshalled.Marshalled;
import jakarta.persistence.Embeddable;
import java.math.BigDecimal;
import java.math.RoundingMode;

@Marshalled
@Embeddable
public class InvoiceItem {

    private String description;

    private BigDecimal quantity;

    private BigDecimal unitPrice;

    private BigDecimal taxRate;

    protected InvoiceItem() {
    }

    public InvoiceItem(String description, BigDecimal quantity, BigDecimal unitPrice, BigDecimal taxRate) {
        this.description = description;
        this.quantity = quantity;
        this.unitPrice = unitPrice;
        this.taxRate = taxRate;
    }

    public String getDescription() {
        return description;
    }

    public BigDecimal getQuantity() {
        return quantity;
    }

    public BigDecimal getUnitPrice() {
        return unitPrice;
    }

    public BigDecimal getTaxRate() {
        return taxRate;
    }

    public BigDecimal net() {
        return quantity.multiply(unitPrice).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal gross() {
        return net().add(net().multiply(taxRate)).setScale(2, RoundingMode.HALF_UP);
    }
}
