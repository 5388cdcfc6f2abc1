package dev.marshalled.kafka.model;

import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Objects;

/** One line of an {@link Order}; {@code order} points back at the order that holds it. */
@Marshalled
public class OrderLine implements Serializable {
    private static final long serialVersionUID = 1L;

    public int lineNumber;
    public String sku;
    public BigDecimal price;
    public int quantity;
    public Order order;

    /** Equal fields; the back reference is compared by {@link Order#equals}, which knows where it must point. */
    @Override
    public boolean equals(Object o) {
        return o instanceof OrderLine line && lineNumber == line.lineNumber && quantity == line.quantity
                && Objects.equals(sku, line.sku) && Objects.equals(price, line.price);
    }

    @Override
    public int hashCode() {
        return Objects.hash(lineNumber, sku, price, quantity);
    }
}
