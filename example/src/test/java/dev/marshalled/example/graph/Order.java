package dev.marshalled.example.graph;

import dev.marshalled.Marshalled;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * The Order model of the design notes, with the back reference from each line to its order:
 * a cycle, so Order keeps identity and is created before its fields are read.
 */
@Marshalled(id = 30, references = true)
public class Order {
    public long id;
    public String description;
    public BigDecimal totalCost;
    public List<OrderLine> lines = new ArrayList<>();
    public Customer customer;

    public Order() {
    }

    /** An order of {@code count} lines, each pointing back at the order. */
    public static Order sample(int count) {
        Order order = new Order();
        order.id = 1_000_001L;
        order.description = "Order for office supplies";
        order.customer = new Customer(42L, "Acme Corporation");
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 1; i <= count; i++) {
            OrderLine line = new OrderLine();
            line.lineNumber = i;
            line.description = "Item " + i;
            line.cost = new BigDecimal("19.99").add(BigDecimal.valueOf(i));
            line.order = order;
            total = total.add(line.cost);
            order.lines.add(line);
        }
        order.totalCost = total;
        return order;
    }
}
