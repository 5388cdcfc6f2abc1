package dev.marshalled.flink;

import dev.marshalled.runtime.GeneratedMarshallers;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.schema.Change;
import dev.marshalled.schema.Compatibility;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.Wording;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.StringJoiner;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.core.memory.DataOutputView;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What Flink stores in a checkpoint or savepoint about a {@link MarshalledTypeSerializer}: the
 * type, where its marshaller lives (a public static field such as {@code FooMarshaller.INSTANCE},
 * or, for a generic type's {@code PageMarshaller.of(...)}, the type with its arguments,
 * {@code com.acme.Page<com.acme.Item>}, which {@code GeneratedMarshallers.forName} makes again),
 * and the type's wire schema (every field's name, encoding and {@code @Since} version, and the
 * same for each marshalled type it reaches), kept as the schema JSON, the form the schema lock
 * keeps too ({@link StoredSchema}).
 *
 * <p>On restore, the stored schema is compared with the schema of the marshaller the job has
 * now, by the rules of the schema lock:
 *
 * <ul>
 *   <li>the same layout (names may differ: a rename or {@code @Retired} field keeps every byte
 *       in place; enum constants and sealed subtypes may be appended): compatible as is;</li>
 *   <li>fields appended with a newer {@code @Since} to an evolvable type: compatible after
 *       migration; the new marshaller reads each old value, the new fields get their defaults,
 *       and Flink writes the state again in the new layout;</li>
 *   <li>anything the schema lock refuses (a field's type changed, a field moved or removed, a
 *       field appended without {@code @Since} or to a type that is not evolvable, the encoding
 *       changed): incompatible. The reasons, worded as the lock's compile error, are logged at
 *       WARN, and Flink fails the job with its own "must not be incompatible" error, which
 *       names them too.</li>
 * </ul>
 *
 * <p>{@link #restoreSerializer()}, which Flink calls before the job asks for the state, does not
 * fail on such a change: it gives a serializer that keeps each value as its stored bytes (see
 * {@link StoredStateSerializer}), so that Flink's own check refuses the state when the job asks
 * for it, and state the job no longer asks for is carried over unchanged.
 *
 * @param <T> the marshalled type
 */
public final class MarshalledSerializerSnapshot<T> implements TypeSerializerSnapshot<T> {
    private static final Logger LOG = LoggerFactory.getLogger(MarshalledSerializerSnapshot.class);
    /**
     * The marshaller is in a public static field: the type's class name, the field's class and
     * name, then the schema. What every snapshot was before generic types, and what a snapshot of
     * such a marshaller still is.
     *
     * <p>In both versions the schema follows as its format number ({@link StoredSchema#FORMAT}) and
     * the schema in that format: the version says where the marshaller is, the format how the
     * schema is kept. Snapshots of every version and of formats 1 to 3 read; a marshalled-flink from
     * before format 3 (the schema JSON) refuses a snapshot written now, naming the format.
     */
    static final int FIELD_VERSION = 1;
    /**
     * The marshaller is made from its type with its arguments ({@code com.acme.Page<com.acme.Item>},
     * a generic type's parameterization): that name, then the schema as in {@link #FIELD_VERSION}.
     * A marshalled-flink from before generic types refuses it, naming the version.
     */
    static final int TYPE_NAME_VERSION = 2;
    /** How the shared catalogue's texts name the stored schema, and how to give up the state. */
    static final Wording WORDING = new Wording("in the restored state", "start the job without this state");

    private String typeName;
    private MarshallerReference reference;
    private WireSchema schema;
    /** Set when this snapshot was taken from a live serializer rather than read. */
    private MarshalledTypeSerializer<T> serializer;
    private ClassLoader loader;

    /** For Flink, which creates the snapshot and then calls {@link #readSnapshot}. */
    public MarshalledSerializerSnapshot() {
    }

    MarshalledSerializerSnapshot(MarshalledTypeSerializer<T> serializer) {
        this.serializer = serializer;
        this.reference = serializer.reference();
        this.typeName = reference.typeName(serializer.marshaller().type());
        this.schema = serializer.marshaller().schema();
    }

    /**
     * @return {@link #TYPE_NAME_VERSION} for a marshaller made from its type's name, else
     *     {@link #FIELD_VERSION}: each snapshot is written in the oldest form that can say where its
     *     marshaller is
     */
    @Override
    public int getCurrentVersion() {
        return reference instanceof MarshallerReference.TypeName ? TYPE_NAME_VERSION : FIELD_VERSION;
    }

    @Override
    public void writeSnapshot(DataOutputView out) throws IOException {
        if (reference instanceof MarshallerReference.StaticField field) {
            out.writeUTF(typeName);
            out.writeUTF(field.holder());
            out.writeUTF(field.field());
        } else {
            out.writeUTF(((MarshallerReference.TypeName) reference).type());
        }
        out.writeInt(StoredSchema.FORMAT);
        StoredSchema.write(schema, out);
    }

    @Override
    public void readSnapshot(int readVersion, DataInputView in, ClassLoader userCodeClassLoader) throws IOException {
        if (readVersion == FIELD_VERSION) {
            typeName = in.readUTF();
            reference = new MarshallerReference.StaticField(in.readUTF(), in.readUTF());
        } else if (readVersion == TYPE_NAME_VERSION) {
            typeName = in.readUTF();
            reference = new MarshallerReference.TypeName(typeName);
        } else {
            throw new IOException("Marshalled serializer snapshot version " + readVersion + " is newer than this"
                    + " marshalled-flink reads (" + TYPE_NAME_VERSION + ")");
        }
        int format = in.readInt();
        if (format < 1 || format > StoredSchema.FORMAT) {
            throw new IOException("stored Marshalled schema format " + format + " is not one this version reads");
        }
        schema = StoredSchema.read(in, format);
        loader = userCodeClassLoader;
        serializer = null;
    }

    /**
     * Returns a serializer that reads the state this snapshot describes: the marshaller the job
     * has now, once it is known to read the stored layout; otherwise one that keeps each value
     * as its stored bytes and writes them back with this snapshot, so that Flink's compatibility
     * check, not the restore, refuses the state (see {@link StoredStateSerializer}).
     */
    @Override
    public TypeSerializer<T> restoreSerializer() {
        if (serializer != null) {
            return serializer.duplicate();
        }
        MarshalledTypeSerializer<T> current;
        try {
            current = current();
        } catch (IllegalStateException missing) {
            return stored("state of " + typeName + " cannot be restored: " + missing.getMessage());
        }
        List<Change> changes = Compatibility.compare(schema, current.marshaller().schema());
        if (Compatibility.verdict(changes) == Compatibility.Verdict.INCOMPATIBLE) {
            return stored(refusal(typeName, changes));
        }
        return current;
    }

    private StoredStateSerializer<T> stored(String reason) {
        LOG.info("{} is kept as its stored bytes until a job that can read it asks for it: {}", typeName, reason);
        DataOutputSerializer out = new DataOutputSerializer(256);
        try {
            writeSnapshot(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // DataOutputSerializer grows in memory
        }
        return new StoredStateSerializer<>(typeName, reason, getCurrentVersion(), out.getCopyOfBuffer());
    }

    @SuppressWarnings("unchecked")
    private MarshalledTypeSerializer<T> current() {
        ClassLoader classes = loader != null ? loader : Thread.currentThread().getContextClassLoader();
        Marshaller<T> marshaller;
        MarshallerReference found = reference;
        try {
            marshaller = (Marshaller<T>) reference.resolve(classes);
        } catch (IllegalStateException missing) {
            if (!(reference instanceof MarshallerReference.StaticField)) {
                throw missing;
            }
            // The holder may be gone while the type and its generated marshaller remain.
            try {
                marshaller = (Marshaller<T>) GeneratedMarshallers.forType(Class.forName(typeName, false, classes));
                found = MarshallerReference.of(marshaller);
            } catch (ClassNotFoundException | IllegalArgumentException e) {
                missing.addSuppressed(e);
                throw missing;
            }
        }
        return new MarshalledTypeSerializer<>(marshaller, found);
    }

    /**
     * Decides whether this snapshot's serializer, the job's, can take over state written with
     * {@code old}: compatible as is when not a byte of the layout changed, after migration when
     * fields were appended with a newer {@code @Since}, else incompatible, with the reasons
     * logged at WARN in the schema lock's words.
     */
    @Override
    public TypeSerializerSchemaCompatibility<T> resolveSchemaCompatibility(TypeSerializerSnapshot<T> old) {
        if (!(old instanceof MarshalledSerializerSnapshot<T> before)) {
            LOG.warn("state of {} cannot be restored: it was written by {}, not by a Marshalled serializer", typeName,
                    old.getClass().getName());
            return TypeSerializerSchemaCompatibility.incompatible();
        }
        List<Change> changes = Compatibility.compare(before.schema, schema);
        switch (Compatibility.verdict(changes)) {
            case AS_IS:
                return TypeSerializerSchemaCompatibility.compatibleAsIs();
            case MIGRATE:
                return TypeSerializerSchemaCompatibility.compatibleAfterMigration();
            default:
                LOG.warn("{}", refusal(typeName, changes));
                return TypeSerializerSchemaCompatibility.incompatible();
        }
    }

    /** @return why state of {@code type} cannot be restored: each breaking change in the catalogue's words */
    static String refusal(String type, List<Change> changes) {
        StringJoiner reasons = new StringJoiner("; ", "state of " + type + " cannot be restored: ", "");
        for (Change change : changes) {
            if (change.breaking()) {
                reasons.add(change.describe(WORDING));
            }
        }
        return reasons.toString();
    }

    /** @return the schema this snapshot holds: the one stored, or the live serializer's */
    WireSchema schema() {
        return schema;
    }

    /** @return the stored schema, for display */
    @Override
    public String toString() {
        return "MarshalledSerializerSnapshot<" + typeName + "> " + StoredSchema.describe(schema);
    }
}
