package dev.marshalled.kafka.model;

import dev.marshalled.Marshalled;
import java.math.BigDecimal;

/** What a Kafka Streams aggregation keeps per customer in its state store: a running total of orders. */
@Marshalled
public record CustomerTotals(long customerId, long orders, long lines, BigDecimal amount, long highestOrderId) {
    /** Before the first order. */
    public static final CustomerTotals NONE = new CustomerTotals(-1, 0, 0, BigDecimal.ZERO, -1);

    /** These totals and one more order; the result does not depend on the order they come in. */
    public CustomerTotals add(Order order) {
        return new CustomerTotals(order.customer.id(), orders + 1, lines + order.lines.size(),
                amount.add(order.total), Math.max(highestOrderId, order.id));
    }
}
