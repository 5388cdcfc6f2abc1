package dev.marshalled.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.configuration.StateBackendOptions;
import org.apache.flink.configuration.StateRecoveryOptions;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.util.TestStreamEnvironment;
import org.apache.flink.test.junit5.InjectMiniCluster;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.CloseableIterator;
import org.apache.flink.util.ExceptionUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real jobs on a MiniCluster of two task managers, in the test's JVM so that a counting
 * marshaller sees every call: values cross a keyBy shuffle into keyed state through the
 * generated marshaller and survive stop-with-savepoint and restore; a Marshalled key type on
 * RocksDB restores after a rename and is refused after an appended field. The same on a
 * cluster of separate JVMs, with version 1 to version 2 of a value type: {@link FlinkClusterTest}.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES) // a stuck job fails the test instead of holding up the build
class FlinkStateTest {
    private static final int PARALLELISM = 2;

    @RegisterExtension
    static final MiniClusterExtension CLUSTER = new MiniClusterExtension(new MiniClusterResourceConfiguration.Builder()
            .setNumberTaskManagers(2)
            .setNumberSlotsPerTaskManager(1)
            .setConfiguration(clusterConfiguration())
            .build());

    private static Configuration clusterConfiguration() {
        Configuration conf = new Configuration();
        conf.set(RestartStrategyOptions.RESTART_STRATEGY, "none");
        return conf;
    }

    @Test
    void hundredThousandValuesCrossTheShuffleIntoKeyedStateAndSurviveASavepoint(@InjectMiniCluster MiniCluster cluster,
            @TempDir Path dir) throws Exception {
        int n = 100_000;
        TypeInformation<Reading> type = TypeInformation.of(Reading.class);
        assertInstanceOf(MarshalledTypeInformation.class, type, "@TypeInfo on Reading picks the Marshalled type information");
        Values values = new ReadingValues();
        long writes = Counting.READING.writes.get();
        long reads = Counting.READING.reads.get();

        String savepoint = fillAndStop(cluster, List.of(), values, erase(type), n, dir);

        // Every record was written once by the source's side of the shuffle and read once by
        // the keyed side; the savepoint wrote each key's value once more. Kryo is switched off
        // (pipeline.generic-types: false), so no value could have gone around the marshaller.
        long written = Counting.READING.writes.get() - writes;
        long read = Counting.READING.reads.get() - reads;
        assertTrue(written >= 2L * n, "marshaller writes: " + written);
        assertTrue(read >= n, "marshaller reads: " + read);

        List<String> restored = check(cluster, List.of(), values, erase(type), n, savepoint, "hashmap");
        assertEquals(n, restored.size());
        for (int id = 0; id < n; id++) {
            assertEquals(id + "=" + Reading.of(id), restored.get(id));
        }
        assertTrue(Counting.READING.reads.get() - reads >= 2L * n, "the restore read each key's value from the savepoint");
    }

    /**
     * A key's bytes are where RocksDB finds its state, so a key type may change only where not a
     * byte moves: a renamed field restores and every key finds its value; a field appended with
     * {@code @Since} changes the bytes (and the hash) of every key, so the snapshot answers
     * "compatible after migration", which Flink refuses for keys. Were the answer "compatible as
     * is", the restore would go through and every key would find nothing.
     */
    @Test
    void aMarshalledKeyOnRocksDbMayBeRenamedButNotAppendedTo(@InjectMiniCluster MiniCluster cluster,
            @TempDir Path dir) throws Exception {
        int n = 1_000;
        String make = "new Sensor(\"site-\" + id % 37, (int) id";
        VersionedJar v1 = VersionedJar.compile(dir.resolve("k1"), sensor("String site, int number", make + ")"));
        VersionedJar renamed = VersionedJar.compile(dir.resolve("k2"), sensor("String place, int number", make + ")"));
        VersionedJar appended = VersionedJar.compile(dir.resolve("k3"),
                sensor("String site, int number, @dev.marshalled.Since(2) String zone", make + ", null)"));

        String savepoint = fillByKeyAndStop(cluster, v1, n, dir.resolve("savepoints"));

        List<String> found = checkByKey(cluster, renamed, n, savepoint);
        for (int id = 0; id < n; id++) {
            assertEquals(id + "=" + id, found.get(id));
        }
        Exception failure = assertThrows(Exception.class, () -> checkByKey(cluster, appended, n, savepoint));
        String trace = ExceptionUtils.stringifyException(failure);
        assertTrue(trace.contains("org.apache.flink.util.StateMigrationException: The new key serializer"
                + " (MarshalledTypeSerializer<test.Sensor> (test.SensorMarshaller.INSTANCE)) must be compatible with"
                + " the previous key serializer"), trace);
    }

    /** A key type with the given components, and {@link Values} that make the key of each id. */
    private static Map<String, String> sensor(String components, String make) {
        return Map.of("Sensor", """
                package test;
                import dev.marshalled.Marshalled;
                import dev.marshalled.flink.MarshalledTypeInfoFactory;
                import org.apache.flink.api.common.typeinfo.TypeInfo;
                @Marshalled(evolvable = true)
                @TypeInfo(MarshalledTypeInfoFactory.class)
                public record Sensor(%s) {}
                """.formatted(components), "SensorValues", """
                package test;
                public final class SensorValues implements dev.marshalled.flink.Values {
                    private static final long serialVersionUID = 1L;
                    public Object make(long id) { return %s; }
                    public long id(Object value) { return ((Sensor) value).number(); }
                    public String describe(Object value) { return value.toString(); }
                }
                """.formatted(make));
    }

