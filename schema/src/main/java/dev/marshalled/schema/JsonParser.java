package dev.marshalled.schema;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON parser (RFC 8259) for the schema JSON: an object becomes a {@link LinkedHashMap}
 * in document order, an array a {@link List}, a string a {@code String}, a number a
 * {@link BigDecimal}, {@code true} and {@code false} a {@code Boolean}, {@code null} null.
 * Hand-written because the schema module depends on nothing.
 *
 * <p>The text may come from a file anyone can edit or from stored state, so every malformed input
 * (a syntax error, a duplicate member, trailing text, nesting deeper than {@link #MAX_DEPTH}) is an
 * {@link IllegalArgumentException} naming the line, column and offset; the parser reads each
 * character once and recurses only as deep as that limit.
 */
final class JsonParser {
    /** Objects and arrays inside each other; the deepest schema JSON, a field's parts, needs a few dozen. */
    static final int MAX_DEPTH = 256;
    /** Characters of one number: the schema's are ints; a longer one would only cost time to convert. */
    static final int MAX_NUMBER = 64;

    private final String text;
    private int at;
    private int depth;

    private JsonParser(String text) {
        this.text = text;
    }

    /**
     * @param text one JSON value, with white space around it
     * @return the value, as described above
     * @throws IllegalArgumentException if the text is not exactly one JSON value
     */
    static Object parse(String text) {
        JsonParser parser = new JsonParser(text);
        parser.space();
        Object value = parser.value();
        parser.space();
        if (parser.at < text.length()) {
            throw parser.error("expected the end of the text after the value");
        }
        return value;
    }

    private Object value() {
        if (at >= text.length()) {
            throw error("expected a value, found the end of the text");
        }
        char c = text.charAt(at);
        switch (c) {
            case '{': return object();
            case '[': return array();
            case '"': return string();
            case 't': return literal("true", Boolean.TRUE);
            case 'f': return literal("false", Boolean.FALSE);
            case 'n': return literal("null", null);
            default:
                if (c == '-' || c >= '0' && c <= '9') {
                    return number();
                }
                throw error("expected a value, found " + shown(c));
        }
    }

    private Map<String, Object> object() {
        enter();
        at++; // '{'
        Map<String, Object> members = new LinkedHashMap<>();
        space();
        if (peek() == '}') {
            at++;
            depth--;
            return members;
        }
        while (true) {
            space();
            if (peek() != '"') {
                throw error("expected a member name in quotes");
            }
            int start = at;
            String name = string();
            space();
            expect(':');
            space();
            Object value = value();
            if (members.containsKey(name)) {
                at = start;
                throw error("duplicate member \"" + name + "\"");
            }
            members.put(name, value);
            space();
            if (peek() == ',') {
                at++;
            } else if (peek() == '}') {
                at++;
                depth--;
                return members;
            } else {
                throw error("expected ',' or '}' in an object");
            }
        }
    }

    private List<Object> array() {
        enter();
        at++; // '['
        List<Object> items = new ArrayList<>();
        space();
        if (peek() == ']') {
            at++;
            depth--;
            return items;
        }
        while (true) {
            space();
            items.add(value());
            space();
            if (peek() == ',') {
                at++;
            } else if (peek() == ']') {
                at++;
                depth--;
                return items;
            } else {
                throw error("expected ',' or ']' in an array");
            }
        }
    }

    private void enter() {
        if (++depth > MAX_DEPTH) {
            throw error("objects and arrays nest deeper than " + MAX_DEPTH);
        }
    }

    private String string() {
        at++; // '"'
        StringBuilder out = new StringBuilder();
        while (true) {
            if (at >= text.length()) {
                throw error("a string is not closed");
            }
            char c = text.charAt(at);
            if (c == '"') {
                at++;
                return out.toString();
            }
            if (c < 0x20) {
                throw error("a control character " + shown(c) + " in a string must be escaped");
            }
            if (c != '\\') {
                out.append(c);
                at++;
                continue;
            }
            if (at + 1 >= text.length()) {
                throw error("a string is not closed");
            }
            char escaped = text.charAt(at + 1);
            switch (escaped) {
                case '"': case '\\': case '/': out.append(escaped); break;
                case 'b': out.append('\b'); break;
                case 'f': out.append('\f'); break;
                case 'n': out.append('\n'); break;
                case 'r': out.append('\r'); break;
                case 't': out.append('\t'); break;
                case 'u':
                    out.append(hex(at + 2));
                    at += 4;
                    break;
                default:
                    throw error("unknown escape \\" + escaped);
            }
            at += 2;
        }
    }

    private char hex(int from) {
        if (from + 4 > text.length()) {
            throw error("expected four hex digits after \\u");
        }
        int value = 0;
        for (int i = from; i < from + 4; i++) {
            int digit = Character.digit(text.charAt(i), 16);
            if (digit < 0) {
                throw error("expected four hex digits after \\u");
            }
            value = value << 4 | digit;
        }
        return (char) value;
    }

    private BigDecimal number() {
        int start = at;
        if (peek() == '-') {
            at++;
        }
        if (peek() == '0') {
            at++;
        } else {
            digits("a digit");
        }
        if (peek() == '.') {
            at++;
            digits("a digit after the decimal point");
        }
        if (peek() == 'e' || peek() == 'E') {
            at++;
            if (peek() == '+' || peek() == '-') {
                at++;
            }
            digits("a digit in the exponent");
        }
        if (at - start > MAX_NUMBER) {
            at = start;
            throw error("a number longer than " + MAX_NUMBER + " characters");
        }
        try {
            return new BigDecimal(text.substring(start, at));
        } catch (NumberFormatException e) { // an exponent beyond int
            at = start;
            throw error("a number out of range");
        }
    }

    private void digits(String expected) {
        int start = at;
        while (peek() >= '0' && peek() <= '9') {
            at++;
        }
        if (at == start) {
            throw error("expected " + expected);
        }
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("expected a value, found " + shown(text.charAt(at)));
        }
        at += word.length();
        return value;
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        at++;
    }

    /** @return the character at the position, or 0 at the end (which no rule accepts there) */
    private char peek() {
        return at < text.length() ? text.charAt(at) : 0;
    }

    private void space() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            at++;
        }
    }

    private static String shown(char c) {
        return c >= 0x20 && c < 0x7F ? "'" + c + "'" : String.format(java.util.Locale.ROOT, "U+%04X", (int) c);
    }

    private IllegalArgumentException error(String what) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < Math.min(at, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new IllegalArgumentException("malformed JSON at line " + line + ", column " + column + " (offset "
                + at + "): " + what);
    }
}
