package dev.marshalled.jmh.order;

import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Objects;

/** One line of an {@link Order}. */
@Marshalled
public class OrderLine implements Serializable {
    private static final long serialVersionUID = 1L;

    public int lineNumber;
    public String description;
    public BigDecimal cost;

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof OrderLine)) {
            return false;
        }
        OrderLine other = (OrderLine) o;
        return lineNumber == other.lineNumber && Objects.equals(description, other.description)
                && Objects.equals(cost, other.cost);
    }

    @Override
    public int hashCode() {
        return Objects.hash(lineNumber, description, cost);
    }
}
