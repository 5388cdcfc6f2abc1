package dev.marshalled.flink;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.GeneratedMarshallers;
import java.io.IOException;
import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeHint;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.util.InstantiationUtil;
import org.junit.jupiter.api.Test;

/**
 * A generic type at one parameterization, {@code Envelope<Reading>}, in Flink: its type information
 * and serializer record the type with its arguments, travel with the job and make the marshaller
 * again from that name, and its snapshot stores that name (snapshot version 2) for the restore.
 * Snapshots of other marshallers keep version 1, byte for byte what earlier versions wrote.
 */
class GenericTypesTest {
    private static final String ENVELOPE_OF_READING = "dev.marshalled.flink.Envelope<dev.marshalled.flink.Reading>";
    private static final ClassLoader LOADER = GenericTypesTest.class.getClassLoader();

    private static MarshalledTypeInformation<Envelope<Reading>> envelopes() {
        return MarshalledTypeInformation.of(EnvelopeMarshaller.of(ReadingMarshaller.INSTANCE));
    }

    @SuppressWarnings("unchecked")
    private static MarshalledTypeSerializer<Envelope<Reading>> serializer(TypeInformation<Envelope<Reading>> type) {
        return (MarshalledTypeSerializer<Envelope<Reading>>) type.createSerializer(new SerializerConfigImpl());
    }

    @Test
    void theTypeInformationNamesTheParameterization() {
        MarshalledTypeInformation<Envelope<Reading>> type = envelopes();
        assertEquals("Marshalled<" + ENVELOPE_OF_READING + ">", type.toString());
        // each of(...) is a new marshaller; the type it records is the same
        assertEquals(type, envelopes());
        assertEquals(type.hashCode(), envelopes().hashCode());
        assertNotEquals(type, MarshalledTypeInformation.of(EnvelopeMarshaller.of(TickMarshaller.INSTANCE)));
        assertEquals(Envelope.class, type.getTypeClass());
        assertEquals("MarshalledTypeSerializer<" + ENVELOPE_OF_READING + "> (made from its type name)",
                serializer(type).toString());
    }

    /** {@code @TypeInfo(MarshalledTypeInfoFactory.class)} on a generic type: Flink gives the factory the arguments. */
    @Test
    void theFactoryMakesTheParameterizationFlinkAsksFor() {
        TypeInformation<Envelope<Reading>> hinted = TypeInformation.of(new TypeHint<Envelope<Reading>>() { });
        assertEquals(envelopes(), hinted);
        IllegalArgumentException raw = assertThrows(IllegalArgumentException.class,
                () -> MarshalledTypeInformation.of(Envelope.class));
        assertTrue(raw.getMessage().startsWith("dev.marshalled.flink.Envelope is generic: its marshaller is made by"
                + " dev.marshalled.flink.EnvelopeMarshaller.of(...)"), raw.getMessage());
    }

    @Test
    void theTypeInformationAndSerializerTravelWithTheJobAndMakeTheMarshallerAgain() throws Exception {
        Envelope<Reading> value = new Envelope<>(7, "north", Reading.of(7));
        MarshalledTypeInformation<Envelope<Reading>> shipped = InstantiationUtil.clone(envelopes(), LOADER);
        MarshalledTypeSerializer<Envelope<Reading>> made = serializer(shipped);
        assertSame(EnvelopeMarshaller.class, made.marshaller().getClass());
        assertEquals(ENVELOPE_OF_READING, GeneratedMarshallers.nameOf(made.marshaller()));
        assertEquals(value, made.copy(value));
        TypeSerializer<Envelope<Reading>> copy = InstantiationUtil.clone(made, LOADER);
        assertEquals(made, copy);
        DataOutputSerializer out = new DataOutputSerializer(64);
        copy.serialize(value, out);
        assertArrayEquals(EnvelopeMarshaller.of(ReadingMarshaller.INSTANCE).toByteArray(value),
                java.util.Arrays.copyOfRange(out.getCopyOfBuffer(), 4, out.length()));
    }

