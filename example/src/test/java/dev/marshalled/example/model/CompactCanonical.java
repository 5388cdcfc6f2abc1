package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import java.util.EnumSet;
import java.util.TreeSet;

/**
 * The boxes of the compact encoding: a null {@code Integer} or {@code Long} is a lone presence
 * byte, a null {@code Short} or {@code Character} keeps its zero value bytes.
 */
@Marshalled(encoding = Marshalled.Encoding.COMPACT)
public record CompactCanonical(Integer number, Long wide, Short small, Character letter, TreeSet<Integer> sorted,
        EnumSet<Color> colors) {
}
