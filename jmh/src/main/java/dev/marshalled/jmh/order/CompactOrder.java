package dev.marshalled.jmh.order;

import dev.marshalled.Marshalled;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * The Order model again, in the compact encoding, for comparing sizes: converted from an
 * {@link Order} and back, so the round trip is checked with the model's own equality.
 */
@Marshalled(references = true, encoding = Marshalled.Encoding.COMPACT)
public class CompactOrder {
    public long id;
    public String description;
    public BigDecimal totalCost;
    public List<Line> orderLines;
    public Customer customer;

    /** A line, pointing back at its order. */
    @Marshalled(encoding = Marshalled.Encoding.COMPACT)
    public static class Line {
        public int lineNumber;
        public String description;
        public BigDecimal cost;
        public CompactOrder order;
    }

    /** Who placed the order. */
    @Marshalled(encoding = Marshalled.Encoding.COMPACT)
    public record Customer(long id, String name) {
    }

    /** The same values as {@code order}, lines pointing back at the copy. */
    public static CompactOrder of(Order order) {
        CompactOrder copy = new CompactOrder();
        copy.id = order.id;
        copy.description = order.description;
        copy.totalCost = order.totalCost;
        copy.customer = new Customer(order.customer.id, order.customer.name);
        copy.orderLines = new ArrayList<>();
        for (OrderLine line : order.orderLines) {
            Line l = new Line();
            l.lineNumber = line.lineNumber;
            l.description = line.description;
            l.cost = line.cost;
            l.order = line.order == order ? copy : null;
            copy.orderLines.add(l);
        }
        return copy;
    }

    /** Back to the standard model, each line pointing at the new order where this one's did at this. */
    public Order toOrder() {
        Order order = new Order();
        order.id = id;
        order.description = description;
        order.totalCost = totalCost;
        order.customer = new dev.marshalled.jmh.order.Customer();
        order.customer.id = customer.id();
        order.customer.name = customer.name();
        order.orderLines = new ArrayList<>();
        for (Line l : orderLines) {
            OrderLine line = new OrderLine();
            line.lineNumber = l.lineNumber;
            line.description = l.description;
            line.cost = l.cost;
            line.order = l.order == this ? order : null;
            order.orderLines.add(line);
        }
        return order;
    }
}
