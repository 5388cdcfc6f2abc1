package dev.marshalled.jmh.order;

import com.fasterxml.jackson.annotation.JsonBackReference;
import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Objects;

/** One line of an {@link Order}, pointing back at it. */
@Marshalled
public class OrderLine implements Serializable {
    private static final long serialVersionUID = 1L;

    public int lineNumber;
    public String description;
    public BigDecimal cost;
    @JsonBackReference
    public Order order;

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof OrderLine)) {
            return false;
        }
        OrderLine other = (OrderLine) o;
        // the back reference is compared by the order's id: comparing the orders would recurse
        return lineNumber == other.lineNumber && Objects.equals(description, other.description)
                && Objects.equals(cost, other.cost)
                && (order == null ? other.order == null : other.order != null && order.id == other.order.id);
    }

    @Override
    public int hashCode() {
        return Objects.hash(lineNumber, description, cost);
    }
}
