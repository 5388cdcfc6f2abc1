package dev.marshalled.jmh.order;

import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** The Order of the library comparison in the design notes: strings, a BigDecimal, a list of lines, a customer. */
@Marshalled
public class Order implements Serializable {
    private static final long serialVersionUID = 1L;

    public long id;
    public String description;
    public BigDecimal totalCost;
    public List<OrderLine> orderLines;
    public Customer customer;

    /** An order of {@code lines} lines with fixed, realistic values. */
    public static Order sample(int lines) {
        Order order = new Order();
        order.id = 1_000_001L;
        order.description = "Order for office supplies";
        order.customer = new Customer();
        order.customer.id = 42L;
        order.customer.name = "Acme Corporation";
        order.orderLines = new ArrayList<>();
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 1; i <= lines; i++) {
            OrderLine line = new OrderLine();
            line.lineNumber = i;
            line.description = "Item " + i;
            line.cost = new BigDecimal("19.99").add(BigDecimal.valueOf(i));
            total = total.add(line.cost);
            order.orderLines.add(line);
        }
        order.totalCost = total;
        return order;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Order)) {
            return false;
        }
        Order other = (Order) o;
        return id == other.id && Objects.equals(description, other.description)
                && Objects.equals(totalCost, other.totalCost) && Objects.equals(orderLines, other.orderLines)
                && Objects.equals(customer, other.customer);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, description, totalCost);
    }
}
