package dev.marshalled.flink;

import dev.marshalled.Marshalled;

/** A type registered through pipeline.serialization-config by one test only, which configures two environments. */
@Marshalled
public record RegisteredTwice(int id) {}
