package dev.marshalled.example.model;

import dev.marshalled.Marshalled;

/** Field names that equal the generated code's own variable names. */
@Marshalled
public record Clash(int value, String buffer, long at, int mark, Integer result, int failure) {}
