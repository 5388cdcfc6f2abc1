package dev.marshalled.runtime.inspect;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.schema.text.Escapes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;

/**
 * The result of {@link Inspector#inspect}: a tree of decoded fields with their offsets and
 * lengths, and the failure if the bytes were malformed. Renders as readable text
 * ({@link #toText}), JSON ({@link #toJson}) and an annotated hex dump ({@link #toHexDump}).
 */
public final class Inspection {
    /** Array elements listed one per row in the hex dump before the rest are summarised. */
    static final int ELEMENT_ROWS = 16;
    /** Raw bytes shown per row in the hex dump. */
    static final int BYTES_PER_ROW = 8;

    private final Node root;
    private final byte[] bytes;
    private final int start;
    private final int limit;
    private final MarshalException failure;

    Inspection(Node root, byte[] bytes, int start, int limit, MarshalException failure) {
        this.root = root;
        this.bytes = bytes;
        this.start = start;
        this.limit = limit;
        this.failure = failure;
    }

    /** A constant of an enum, shown by name. */
    record EnumConstant(String name) {
    }

    /** A value shown as its text, e.g. a date; a string in JSON. */
    record Shown(String text) {
    }

    /** One decoded value: a field, an array element, or the message itself. */
    static final class Node {
        final String name;
        final String path;
        final String type;
        final int offset;
        int end = -1;
        Object value;
        boolean composite;
        boolean sequence;
        final List<Node> children = new ArrayList<>();

        Node(String name, String path, String type, int offset) {
            this.name = name;
            this.path = path;
            this.type = type;
            this.offset = offset;
        }

        void value(Object v) {
            value = v;
        }

        void composite() {
            composite = true;
        }

        /** A composite whose children are elements: rendered as a list, rows limited in the dump. */
        void sequence() {
            composite = true;
            sequence = true;
        }

        void add(Node child) {
            children.add(child);
        }

        void end(int index) {
            end = index;
        }
    }

    /** @return true if the whole message decoded */
    public boolean complete() {
        return failure == null;
    }

    /** @return why decoding stopped, or null if it did not */
    public MarshalException failure() {
        return failure;
    }

    /** @return the number of bytes the message takes, or -1 if it did not decode */
    public int length() {
        return root.end < 0 ? -1 : root.end - start;
    }

    /** @return the value as one line, e.g. {@code Trade{id=42, symbol="ACME", side=BUY}} */
    public String toText() {
        StringBuilder out = new StringBuilder();
        text(root, out);
        if (failure != null) {
            out.append(" ... ").append(failureLine());
        }
        return out.toString();
    }

    /**
     * @return the value as a JSON object with the field names as keys; longs are JSON numbers,
     *     NaN and infinities are strings, chars are one-character strings, enums their names.
     *     When decoding failed, the object holds the fields decoded so far and the reader
     *     should treat the output as partial; {@link #failure()} says why.
     */
    public String toJson() {
        StringBuilder out = new StringBuilder();
        json(root, out);
        return out.toString();
    }

    /**
     * @return a table with a row per field: offset, size, raw bytes, name (nested fields
     *     indented), type and value; then the failure, if any
     */
    public String toHexDump() {
        StringBuilder out = new StringBuilder();
        out.append(root.type).append(": ");
        if (failure == null) {
            out.append(root.end - start).append(" bytes at offset ").append(start);
        } else {
            out.append("decoding failed after ").append(decodedUpTo() - start).append(" of ").append(limit - start)
                    .append(" bytes");
        }
        out.append('\n');
        out.append(String.format(Locale.ROOT, "%6s %6s  %-" + (BYTES_PER_ROW * 3 + 2) + "s %-24s %-14s %s%n",
                "offset", "size", "bytes", "field", "type", "value"));
        for (Node child : root.children) {
            rows(child, out);
        }
        if (failure != null) {
            out.append(failureLine()).append('\n');
        }
        return out.toString();
    }

    private String failureLine() {
        return "error at offset " + failure.offset() + ": " + failure.getMessage();
    }

    /** The end of the last field that decoded completely. */
    private int decodedUpTo() {
        int end = start;
        Node n = root;
        while (!n.children.isEmpty()) {
            Node last = n.children.get(n.children.size() - 1);
            if (last.end >= 0) {
                return Math.max(end, last.end);
            }
            end = last.offset;
            n = last;
        }
        return end;
    }

    /**
     * The rows of {@code top} and everything under it, depth first. Iterative, with the pending
     * nodes on an explicit stack: a tree as deep as the nesting limit renders on any thread's
     * stack, however small.
     */
    private void rows(Node top, StringBuilder out) {
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(row(top, 0, out));
        while (!stack.isEmpty()) {
            Frame frame = stack.peek();
            if (frame.next < frame.shown) {
                stack.push(row(frame.node.children.get(frame.next++), frame.depth + 1, out));
                continue;
            }
            stack.pop();
            List<Node> children = frame.node.children;
            if (frame.shown < children.size()) {
                Node first = children.get(frame.shown);
                int end = frame.node.end >= 0 ? frame.node.end : frame.node.offset;
                out.append(String.format(Locale.ROOT, "%6d %6d  %-" + (BYTES_PER_ROW * 3 + 2) + "s %s%n", first.offset,
                        end - first.offset, "", "  ".repeat(frame.depth) + "  ... " + (children.size() - frame.shown)
                        + " more elements"));
            }
        }
    }

