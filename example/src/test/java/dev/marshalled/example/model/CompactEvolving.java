package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import dev.marshalled.Since;
import java.util.List;

/** An evolvable type in the compact encoding: an int32 body length, varint fields inside. */
@Marshalled(evolvable = true, encoding = Marshalled.Encoding.COMPACT)
public record CompactEvolving(long id, String name, @Since(2) List<Integer> values, @Since(2) Color color) {
}
