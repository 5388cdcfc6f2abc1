package dev.marshalled.kafka.model;

import dev.marshalled.Marshalled;
import java.util.List;

/** A third message type of the order topic. */
@Marshalled(id = 103)
public record Shipment(long orderId, String carrier, List<String> parcels) {}
