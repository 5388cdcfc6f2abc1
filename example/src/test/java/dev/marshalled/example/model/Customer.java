package dev.marshalled.example.model;

import dev.marshalled.Marshalled;

/** Final fields set through a constructor, inherited fields, and a field the constructor does not take. */
@Marshalled
public final class Customer extends Entity {
    private final String name;
    private final double[] scores;
    public Color favourite;

    public Customer(String name, double[] scores) {
        this.name = name;
        this.scores = scores;
    }

    public String name() { return name; }
    public double[] scores() { return scores; }
}
