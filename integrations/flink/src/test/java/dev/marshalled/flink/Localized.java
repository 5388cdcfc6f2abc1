package dev.marshalled.flink;

import dev.marshalled.Marshalled;

/** A type and fields named outside ASCII, as users name them: their schema is kept with state as UTF-8. */
final class Localized {
    private Localized() {
    }

    /** A size, in the words of its users. */
    @Marshalled
    public record Größe(String 名前, int höhe) {}
}
