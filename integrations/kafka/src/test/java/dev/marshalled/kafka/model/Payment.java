package dev.marshalled.kafka.model;

import dev.marshalled.Marshalled;
import java.math.BigDecimal;

/** A second message type of the order topic. */
@Marshalled(id = 102)
public record Payment(long orderId, BigDecimal amount, String currency) {}
