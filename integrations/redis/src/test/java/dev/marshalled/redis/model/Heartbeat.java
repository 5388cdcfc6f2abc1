package dev.marshalled.redis.model;

import dev.marshalled.Marshalled;

/** A record without fields: its value is no bytes at all, which is not the same as no value. */
@Marshalled
public record Heartbeat() {}
