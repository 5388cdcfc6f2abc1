package dev.marshalled.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.Marshalled;
import dev.marshalled.flink.cluster.FlinkCluster;
import dev.marshalled.flink.cluster.JobJars;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.schema.WireSchema;
import java.lang.reflect.Type;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.java.typeutils.TypeExtractor;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.configuration.StateBackendOptions;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.util.CloseableIterator;
import org.apache.flink.util.ExceptionUtils;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Jobs on a Flink cluster of separate JVMs (a standalone JobManager and two task managers, see
 * {@link FlinkCluster}), submitted through Flink's REST client with the job's jars: what each way
 * of docs/flink.md gives on the task managers, and savepoints restored from version 1 of a type
 * into version 2 (migrated) and into a version with a changed field type (refused), on the heap
 * and the RocksDB backend; and the state of a generic type, restored from the type with its
 * arguments that its snapshot records.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES) // a stuck job fails the test instead of holding up the build
class FlinkClusterTest {
    private static final int PARALLELISM = 2;
    private static final String MARSHALLED = MarshalledTypeSerializer.class.getSimpleName();

    @TempDir
    static Path dir;
    private static FlinkCluster cluster;
    private static List<Path> jobJars;

    @BeforeAll
    static void startCluster() throws Exception {
        // marshalled-flink, the test's models and jobs, marshalled-runtime, marshalled-schema, the annotations
        jobJars = JobJars.of(dir.resolve("jars"), MarshalledTypeInformation.class, FlinkClusterTest.class,
                Marshaller.class, WireSchema.class, Marshalled.class);
        long start = System.nanoTime();
        cluster = FlinkCluster.start(dir.resolve("cluster"), 2);
        System.out.printf("Flink cluster (JobManager and 2 task managers, pids %s) up in %.1f s%n",
                cluster.taskManagerPids(), (System.nanoTime() - start) / 1e9);
    }

    @AfterAll
    static void stopCluster() {
        if (cluster != null) {
            cluster.close();
        }
    }

    private static StreamExecutionEnvironment environment(Configuration conf, List<VersionedJar> versions,
            String savepoint) {
        conf.set(PipelineOptions.GENERIC_TYPES, false);
        List<Path> jars = new ArrayList<>(jobJars);
        versions.forEach(version -> jars.add(version.jar));
        StreamExecutionEnvironment env = cluster.environment(conf, jars, savepoint);
        env.setParallelism(PARALLELISM);
        return env;
    }

    @Test
    @SuppressWarnings("try") // CloseableIterator.close() declares Exception; the test passes it on
    void whatEachRouteGivesOnTheTaskManagers() throws Exception {
        Configuration conf = new Configuration();
        conf.set(PipelineOptions.SERIALIZATION_CONFIG, List.of(Routes.CONFIGURED_ENTRY));
        StreamExecutionEnvironment env = environment(conf, List.of(), null);
        // Derived here, in the client: the configuration's registration applies in this JVM.
        List<Routes.Route> routes = List.of(
                new Routes.Route("annotated", Routes.Annotated.class, erase(TypeInformation.of(Routes.Annotated.class)),
                        false),
                new Routes.Route("explicit", Routes.Plain.class, erase(MarshalledTypeInformation.of(Routes.Plain.class)),
                        true),
                new Routes.Route("configured", Routes.Configured.class,
                        erase(TypeInformation.of(Routes.Configured.class)), false));
        for (Routes.Route route : routes) {
            assertInstanceOf(MarshalledTypeInformation.class, route.streamType(), route.name());
        }
        int n = 1_000;
        List<String> lines = new ArrayList<>();
        try (CloseableIterator<String> out = Routes.job(env, routes, n).executeAndCollect("routes")) {
            out.forEachRemaining(lines::add);
        }

        Map<String, Long> records = new HashMap<>();
        Map<String, Set<Long>> pids = new HashMap<>();
        Map<String, String> serializers = new HashMap<>();
        Pattern line = Pattern.compile("route=(\\w+) pid=(\\d+) records=(\\d+) mismatches=(\\d+) (.*)");
        for (String text : lines) {
            Matcher m = line.matcher(text);
            assertTrue(m.matches(), text);
            assertEquals("0", m.group(4), text);
            records.merge(m.group(1), Long.parseLong(m.group(3)), Long::sum);
            pids.computeIfAbsent(m.group(1), k -> new HashSet<>()).add(Long.parseLong(m.group(2)));
            String before = serializers.put(m.group(1), m.group(5));
            assertTrue(before == null || before.equals(m.group(5)), "the two task managers differ: " + lines);
        }
        Set<Long> taskManagers = new HashSet<>(cluster.taskManagerPids());
        for (Routes.Route route : routes) {
            assertEquals(n, records.get(route.name()), route.name() + ": " + lines);
            assertEquals(taskManagers, pids.get(route.name()), route.name() + " ran in both task manager JVMs: " + lines);
        }
        String allMarshalled = "shuffle=" + MARSHALLED + " keyed=" + MARSHALLED + " operator=" + MARSHALLED;
        assertEquals(allMarshalled, serializers.get("annotated"));
        assertEquals(allMarshalled, serializers.get("explicit"));
        // Flink applies pipeline.serialization-config in the JVM that builds the job only: the
        // shuffle's serializer was made there, state descriptors built on a task manager from
        // the class get Flink's POJO serializer. docs/flink.md says so; if Flink changes, this fails.
        assertEquals("shuffle=" + MARSHALLED + " keyed=PojoSerializer operator=PojoSerializer",
                serializers.get("configured"));
    }

