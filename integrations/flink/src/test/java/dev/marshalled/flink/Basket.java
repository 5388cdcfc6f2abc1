package dev.marshalled.flink;

import dev.marshalled.Marshalled;
import java.util.Map;
import java.util.Optional;

/** An evolvable type in the compact encoding, with a map and an optional: the second type for Flink's serializer test. */
@Marshalled(evolvable = true, encoding = Marshalled.Encoding.COMPACT)
public record Basket(String owner, Map<String, Integer> items, Optional<String> note, long[] history) {

    @Override
    public boolean equals(Object other) {
        return other instanceof Basket that && java.util.Objects.equals(owner, that.owner)
                && java.util.Objects.equals(items, that.items) && java.util.Objects.equals(note, that.note)
                && java.util.Arrays.equals(history, that.history);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(owner, items, note) * 31 + java.util.Arrays.hashCode(history);
    }

    @Override
    public String toString() {
        return "Basket[" + owner + ", " + items + ", " + note + ", " + java.util.Arrays.toString(history) + "]";
    }
}
