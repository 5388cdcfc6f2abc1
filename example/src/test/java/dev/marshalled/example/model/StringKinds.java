package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import java.util.List;

/**
 * Strings of both kinds side by side, for the vectors that pin which kind a string takes: the
 * boundary chars, the empty string, a null, a lone surrogate.
 *
 * @param texts the strings, in order
 */
@Marshalled
public record StringKinds(List<String> texts) {

    /**
     * The same strings in the compact encoding.
     *
     * @param texts the strings, in order
     */
    @Marshalled(encoding = Marshalled.Encoding.COMPACT)
    public record Compact(List<String> texts) {
    }
}
