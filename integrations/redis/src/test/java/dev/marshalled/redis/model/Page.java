package dev.marshalled.redis.model;

import dev.marshalled.Marshalled;
import java.util.List;

/** A generic type: one marshaller per parameterization, {@code PageMarshaller.of(...)}. */
@Marshalled
public record Page<T>(int number, long total, List<T> items) {}
