package dev.marshalled.kafka.model;

import dev.marshalled.Marshalled;
import java.io.Serializable;

/** The customer of an {@link Order}: a record holding a record. */
@Marshalled
public record Customer(long id, String name, Address address) implements Serializable {}
