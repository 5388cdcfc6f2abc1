package dev.marshalled.schema.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The one escaping rule behind the schema's JSON and the inspector's renderings. */
class EscapesTest {

    private static String escaped(String s, boolean json) {
        StringBuilder out = new StringBuilder();
        Escapes.append(out, s, json);
        return out.toString();
    }

    @Test
    void quotesBackslashesAndControlCharactersAreEscapedInBothModes() {
        for (boolean json : new boolean[] {true, false}) {
            assertEquals("a\\\"b\\\\c\\n\\r\\t\\u0000\\u001f\\u007f d\u00e9\u4e2d", escaped("a\"b\\c\n\r\t\u0000\u001f\u007f d\u00e9\u4e2d", json));
        }
    }

    @Test
    void jsonEscapesEverySurrogateTextOnlyLoneOnes() {
        String s = "\ud83d\ude00 \ud800 \udc00";
        assertEquals("\\ud83d\\ude00 \\ud800 \\udc00", escaped(s, true));
        assertEquals("\ud83d\ude00 \\ud800 \\udc00", escaped(s, false));
    }
}
