package dev.marshalled.example.graph;

import dev.marshalled.Marshalled;
import java.math.BigDecimal;

/** One line of an {@link Order}; {@code order} points back at the order that holds the line. */
@Marshalled
public class OrderLine {
    public int lineNumber;
    public String description;
    public BigDecimal cost;
    public Order order;
}
