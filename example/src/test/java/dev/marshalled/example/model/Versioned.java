package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import dev.marshalled.Retired;
import dev.marshalled.Since;
import java.util.List;
import java.util.Map;

/** An evolvable class in its third version, holding an evolvable record; for corruption and fuzzing. */
@Marshalled(evolvable = true)
public class Versioned {
    public long id;
    public String name;
    @Retired public int legacy;
    @Since(2) public List<Part> parts;
    @Since(2) public Color color;
    @Since(3) public Map<String, Integer> counters;

    /** A part, also evolvable. */
    @Marshalled(evolvable = true)
    public record Part(String label, double weight, @Since(2) Point at) {
    }

    /** A value with every field set. */
    public static Versioned sample() {
        Versioned v = new Versioned();
        v.id = 42;
        v.name = "sample";
        v.parts = List.of(new Part("a", 1.5, new Point(1, 2, "p")), new Part("b", -2, null));
        v.color = Color.BLUE;
        v.counters = Map.of("x", 1);
        return v;
    }
}
