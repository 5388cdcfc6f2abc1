package dev.marshalled.flink;

import dev.marshalled.Marshalled;

/** A type without {@code @TypeInfo}: the configuration test registers the factory for it through pipeline.serialization-config. */
@Marshalled
public record Registered(int id, String name) {}
