package com.acme.models.ddd.sales;

import dev.marshalled.Marshalled;

/** An entity inside the {@link SalesOrder} aggregate; only the root makes one. */
@Marshalled
public class SalesOrderLine {

    private final int lineNumber;
    private final ProductCode product;
    private final Quantity quantity;
    private final Money unitPrice;

    SalesOrderLine(int lineNumber, ProductCode product, Quantity quantity, Money unitPrice) {
        this.lineNumber = lineNumber;
        this.product = product;
        this.quantity = quantity;
        this.unitPrice = unitPrice;
    }

    public int lineNumber() {
        return lineNumber;
    }

    public ProductCode product() {
        return product;
    }

    public Quantity quantity() {
        return quantity;
    }

    public Money unitPrice() {
        return unitPrice;
    }

    public Money subtotal() {
        return unitPrice.times(quantity.value());
    }
}
