package dev.marshalled.kafka.model;

import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The order of the design notes: lines with prices, a customer with an address, tags, and a
 * back reference from every line to its order, so the type keeps identity.
 */
@Marshalled(id = 101, references = true)
public class Order implements Serializable {
    private static final long serialVersionUID = 1L;

    public long id;
    public long placedAtMillis;
    public String description;
    public Customer customer;
    @SuppressWarnings("serial") // always an ArrayList, which is Serializable
    public List<OrderLine> lines = new ArrayList<>();
    @SuppressWarnings("serial")
    public List<String> tags = new ArrayList<>();
    public BigDecimal total;

    /** The {@code n}-th of a deterministic series of orders: 1 to 5 lines, varied strings and prices. */
    public static Order sample(long n) {
        Order order = new Order();
        order.id = n;
        order.placedAtMillis = 1_780_000_000_000L + n * 1_000L;
        order.description = "Order " + n + (n % 7 == 0 ? " — express, ünïcödé" : " for office supplies");
        order.customer = new Customer(n % 1_000, "Customer " + (n % 1_000),
                new Address((n % 90 + 1) + " Harbour Street", n % 2 == 0 ? "Oslo" : "Rotterdam", "0" + (150 + n % 50)));
        BigDecimal total = BigDecimal.ZERO;
        int count = (int) (n % 5) + 1;
        for (int i = 1; i <= count; i++) {
            OrderLine line = new OrderLine();
            line.lineNumber = i;
            line.sku = "SKU-" + (n * 31 + i) % 10_007;
            line.price = BigDecimal.valueOf((n * 17 + i * 101) % 100_000, 2);
            line.quantity = (int) ((n + i) % 12) + 1;
            line.order = order;
            total = total.add(line.price.multiply(BigDecimal.valueOf(line.quantity)));
            order.lines.add(line);
        }
        order.total = total;
        if (n % 3 == 0) {
            order.tags.add("priority");
        }
        if (n % 4 == 0) {
            order.tags.add("gift");
        }
        return order;
    }

    /** Equal fields and lines, and every line's back reference pointing at its own order. */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Order other)) {
            return false;
        }
        for (OrderLine line : other.lines) {
            if (line.order != other) {
                return false;
            }
        }
        return id == other.id && placedAtMillis == other.placedAtMillis && Objects.equals(description, other.description)
                && Objects.equals(customer, other.customer) && Objects.equals(lines, other.lines)
                && Objects.equals(tags, other.tags) && Objects.equals(total, other.total);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(id);
    }

    @Override
    public String toString() {
        return "Order " + id;
    }
}
