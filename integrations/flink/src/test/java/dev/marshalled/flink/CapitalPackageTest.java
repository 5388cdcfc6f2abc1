package dev.marshalled.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.marshalled.flink.Acme.Depot;
import dev.marshalled.flink.Acme.Depot_BinMarshaller;
import java.io.IOException;
import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeHint;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;

/**
 * A nested type in a package with a capital letter, {@code dev.marshalled.flink.Acme.Depot.Bin}, through
 * each way Flink finds its marshaller: by class, from a snapshot's field, from a snapshot whose field is
 * gone, and as the argument of a generic type by name. The runtime's one lookup finds it every time.
 */
class CapitalPackageTest {
    private static final ClassLoader LOADER = CapitalPackageTest.class.getClassLoader();
    private static final String BIN = "dev.marshalled.flink.Acme.Depot$Bin";

    @Test
    void byClassAndThroughASnapshotOfItsField() throws IOException {
        MarshalledTypeInformation<Depot.Bin> bins = MarshalledTypeInformation.of(Depot.Bin.class);
        assertEquals(MarshalledTypeInformation.of(Depot_BinMarshaller.INSTANCE), bins);
        MarshalledTypeSerializer<Depot.Bin> serializer = serializer(bins);
        assertEquals("MarshalledTypeSerializer<" + BIN + "> (dev.marshalled.flink.Acme.Depot_BinMarshaller.INSTANCE)",
                serializer.toString());
        TypeSerializerSnapshot<Depot.Bin> snapshot = read(versioned(serializer.snapshotConfiguration()));
        assertEquals(serializer, snapshot.restoreSerializer());
    }

    /** A snapshot naming a holder the job no longer has: the type's generated marshaller, found by its type. */
    @Test
    void aSnapshotWhoseFieldIsGoneFindsTheGeneratedMarshaller() throws IOException {
        DataOutputSerializer body = new DataOutputSerializer(256);
        body.writeUTF(BIN);
        body.writeUTF("dev.marshalled.flink.Acme.Gone");
        body.writeUTF("BINS");
        body.writeInt(StoredSchema.FORMAT);
        StoredSchema.write(Depot_BinMarshaller.INSTANCE.schema(), body);
        MarshalledSerializerSnapshot<Depot.Bin> stored = new MarshalledSerializerSnapshot<>();
        stored.readSnapshot(MarshalledSerializerSnapshot.FIELD_VERSION, new DataInputDeserializer(
                body.getCopyOfBuffer()), LOADER);
        MarshalledTypeSerializer<?> restored = assertInstanceOf(MarshalledTypeSerializer.class,
                stored.restoreSerializer());
        assertSame(Depot_BinMarshaller.INSTANCE, restored.marshaller());
    }

    @Test
    void asTheArgumentOfAGenericTypeByNameWithDotsOrDollars() throws IOException {
        String envelope = "dev.marshalled.flink.Envelope<" + BIN + ">";
        TypeInformation<Envelope<Depot.Bin>> hinted = TypeInformation.of(new TypeHint<Envelope<Depot.Bin>>() { });
        assertEquals(MarshalledTypeInformation.of(EnvelopeMarshaller.of(Depot_BinMarshaller.INSTANCE)), hinted);
        assertEquals("Marshalled<" + envelope + ">", hinted.toString());
        MarshalledTypeSerializer<Envelope<Depot.Bin>> serializer = serializer(hinted);
        TypeSerializerSnapshot<Envelope<Depot.Bin>> snapshot = read(versioned(serializer.snapshotConfiguration()));
        assertEquals(serializer, snapshot.restoreSerializer());
        for (String name : new String[] {envelope, envelope.replace('$', '.')}) {
            assertEquals(envelope, dev.marshalled.runtime.GeneratedMarshallers.nameOf(
                    new MarshallerReference.TypeName(name).resolve(LOADER)), name);
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> MarshalledTypeSerializer<T> serializer(TypeInformation<T> type) {
        return (MarshalledTypeSerializer<T>) type.createSerializer(new SerializerConfigImpl());
    }

    private static byte[] versioned(TypeSerializerSnapshot<?> snapshot) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(256);
        TypeSerializerSnapshot.writeVersionedSnapshot(out, snapshot);
        return out.getCopyOfBuffer();
    }

    private static <T> TypeSerializerSnapshot<T> read(byte[] written) throws IOException {
        return TypeSerializerSnapshot.readVersionedSnapshot(new DataInputDeserializer(written), LOADER);
    }
}
