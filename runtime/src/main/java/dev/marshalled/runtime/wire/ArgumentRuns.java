package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.Layout;
import dev.marshalled.schema.WireSchema;

/**
 * The runs of fixed-size fields of one parameterization of a generic type, which only its
 * arguments decide: in {@code record Quote<T>(boolean firm, T size)} the body of
 * {@code Quote<Integer>} is a boolean and a box, one 6-byte run, while that of
 * {@code Quote<String>} is a one-byte run and a string. A parameterization is read as the
 * substituted type (FORMAT.md, "Generic types"), so input that ends inside such a run is reported
 * where the run starts, as for the substituted type and as the inspector reports it: both take the
 * runs from the parameterization's schema through {@link Layout#runs}.
 *
 * <p>A generic marshaller makes one per parameterization and, before reading a field where such a
 * run may start, calls {@link #check}; the runs its generated code takes itself (of fields whose
 * types are not parameters) are checked as before.
 *
 * <pre>{@code
 * this.runs = ArgumentRuns.of(schema, "Quote");
 * ...
 * runs.check(buffer, 0);
 * boolean firm = Booleans.getAt(buffer, buffer.take(1, FIRM), FIRM);
 * }</pre>
 */
public final class ArgumentRuns {
    private final int[] sizes;
    private final String[] labels;

    private ArgumentRuns(int[] sizes, String[] labels) {
        this.sizes = sizes;
        this.labels = labels;
    }

    /**
     * @param schema the schema of the parameterization, its fields substituted
     * @param typeLabel the type's name in the reader's messages, e.g. {@code "Quote"}
     * @return the runs of its fields
     */
    public static ArgumentRuns of(WireSchema schema, String typeLabel) {
        int count = schema.fields().size();
        int[] sizes = new int[count];
        String[] labels = new String[count];
        for (Layout.Run run : Layout.runs(schema)) {
            sizes[run.first()] = run.size();
            labels[run.first()] = run.label(typeLabel, schema);
        }
        return new ArgumentRuns(sizes, labels);
    }

    /**
     * Checks the bytes of the run that starts at field {@code field}, if one does, without moving
     * the read index.
     *
     * @param buffer the buffer, at the field's first byte
     * @param field the index of the field in the schema
     * @throws dev.marshalled.runtime.MarshalException at the run's first byte if the input ends inside it
     */
    public void check(UnsafeBuffer buffer, int field) {
        int size = sizes[field];
        if (size > 0) {
            int at = buffer.readIndex();
            buffer.take(size, labels[field]);
            buffer.readIndex(at);
        }
    }
}
