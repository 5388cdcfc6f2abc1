package dev.marshalled.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.GeneratedMarshallers;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;
import java.io.EOFException;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Random;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.util.InstantiationUtil;
import org.junit.jupiter.api.Test;

/** What Flink's serializer test base does not cover: corrupt input, allocation, snapshots, and how Flink finds the serializer. */
class MarshalledTypeSerializerTest {
    private final MarshalledTypeSerializer<Reading> serializer = new MarshalledTypeSerializer<>(ReadingMarshaller.INSTANCE);

    private byte[] serialized(Reading value) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(64);
        serializer.serialize(value, out);
        return out.getCopyOfBuffer();
    }

    private Reading deserialized(byte[] bytes) throws IOException {
        return serializer.deserialize(new DataInputDeserializer(bytes));
    }

    @Test
    void theRecordIsItsLengthThenTheMarshallersBytes() throws IOException {
        Reading reading = Reading.of(3);
        byte[] bytes = serialized(reading);
        byte[] body = ReadingMarshaller.INSTANCE.toByteArray(reading);
        assertEquals(4 + body.length, bytes.length);
        assertEquals(body.length, new DataInputDeserializer(bytes).readInt());
        assertEquals(reading, deserialized(bytes));
        assertEquals(-1, new DataInputDeserializer(serialized(null)).readInt());
        assertNull(deserialized(serialized(null)));
        assertNull(serializer.copy(null));
        Reading copy = serializer.copy(reading);
        assertEquals(reading, copy);
        assertNotSame(reading, copy);
    }

    @Test
    void corruptRecordsFailWithMarshalException() throws IOException {
        byte[] good = serialized(Reading.of(1));
        byte[] negative = good.clone();
        negative[3] = -2; // length -2 (big-endian int written by Flink)
        negative[0] = negative[1] = negative[2] = -1;
        MarshalException e = assertThrows(MarshalException.class, () -> deserialized(negative));
        assertTrue(e.getMessage().contains("record length -2"), e.getMessage());

        byte[] huge = good.clone();
        huge[0] = 0x7f;
        e = assertThrows(MarshalException.class, () -> deserialized(huge));
        assertTrue(e.getMessage().contains("is not in 0.."), e.getMessage());

        // a length that claims one byte more than the value: the value ends early
        byte[] longer = new byte[good.length + 1];
        System.arraycopy(good, 0, longer, 0, good.length);
        longer[3]++;
        e = assertThrows(MarshalException.class, () -> deserialized(longer));
        assertTrue(e.getMessage().contains("1 bytes left over"), e.getMessage());

        // the enum ordinal (after id, the sensor string and the value) out of range
        int status = 4 + 8 + 4 + "sensor-1".length() + 8;
        byte[] badEnum = good.clone();
        badEnum[status] = 9;
        e = assertThrows(MarshalException.class, () -> deserialized(badEnum));
        assertTrue(e.getMessage().contains("status"), e.getMessage());

        // input that ends inside a record is the stream's own EOFException, as Flink's readers expect
        byte[] cut = java.util.Arrays.copyOf(good, good.length - 1);
        assertThrows(EOFException.class, () -> deserialized(cut));
    }

    @Test
    void seededCorruptionIsRejectedOrReadNeverAnythingElse() throws IOException {
        Random random = new Random(18);
        int rejected = 0;
        for (int round = 0; round < 5_000; round++) {
            byte[] bytes = serialized(Reading.of(random.nextInt(1_000)));
            for (int flips = 1 + random.nextInt(3); flips > 0; flips--) {
                bytes[4 + random.nextInt(bytes.length - 4)] = (byte) random.nextInt(256);
            }
            try {
                deserialized(bytes);
            } catch (MarshalException e) {
                rejected++;
                assertTrue(e.offset() >= -1, e.getMessage());
            }
        }
        assertTrue(rejected > 500, "only " + rejected + " of 5000 corrupted records were rejected");
    }

    @Test
    void writingARecordAllocatesNothing() throws IOException {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        MarshalledTypeSerializer<Tick> ticks = new MarshalledTypeSerializer<>(TickMarshaller.INSTANCE);
        Tick[] values = new Tick[1_000];
        for (int i = 0; i < values.length; i++) {
            values[i] = Tick.of(i);
        }
        DataOutputSerializer out = new DataOutputSerializer(1 << 20);
        for (int warm = 0; warm < 50; warm++) {
            out.clear();
            for (Tick tick : values) {
                ticks.serialize(tick, out);
            }
        }
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        for (int round = 0; round < 100; round++) {
            out.clear();
            for (Tick tick : values) {
                ticks.serialize(tick, out);
            }
        }
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        // 100,000 records; the measurement itself may cost a few objects
        assertTrue(allocated < 10_000, allocated + " bytes allocated while writing 100,000 records");
    }

    @Test
    void theSnapshotRestoresTheSameSerializer() throws IOException {
        TypeSerializerSnapshot<Reading> snapshot = serializer.snapshotConfiguration();
        DataOutputSerializer out = new DataOutputSerializer(256);
        TypeSerializerSnapshot.writeVersionedSnapshot(out, snapshot);
        TypeSerializerSnapshot<Reading> read = TypeSerializerSnapshot.readVersionedSnapshot(
                new DataInputDeserializer(out.getCopyOfBuffer()), getClass().getClassLoader());
        assertInstanceOf(MarshalledSerializerSnapshot.class, read);
        assertEquals(serializer, read.restoreSerializer());
        assertTrue(serializer.snapshotConfiguration().resolveSchemaCompatibility(read).isCompatibleAsIs());
        assertTrue(read.toString().contains("Reading { long id, String sensor"), read.toString());
    }

    @Test
    void theSnapshotKeepsNamesOutsideAsciiAsTheyAre() throws IOException {
        MarshalledTypeSerializer<Localized.Größe> sizes = new MarshalledTypeSerializer<>(
                Localized_GrößeMarshaller.INSTANCE);
        DataOutputSerializer out = new DataOutputSerializer(256);
        TypeSerializerSnapshot.writeVersionedSnapshot(out, sizes.snapshotConfiguration());
        TypeSerializerSnapshot<Localized.Größe> read = TypeSerializerSnapshot.readVersionedSnapshot(
                new DataInputDeserializer(out.getCopyOfBuffer()), getClass().getClassLoader());
        WireSchema stored = ((MarshalledSerializerSnapshot<Localized.Größe>) read).schema();
        assertEquals("Localized.Größe", stored.typeName());
        assertEquals(Localized.Größe.class.getName(), stored.qualifiedName());
        assertEquals(List.of("名前", "höhe"), stored.fields().stream().map(WireSchema.Field::name).toList());
        assertTrue(sizes.snapshotConfiguration().resolveSchemaCompatibility(read).isCompatibleAsIs());
        assertEquals(sizes, read.restoreSerializer());
    }

    @Test
    void aSerializerTravelsWithTheJobAndFindsItsMarshallerAgain() throws Exception {
        MarshalledTypeSerializer<Reading> counting = new MarshalledTypeSerializer<>(Counting.READING);
        TypeSerializer<Reading> copy = InstantiationUtil.clone(counting);
        assertEquals(counting, copy);
        assertEquals(Counting.READING, ((MarshalledTypeSerializer<Reading>) copy).marshaller());
        assertTrue(counting.toString().contains("dev.marshalled.flink.Counting.READING"), counting.toString());
        assertEquals(ReadingMarshaller.INSTANCE, InstantiationUtil.clone(serializer).marshaller());
    }

    @Test
    void aMarshallerOutsideAStaticFieldIsRefusedUpFront() {
        Marshaller<Reading> local = new Marshaller<>() {
            @Override
            public void write(Reading value, UnsafeBuffer buffer) {
                ReadingMarshaller.INSTANCE.write(value, buffer);
            }

            @Override
            public Reading read(UnsafeBuffer buffer) {
                return ReadingMarshaller.INSTANCE.read(buffer);
            }

            @Override
            public int sizeOf(Reading value) {
                return ReadingMarshaller.INSTANCE.sizeOf(value);
            }

            @Override
            public WireSchema schema() {
                return ReadingMarshaller.SCHEMA;
            }

            @Override
            public Class<Reading> type() {
                return Reading.class;
            }
        };
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MarshalledTypeInformation.of(local));
        assertTrue(e.getMessage().contains("is not held in a public static field"), e.getMessage());
    }

    @Test
    void theFactoryNeedsAGeneratedMarshaller() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new MarshalledTypeInfoFactory<>().createTypeInfo(String.class, java.util.Map.of()));
        assertEquals("java.lang.String has no generated marshaller java.lang.StringMarshaller.INSTANCE: annotate it"
                + " with @Marshalled and put marshalled-processor on the annotation-processor path", e.getMessage());
    }

    @Test
    void typeInformationFromAnnotationAndFromConfiguration() {
        TypeInformation<Reading> annotated = TypeInformation.of(Reading.class);
        assertEquals(MarshalledTypeInformation.of(Counting.READING), annotated);
        assertTrue(annotated.isKeyType());
        assertEquals("Marshalled<dev.marshalled.flink.Reading>", annotated.toString());
        assertEquals("dev.marshalled.flink.Reading_LocationMarshaller",
                GeneratedMarshallers.className(Reading.Location.class));

        Configuration conf = new Configuration();
        conf.set(PipelineOptions.SERIALIZATION_CONFIG, List.of(
                "dev.marshalled.flink.Registered: {type: typeinfo, class: dev.marshalled.flink.MarshalledTypeInfoFactory}"));
        // Flink keeps factories registered this way for the whole JVM, once per type
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(conf);
        TypeInformation<Registered> registered = TypeInformation.of(Registered.class);
        assertEquals(MarshalledTypeInformation.of(RegisteredMarshaller.INSTANCE), registered);
        assertInstanceOf(MarshalledTypeSerializer.class,
                registered.createSerializer(env.getConfig().getSerializerConfig()));
    }

    /**
     * The ways docs/flink.md recommends keep no state in the JVM, so a program or a test suite
     * may build any number of environments with the same configuration.
     */
    @Test
    void manyEnvironmentsInOneJvmWithTheDocumentedConfiguration() {
        Configuration conf = new Configuration();
        conf.set(PipelineOptions.GENERIC_TYPES, false);
        for (int i = 0; i < 3; i++) {
            StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(conf);
            TypeInformation<Routes.Annotated> annotated = TypeInformation.of(Routes.Annotated.class);
            TypeInformation<Routes.Plain> plain = MarshalledTypeInformation.of(Routes.Plain.class);
            assertInstanceOf(MarshalledTypeSerializer.class, annotated.createSerializer(env.getConfig().getSerializerConfig()));
            assertInstanceOf(MarshalledTypeSerializer.class, plain.createSerializer(env.getConfig().getSerializerConfig()));
            assertEquals(MarshalledTypeInformation.of(Routes_PlainMarshaller.INSTANCE), plain);
        }
    }

    /**
     * Why docs/flink.md does not recommend Flink's pipeline.serialization-config: Flink keeps a
     * factory registered there in a static table of the JVM, once, so the second environment
     * configured the same way fails. If a Flink version accepts it, this fails and the docs change.
     */
    @Test
    void flinksSerializationConfigRegistersAFactoryOncePerJvm() {
        Configuration conf = new Configuration();
        conf.set(PipelineOptions.SERIALIZATION_CONFIG, List.of(RegisteredTwice.class.getName()
                + ": {type: typeinfo, class: " + MarshalledTypeInfoFactory.class.getName() + "}"));
        StreamExecutionEnvironment.getExecutionEnvironment(conf);
        assertEquals(MarshalledTypeInformation.of(RegisteredTwiceMarshaller.INSTANCE),
                TypeInformation.of(RegisteredTwice.class));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StreamExecutionEnvironment.getExecutionEnvironment(conf));
        assertEquals("A TypeInfoFactory for type 'class dev.marshalled.flink.RegisteredTwice' is already registered.",
                e.getCause().getMessage());
    }
}
