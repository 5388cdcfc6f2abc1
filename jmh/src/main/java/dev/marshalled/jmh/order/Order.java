package dev.marshalled.jmh.order;

import com.fasterxml.jackson.annotation.JsonManagedReference;
import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The Order of the library comparison in the design notes: strings, a BigDecimal, a list of
 * lines that each point back at the order, a customer. The back references make a cycle, so
 * the type keeps identity ({@code references = true}); Kryo and Fory run with reference
 * tracking on for it, Jackson with its managed/back reference annotations.
 */
@Marshalled(id = 100, references = true)
public class Order implements Serializable {
    private static final long serialVersionUID = 1L;

    public long id;
    public String description;
    public BigDecimal totalCost;
    @JsonManagedReference
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
            line.order = order;
            total = total.add(line.cost);
            order.orderLines.add(line);
        }
        order.totalCost = total;
        return order;
    }

    /** @return whether every line points back at this very order */
    public boolean linesPointBack() {
        for (OrderLine line : orderLines) {
            if (line.order != this) {
                return false;
            }
        }
        return true;
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
