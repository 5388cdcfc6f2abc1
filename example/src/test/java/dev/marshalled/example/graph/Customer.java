package dev.marshalled.example.graph;

import dev.marshalled.Marshalled;

/** Built by its constructor (a record) and keeping identity: it may be shared, but not be part of a cycle. */
@Marshalled(references = true)
public record Customer(long id, String name) {}