    @Test
    void aSavepointOfVersion1IsMigratedIntoVersion2AndRefusedByAChangedFieldType() throws Exception {
        int n = 2_000;
        VersionedJar v1 = VersionedJar.compile(dir.resolve("v1"), AccountVersions.V1);
        VersionedJar v2 = VersionedJar.compile(dir.resolve("v2"), AccountVersions.V2);
        VersionedJar v2b = VersionedJar.compile(dir.resolve("v2b"), AccountVersions.V2B);

        String savepoint = fillAndStop(v1, n, dir.resolve("savepoints"));

        for (String backend : List.of("hashmap", "rocksdb")) {
            List<String> migrated = check(v2, n, savepoint, backend);
            for (int id = 0; id < n; id++) {
                // renamed owner -> holder keeps its bytes; the fields new in version 2 have their defaults
                assertEquals(id + "=" + id + "|owner-" + id + "|" + id % 10 + "|[]|0.0", migrated.get(id), backend);
            }

            List<Integer> logged = logLengths();
            Exception failure = assertThrows(Exception.class, () -> check(v2b, n, savepoint, backend));
            String trace = ExceptionUtils.stringifyException(failure);
            // Flink's own refusal, from the backend, naming the lock's reasons
            assertTrue(trace.contains("org.apache.flink.util.StateMigrationException"), backend + ": " + trace);
            assertTrue(trace.contains("new state serializer (MarshalledTypeSerializer<test.Account>"
                    + " (test.AccountMarshaller.INSTANCE)) must not be incompatible with the old state serializer"
                    + " (MarshalledTypeSerializer<test.Account> as stored: " + AccountVersions.REFUSAL + ")"),
                    backend + ": " + trace);
            String warned = "WARN  " + MarshalledSerializerSnapshot.class.getName() + " - " + AccountVersions.REFUSAL;
            assertTrue(logSince(logged).contains(warned), backend + ": no task manager logged " + warned);
        }

        // Version 2b running without asking for the state it cannot read: the heap backend
        // restores it as stored bytes and puts them, unchanged, into the next savepoint, which
        // version 1 reads again.
        String carried = carryAndStop(v2b, savepoint, dir.resolve("carried"));
        List<String> back = check(v1, n, carried, "hashmap");
        for (int id = 0; id < n; id++) {
            assertEquals(id + "=" + id + "|owner-" + id + "|" + id % 10, back.get(id));
        }
    }

    /**
     * A generic type's state, {@code Tagged<Item>}: through the shuffle and into keyed state on the
     * task managers, whose serializers make the marshaller from the type's name (no field holds a
     * parameterization), and through a savepoint whose snapshot records that name. Version 2 of the
     * job, in which the argument type appended a field, restores it on both backends: the snapshot's
     * name makes version 2's {@code Tagged<Item>}, which reads the stored values with the new field
     * defaulted.
     */
    @Test
    void aGenericTypesStateIsRestoredFromTheTypeWithItsArguments() throws Exception {
        int n = 2_000;
        VersionedJar v1 = VersionedJar.compile(dir.resolve("tagged1"), TaggedVersions.V1);
        VersionedJar v2 = VersionedJar.compile(dir.resolve("tagged2"), TaggedVersions.V2);

        String savepoint = fillAndStop(v1, v1.values("TaggedValues"), taggedType(v1), n, dir.resolve("tagged-savepoints"));
        assertTrue(savepointHolds(savepoint, MarshalledSerializerSnapshot.class.getName())
                && savepointHolds(savepoint, "test.Tagged<test.Item>"), "the savepoint's serializer snapshot records"
                + " the type with its arguments: " + savepoint);

        for (String backend : List.of("hashmap", "rocksdb")) {
            List<String> restored = check(v2, v2.values("TaggedValues"), taggedType(v2), n, savepoint, backend);
            for (int id = 0; id < n; id++) {
                assertEquals(id + "=" + id + "|tag-" + id % 7 + "|item-" + id + "|0", restored.get(id), backend);
            }
        }
    }

