package com.acme.domain;

import dev.marshalled.Marshalled;

/** Two values of two types. */
@Marshalled
public record Pair<L, R>(L left, R right) {
    public static <L, R> Pair<L, R> of(L left, R right) {
        return new Pair<>(left, right);
    }
}