    /** A node whose row is written, and how far through its children the walk is. */
    private static final class Frame {
        final Node node;
        final int depth;
        /** The children that get rows of their own: all, or the first {@link #ELEMENT_ROWS} of a sequence. */
        final int shown;
        int next;

        Frame(Node node, int depth) {
            this.node = node;
            this.depth = depth;
            this.shown = node.sequence ? Math.min(node.children.size(), ELEMENT_ROWS) : node.children.size();
        }
    }

    /** Writes the row of {@code node} alone; its children are the caller's. */
    private Frame row(Node node, int depth, StringBuilder out) {
        String indent = "  ".repeat(depth);
        boolean isArray = node.sequence;
        String type = node.type;
        if (isArray && type.endsWith("[]")) {
            type = type.substring(0, type.length() - 2) + "[" + node.children.size() + "]";
        }
        int end = node.end >= 0 ? node.end : node.offset;
        String value;
        if (node.composite) {
            value = node.end < 0 ? "(incomplete)" : isArray ? node.children.size() + " elements" : "";
        } else {
            value = valueText(node.value);
        }
        out.append(String.format(Locale.ROOT, "%6d %6s  %-" + (BYTES_PER_ROW * 3 + 2) + "s %-24s %-14s %s",
                node.offset, node.end >= 0 ? Integer.toString(end - node.offset) : "?", hex(node.offset, end),
                indent + node.name, type, value).stripTrailing()).append('\n');
        return new Frame(node, depth);
    }

    private String hex(int from, int to) {
        StringBuilder out = new StringBuilder();
        int shown = Math.min(to - from, BYTES_PER_ROW);
        for (int i = 0; i < shown; i++) {
            if (i > 0) {
                out.append(' ');
            }
            out.append(String.format(Locale.ROOT, "%02x", bytes[from + i] & 0xFF));
        }
        if (to - from > shown) {
            out.append(" ..");
        }
        return out.toString();
    }

    /** The value on one line; iterative like {@link #rows}. */
    private static void text(Node top, StringBuilder out) {
        walk(top, out, false);
    }

    private static String valueText(Object value) {
        if (value instanceof String) {
            return quote((String) value, false);
        }
        if (value instanceof Character) {
            return "'" + escape(String.valueOf(value), false) + "'";
        }
        if (value instanceof EnumConstant) {
            return ((EnumConstant) value).name();
        }
        if (value instanceof Shown) {
            return ((Shown) value).text();
        }
        return String.valueOf(value);
    }

    /** The value as JSON; iterative like {@link #rows}. */
    private static void json(Node top, StringBuilder out) {
        walk(top, out, true);
    }

    /**
     * Writes {@code top} as text or JSON, depth first with the open composites on an explicit
     * stack, so that the depth of the tree never becomes the depth of the call stack.
     */
    private static void walk(Node top, StringBuilder out, boolean json) {
        Deque<Frame> open = new ArrayDeque<>();
        if (!top.composite) {
            out.append(json ? jsonValue(top.value) : valueText(top.value));
            return;
        }
        open.push(opened(top, out, json));
        while (!open.isEmpty()) {
            Frame frame = open.peek();
            Node node = frame.node;
            if (frame.next == node.children.size()) {
                open.pop();
                out.append(node.sequence ? ']' : '}');
                continue;
            }
            int i = frame.next++;
            Node child = node.children.get(i);
            out.append(i == 0 ? "" : json ? "," : ", ");
            if (!node.sequence) {
                if (json) {
                    out.append(quote(child.name, true)).append(':');
                } else {
                    out.append(child.name).append('=');
                }
            }
            if (child.composite) {
                open.push(opened(child, out, json));
            } else {
                out.append(json ? jsonValue(child.value) : valueText(child.value));
            }
        }
    }

    /** Writes the opening of a composite and returns its frame. */
    private static Frame opened(Node node, StringBuilder out, boolean json) {
        if (node.sequence) {
            out.append('[');
        } else if (json || node.type.equals("entry")) {
            out.append('{');
        } else {
            out.append(node.type).append('{');
        }
        return new Frame(node, 0);
    }

    private static String jsonValue(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String) {
            return quote((String) value, true);
        }
        if (value instanceof Character) {
            return quote(String.valueOf(value), true);
        }
        if (value instanceof EnumConstant) {
            return quote(((EnumConstant) value).name(), true);
        }
        if (value instanceof Shown) {
            return quote(((Shown) value).text(), true);
        }
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            return Double.isNaN(d) || Double.isInfinite(d) ? quote(value.toString(), true) : value.toString();
        }
        return value.toString();
    }

    private static String quote(String s, boolean json) {
        return '"' + escape(s, json) + '"';
    }

    /** Escapes as {@link Escapes#append} does, so any string prints safely. */
    private static String escape(String s, boolean json) {
        StringBuilder out = new StringBuilder(s.length() + 2);
        Escapes.append(out, s, json);
        return out.toString();
    }
}
