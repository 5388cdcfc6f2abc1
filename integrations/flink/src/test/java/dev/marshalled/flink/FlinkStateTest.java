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
import java.util.Optional;
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
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real jobs on a MiniCluster of two task managers: values cross a keyBy shuffle into keyed
 * state through the generated marshaller, survive stop-with-savepoint and restore, migrate from
 * version 1 of an evolvable type to version 2, and refuse to restore into a version whose change
 * the schema lock would refuse.
 */
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

    @Test
    void stateOfVersion1IsMigratedIntoVersion2AndAFieldTypeChangeIsRefused(@InjectMiniCluster MiniCluster cluster,
            @TempDir Path dir) throws Exception {
        int n = 2_000;
        VersionedJar v1 = VersionedJar.compile(dir.resolve("v1"), Map.of("Account", """
                package test;
                import dev.marshalled.Marshalled;
                import dev.marshalled.flink.MarshalledTypeInfoFactory;
                import org.apache.flink.api.common.typeinfo.TypeInfo;
                @Marshalled(evolvable = true)
                @TypeInfo(MarshalledTypeInfoFactory.class)
                public record Account(long id, String owner, int level) {}
                """, "AccountValues", """
                package test;
                public final class AccountValues implements dev.marshalled.flink.Values {
                    private static final long serialVersionUID = 1L;
                    public Object make(long id) { return new Account(id, "owner-" + id, (int) (id % 10)); }
                    public long id(Object value) { return ((Account) value).id(); }
                    public String describe(Object value) {
                        Account a = (Account) value;
                        return a.id() + "|" + a.owner() + "|" + a.level();
                    }
                }
                """));
        VersionedJar v2 = VersionedJar.compile(dir.resolve("v2"), Map.of("Account", """
                package test;
                import dev.marshalled.Marshalled;
                import dev.marshalled.Since;
                import dev.marshalled.flink.MarshalledTypeInfoFactory;
                import java.util.List;
                import org.apache.flink.api.common.typeinfo.TypeInfo;
                @Marshalled(evolvable = true)
                @TypeInfo(MarshalledTypeInfoFactory.class)
                public record Account(long id, String holder, int level, @Since(2) List<String> tags,
                        @Since(2) double limit) {
                    public Account {
                        tags = tags == null ? List.of() : tags;
                    }
                }
                """, "AccountValues", """
                package test;
                import java.util.List;
                public final class AccountValues implements dev.marshalled.flink.Values {
                    private static final long serialVersionUID = 1L;
                    public Object make(long id) {
                        return new Account(id, "holder-" + id, (int) (id % 10), List.of("new"), 100.0);
                    }
                    public long id(Object value) { return ((Account) value).id(); }
                    public String describe(Object value) {
                        Account a = (Account) value;
                        return a.id() + "|" + a.holder() + "|" + a.level() + "|" + a.tags() + "|" + a.limit();
                    }
                }
                """));
        VersionedJar v3 = VersionedJar.compile(dir.resolve("v3"), Map.of("Account", """
                package test;
                import dev.marshalled.Marshalled;
                import dev.marshalled.flink.MarshalledTypeInfoFactory;
                import org.apache.flink.api.common.typeinfo.TypeInfo;
                @Marshalled(evolvable = true)
                @TypeInfo(MarshalledTypeInfoFactory.class)
                public record Account(long id, long owner, int level) {}
                """, "AccountValues", """
                package test;
                public final class AccountValues implements dev.marshalled.flink.Values {
                    private static final long serialVersionUID = 1L;
                    public Object make(long id) { return new Account(id, id, 0); }
                    public long id(Object value) { return ((Account) value).id(); }
                    public String describe(Object value) { return value.toString(); }
                }
                """));

        String savepoint = fillAndStop(cluster, List.of(v1), v1.values(), accountType(v1), n, dir.resolve("savepoints"));

        // The heap backend reads all state at restore; RocksDB keeps the bytes and migrates them
        // when the job asks for the state with the new serializer.
        for (String backend : List.of("hashmap", "rocksdb")) {
            List<String> migrated = check(cluster, List.of(v2), v2.values(), accountType(v2), n, savepoint, backend);
            assertEquals(n, migrated.size());
            for (int id = 0; id < n; id++) {
                // renamed owner -> holder keeps its bytes; the fields new in version 2 have their defaults
                assertEquals(id + "=" + id + "|owner-" + id + "|" + id % 10 + "|[]|0.0", migrated.get(id), backend);
            }

            Exception failure = assertThrows(Exception.class,
                    () -> check(cluster, List.of(v3), v3.values(), accountType(v3), n, savepoint, backend));
            Optional<IncompatibleSchemaException> refused = ExceptionUtils.findThrowable(failure,
                    IncompatibleSchemaException.class);
            assertTrue(refused.isPresent(), () -> backend + ": the restore failed for another reason: "
                    + ExceptionUtils.stringifyException(failure));
            assertEquals("state of test.Account cannot be restored: field 'owner' of test.Account (slot 1) has type"
                    + " long, but the schema lock in the restored state records String there, so stored bytes would be"
                    + " misread: keep the old type, or keep the old field marked @Retired and add the new one at the end"
                    + " with @Since(2) (the type must be evolvable)", refused.get().getMessage());
        }
    }

    @SuppressWarnings("unchecked")
    private static TypeInformation<Object> erase(TypeInformation<?> type) {
        return (TypeInformation<Object>) type;
    }

    private static TypeInformation<Object> accountType(VersionedJar version) {
        TypeInformation<?> type = TypeInformation.of(version.type("Account"));
        assertInstanceOf(MarshalledTypeInformation.class, type);
        return erase(type);
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