    @SuppressWarnings("try") // as above
    private static String fillByKeyAndStop(MiniCluster cluster, VersionedJar version, int n, Path savepoints)
            throws Exception {
        Configuration conf = new Configuration();
        conf.set(StateBackendOptions.STATE_BACKEND, "rocksdb");
        TestStreamEnvironment env = environment(cluster, List.of(version), conf);
        DataStream<String> filled = StateJobs.fillByKey(env, version.values("SensorValues"), sensorType(version), n);
        try (CloseableIterator<String> lines = filled.collectAsync()) {
            JobClient job = env.executeAsync("fill by key");
            for (int i = 0; i < n; i++) {
                lines.next();
            }
            return job.stopWithSavepoint(false, savepoints.toUri().toString(), SavepointFormatType.CANONICAL)
                    .get(2, TimeUnit.MINUTES);
        }
    }

    @SuppressWarnings("try") // as above
    private static List<String> checkByKey(MiniCluster cluster, VersionedJar version, int n, String savepoint)
            throws Exception {
        Configuration conf = new Configuration();
        conf.set(StateBackendOptions.STATE_BACKEND, "rocksdb");
        conf.set(StateRecoveryOptions.SAVEPOINT_PATH, savepoint);
        conf.set(StateRecoveryOptions.SAVEPOINT_IGNORE_UNCLAIMED_STATE, true); // the fill job's source
        TestStreamEnvironment env = environment(cluster, List.of(version), conf);
        String[] byId = new String[n];
        try (CloseableIterator<String> lines = StateJobs.checkByKey(env, version.values("SensorValues"),
                sensorType(version), n).executeAndCollect("check by key")) {
            while (lines.hasNext()) {
                String line = lines.next();
                byId[Integer.parseInt(line.substring(0, line.indexOf('=')))] = line;
            }
        }
        return List.of(byId);
    }

    private static TypeInformation<Object> sensorType(VersionedJar version) {
        TypeInformation<?> type = TypeInformation.of(version.type("Sensor"));
        assertInstanceOf(MarshalledTypeInformation.class, type);
        return erase(type);
    }

    @SuppressWarnings("unchecked")
    private static TypeInformation<Object> erase(TypeInformation<?> type) {
        return (TypeInformation<Object>) type;
    }

    private static TestStreamEnvironment environment(MiniCluster cluster, List<VersionedJar> jars, Configuration conf) {
        conf.set(PipelineOptions.GENERIC_TYPES, false);
        Collection<org.apache.flink.core.fs.Path> paths = new ArrayList<>();
        for (VersionedJar jar : jars) {
            paths.add(new org.apache.flink.core.fs.Path(jar.jar.toUri()));
        }
        return new TestStreamEnvironment(cluster, conf, PARALLELISM, paths, List.of());
    }

    /** Runs the fill job until all {@code n} values are in state, then stops it with a savepoint. */
    @SuppressWarnings("try") // Flink's CloseableIterator.close() declares Exception; the test method passes it on
    private static String fillAndStop(MiniCluster cluster, List<VersionedJar> jars, Values values,
            TypeInformation<Object> type, int n, Path savepoints) throws Exception {
        TestStreamEnvironment env = environment(cluster, jars, new Configuration());
        DataStream<String> filled = StateJobs.fill(env, values, type, n);
        try (CloseableIterator<String> lines = filled.collectAsync()) {
            JobClient job = env.executeAsync("fill " + values.getClass().getName());
            Set<Long> seen = new HashSet<>();
            for (int i = 0; i < n; i++) {
                String line = lines.next();
                if (line.startsWith(StateJobs.MISMATCH)) {
                    throw new AssertionError("a value arrived changed: " + line);
                }
                assertTrue(seen.add(Long.parseLong(line)), "twice: " + line);
            }
            assertEquals(n, seen.size());
            return job.stopWithSavepoint(false, savepoints.toUri().toString(), SavepointFormatType.CANONICAL)
                    .get(2, TimeUnit.MINUTES);
        }
    }

    /** Restores {@code savepoint} into the check job and returns, by key, what the state holds. */
    @SuppressWarnings("try") // as above
    private static List<String> check(MiniCluster cluster, List<VersionedJar> jars, Values values,
            TypeInformation<Object> type, int n, String savepoint, String backend) throws Exception {
        Configuration conf = new Configuration();
        conf.set(StateBackendOptions.STATE_BACKEND, backend);
        conf.set(StateRecoveryOptions.SAVEPOINT_PATH, savepoint);
        conf.set(StateRecoveryOptions.SAVEPOINT_IGNORE_UNCLAIMED_STATE, true);
        TestStreamEnvironment env = environment(cluster, jars, conf);
        String[] byKey = new String[n];
        try (CloseableIterator<String> lines = StateJobs.check(env, values, type, n).executeAndCollect("check")) {
            while (lines.hasNext()) {
                String line = lines.next();
                int id = Integer.parseInt(line.substring(0, line.indexOf('=')));
                byKey[id] = line;
            }
        }
        return List.of(byKey);
    }
}
