package dev.marshalled.schema.text;

import java.util.Locale;

/**
 * Strings made safe to print, for {@code WireSchema.toJson()} and the inspector's renderings:
 * quotes, backslashes and control characters escaped, so a name or value read from untrusted
 * bytes cannot break the text around it.
 *
 * <pre>{@code
 * StringBuilder out = new StringBuilder();
 * Escapes.append(out, "a\"b\n", true);   // a\"b\n
 * }</pre>
 */
public final class Escapes {
    private Escapes() {
    }

    /**
     * Appends {@code s} with {@code "}, {@code \}, newline, return and tab as backslash escapes and
     * every other control character (below U+0020, and U+007F) as {@code \}{@code uXXXX}. For JSON
     * every surrogate is escaped too, so the output is plain ASCII where the text was not; for
     * text, a surrogate pair stays as it is and only a lone surrogate is escaped.
     *
     * @param out where to append
     * @param s the string, not null
     * @param json true for a JSON string body, false for human-readable text
     */
    public static void append(StringBuilder out, String s, boolean json) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                default:
                    if (c < 0x20 || c == 0x7F || Character.isSurrogate(c) && (json || !isPaired(s, i))) {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
            }
        }
    }

    private static boolean isPaired(String s, int i) {
        char c = s.charAt(i);
        return Character.isHighSurrogate(c) ? i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))
                : i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}
