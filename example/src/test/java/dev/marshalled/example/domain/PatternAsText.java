package dev.marshalled.example.domain;

import dev.marshalled.WireConverter;
import java.util.regex.Pattern;

/** A JDK type the format does not know, written as its source text; a bad pattern fails the read. */
public final class PatternAsText implements WireConverter<Pattern, String> {
    @Override
    public String toWire(Pattern value) {
        return value.pattern();
    }

    @Override
    public Pattern fromWire(String wire) {
        return Pattern.compile(wire);
    }
}