    /** Whether a file of the savepoint (its metadata, its state files) holds {@code text}'s bytes. */
    private static boolean savepointHolds(String savepoint, String text) throws Exception {
        byte[] wanted = text.getBytes(StandardCharsets.UTF_8);
        try (Stream<Path> files = Files.walk(Path.of(URI.create(savepoint)))) {
            for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                byte[] bytes = Files.readAllBytes(file);
                for (int i = 0; i + wanted.length <= bytes.length; i++) {
                    if (Arrays.equals(bytes, i, i + wanted.length, wanted, 0, wanted.length)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** What Flink derives for the declared type {@code Tagged<Item>}: {@code @TypeInfo}'s factory, given the arguments. */
    private static TypeInformation<Object> taggedType(VersionedJar version) throws NoSuchFieldException {
        Type declared = version.type("TaggedValues").getField("declared").getGenericType();
        TypeInformation<?> type = TypeExtractor.createTypeInfo(declared);
        assertInstanceOf(MarshalledTypeInformation.class, type);
        assertEquals("Marshalled<test.Tagged<test.Item>>", type.toString());
        return erase(type);
    }

    @SuppressWarnings("try") // as above
    private static String carryAndStop(VersionedJar version, String savepoint, Path savepoints) throws Exception {
        Configuration conf = new Configuration();
        conf.set(StateBackendOptions.STATE_BACKEND, "hashmap");
        StreamExecutionEnvironment env = environment(conf, List.of(version), savepoint);
        try (CloseableIterator<String> ticks = StateJobs.carry(env).collectAsync()) {
            JobClient job = env.executeAsync("carry");
            ticks.next(); // running, state restored
            return job.stopWithSavepoint(false, savepoints.toUri().toString(), SavepointFormatType.CANONICAL)
                    .get(2, TimeUnit.MINUTES);
        }
    }

    /** Runs the fill job of {@code test.Account} until all {@code n} values are in state, then stops it with a savepoint. */
    private static String fillAndStop(VersionedJar version, int n, Path savepoints) throws Exception {
        return fillAndStop(version, version.values(), accountType(version), n, savepoints);
    }

    /** Runs the fill job until all {@code n} values are in state, then stops it with a savepoint. */
    @SuppressWarnings("try") // CloseableIterator.close() declares Exception; the test passes it on
    private static String fillAndStop(VersionedJar version, Values values, TypeInformation<Object> type, int n,
            Path savepoints) throws Exception {
        StreamExecutionEnvironment env = environment(new Configuration(), List.of(version), null);
        DataStream<String> filled = StateJobs.fill(env, values, type, n);
        try (CloseableIterator<String> lines = filled.collectAsync()) {
            JobClient job = env.executeAsync("fill");
            Set<Long> seen = new HashSet<>();
            for (int i = 0; i < n; i++) {
                String line = lines.next();
                if (line.startsWith(StateJobs.MISMATCH)) {
                    throw new AssertionError("a value arrived changed: " + line);
                }
                assertTrue(seen.add(Long.parseLong(line)), "twice: " + line);
            }
            return job.stopWithSavepoint(false, savepoints.toUri().toString(), SavepointFormatType.CANONICAL)
                    .get(2, TimeUnit.MINUTES);
        }
    }

    /** As below, for {@code test.Account}. */
    private static List<String> check(VersionedJar version, int n, String savepoint, String backend) throws Exception {
        return check(version, version.values(), accountType(version), n, savepoint, backend);
    }

    /** Restores {@code savepoint} into the check job and returns, by key, what the state holds. */
    @SuppressWarnings("try") // as above
    private static List<String> check(VersionedJar version, Values values, TypeInformation<Object> type, int n,
            String savepoint, String backend) throws Exception {
        Configuration conf = new Configuration();
        conf.set(StateBackendOptions.STATE_BACKEND, backend);
        StreamExecutionEnvironment env = environment(conf, List.of(version), savepoint);
        String[] byKey = new String[n];
        try (CloseableIterator<String> lines = StateJobs.check(env, values, type, n)
                .executeAndCollect("check " + backend)) {
            while (lines.hasNext()) {
                String line = lines.next();
                byKey[Integer.parseInt(line.substring(0, line.indexOf('=')))] = line;
            }
        }
        return List.of(byKey);
    }

    private static TypeInformation<Object> accountType(VersionedJar version) {
        TypeInformation<?> type = TypeInformation.of(version.type("Account"));
        assertInstanceOf(MarshalledTypeInformation.class, type);
        return erase(type);
    }

    @SuppressWarnings("unchecked")
    private static TypeInformation<Object> erase(TypeInformation<?> type) {
        return (TypeInformation<Object>) type;
    }

    private static List<Integer> logLengths() {
        return cluster.taskManagers().stream().map(node -> node.logText().length()).toList();
    }

    private static String logSince(List<Integer> lengths) {
        StringBuilder out = new StringBuilder();
        List<FlinkCluster.Node> nodes = cluster.taskManagers();
        for (int i = 0; i < nodes.size(); i++) {
            out.append(nodes.get(i).logText().substring(lengths.get(i)));
        }
        return out.toString();
    }
}