    @Test
    void theSnapshotStoresTheTypeWithItsArgumentsAndRestoresFromIt() throws IOException {
        MarshalledTypeSerializer<Envelope<Reading>> serializer = serializer(envelopes());
        byte[] written = versioned(serializer.snapshotConfiguration());
        DataInputDeserializer in = new DataInputDeserializer(written);
        assertEquals(MarshalledSerializerSnapshot.class.getName(), in.readUTF());
        assertEquals(MarshalledSerializerSnapshot.TYPE_NAME_VERSION, in.readInt());
        assertEquals(ENVELOPE_OF_READING, in.readUTF());
        assertEquals(StoredSchema.FORMAT, in.readInt());

        TypeSerializerSnapshot<Envelope<Reading>> read = TypeSerializerSnapshot.readVersionedSnapshot(
                new DataInputDeserializer(written), LOADER);
        assertEquals(serializer, read.restoreSerializer());
        assertTrue(serializer.snapshotConfiguration().resolveSchemaCompatibility(read).isCompatibleAsIs());
        assertTrue(read.toString().startsWith("MarshalledSerializerSnapshot<" + ENVELOPE_OF_READING + "> Envelope<Reading>"
                + " { long id, String source, Reading body }"), read.toString());
        // Another parameterization of the same class is another schema.
        MarshalledTypeSerializer<Envelope<Tick>> ticks = new MarshalledTypeSerializer<>(
                EnvelopeMarshaller.of(TickMarshaller.INSTANCE));
        assertTrue(ticks.snapshotConfiguration().resolveSchemaCompatibility(cast(read)).isIncompatible());
    }

    @Test
    void aSnapshotOfAMarshallerInAFieldIsVersionOneAsBefore() throws IOException {
        byte[] written = versioned(new MarshalledTypeSerializer<>(ReadingMarshaller.INSTANCE).snapshotConfiguration());
        DataInputDeserializer in = new DataInputDeserializer(written);
        assertEquals(MarshalledSerializerSnapshot.class.getName(), in.readUTF());
        assertEquals(MarshalledSerializerSnapshot.FIELD_VERSION, in.readInt());
        assertEquals("dev.marshalled.flink.Reading", in.readUTF());
        assertEquals("dev.marshalled.flink.ReadingMarshaller", in.readUTF());
        assertEquals("INSTANCE", in.readUTF());
    }

    /**
     * A restore whose job lacks a class the stored type names keeps the state as its bytes, and
     * writes the snapshot back as it was read, version 2 and all.
     */
    @Test
    void aTypeNameTheJobCannotMakeKeepsTheStateAsStored() throws IOException {
        String gone = "dev.marshalled.flink.Envelope<com.acme.Gone>";
        DataOutputSerializer body = new DataOutputSerializer(256);
        body.writeUTF(gone);
        body.writeInt(StoredSchema.FORMAT);
        StoredSchema.write(EnvelopeMarshaller.of(ReadingMarshaller.INSTANCE).schema(), body);
        MarshalledSerializerSnapshot<Object> stored = new MarshalledSerializerSnapshot<>();
        stored.readSnapshot(MarshalledSerializerSnapshot.TYPE_NAME_VERSION, new DataInputDeserializer(
                body.getCopyOfBuffer()), LOADER);

        StoredStateSerializer<?> kept = assertInstanceOf(StoredStateSerializer.class, stored.restoreSerializer());
        assertTrue(kept.reason().startsWith("state of " + gone + " cannot be restored: cannot make the marshaller of "
                + gone + " from the job's classes: in '" + gone + "': no class com.acme.Gone on the class path"),
                kept.reason());
        assertArrayEquals(versioned(stored), versioned(kept.snapshotConfiguration()));
    }

    private static byte[] versioned(TypeSerializerSnapshot<?> snapshot) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(256);
        TypeSerializerSnapshot.writeVersionedSnapshot(out, snapshot);
        return out.getCopyOfBuffer();
    }

    @SuppressWarnings("unchecked")
    private static <T> TypeSerializerSnapshot<T> cast(TypeSerializerSnapshot<?> snapshot) {
        return (TypeSerializerSnapshot<T>) snapshot;
    }
}
