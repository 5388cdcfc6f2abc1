package dev.marshalled.kafka.model;

import dev.marshalled.Marshalled;
import java.io.Serializable;

/** A nested record of a {@link Customer}. */
@Marshalled
public record Address(String street, String city, String postcode) implements Serializable {}
