package dev.marshalled.kafka.model;

import dev.marshalled.Marshalled;

/**
 * A generic payload: one marshaller per parameterization, {@code ResultMarshaller.of(...)}, whose
 * bytes are those of the type with the argument put in for {@code T}.
 */
@Marshalled
public record Result<T>(int code, String message, T data) {}
