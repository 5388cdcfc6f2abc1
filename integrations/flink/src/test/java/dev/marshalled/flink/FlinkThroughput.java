package dev.marshalled.flink;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.flink.api.common.JobExecutionResult;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.typeutils.GenericTypeInfo;
import org.apache.flink.api.java.typeutils.PojoTypeInfo;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.StateBackendOptions;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.util.TestStreamEnvironment;
import org.apache.flink.test.junit5.InjectMiniCluster;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.Collector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Records per second of one keyed job (a generator, keyBy over the network to two task
 * managers, each value kept in keyed ValueState) with the Marshalled serializer, Flink's POJO
 * serializer and its Kryo fallback, on the heap and the RocksDB state backend, in one run.
 * Measured and printed, not asserted. Not part of the normal suite (the class name matches no
 * surefire include); run it with
 *
 * <pre>
 * mvn -B -ntp -pl integrations/flink -am verify -DskipBenchmarks -Dtest=FlinkThroughput \
 *     -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 *
 * <p>{@code -Dmarshalled.flink.records=N} changes the records per heap run (RocksDB runs use a
 * quarter), {@code -Dmarshalled.flink.rounds=R} the measured rounds (default 5; the best is reported).
 */
class FlinkThroughput {
    private static final int KEYS = 10_000;

    @RegisterExtension
    static final MiniClusterExtension CLUSTER = new MiniClusterExtension(new MiniClusterResourceConfiguration.Builder()
            .setNumberTaskManagers(2).setNumberSlotsPerTaskManager(1).build());

    @Test
    void recordsPerSecond(@InjectMiniCluster MiniCluster cluster) throws Exception {
        long records = Long.getLong("marshalled.flink.records", 2_000_000L);
        int rounds = Integer.getInteger("marshalled.flink.rounds", 5);
        TypeInformation<Tick> pojo = TypeInformation.of(Tick.class);
        if (!(pojo instanceof PojoTypeInfo)) {
            throw new AssertionError("Flink does not see Tick as a POJO: " + pojo);
        }
        Map<String, TypeInformation<Tick>> serializers = new LinkedHashMap<>();
        serializers.put("Marshalled", MarshalledTypeInformation.of(TickMarshaller.INSTANCE));
        serializers.put("POJO", pojo);
        serializers.put("Kryo", new GenericTypeInfo<>(Tick.class));

        System.out.printf(Locale.ROOT, "JDK %s, %d cores, %d records per heap run, best of %d rounds%n",
                System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(), records, rounds);
        for (String backend : List.of("hashmap", "rocksdb")) {
            long n = backend.equals("rocksdb") ? records / 4 : records;
            Map<String, List<Double>> rates = new LinkedHashMap<>();
            for (String name : serializers.keySet()) {
                run(cluster, backend, serializers.get(name), n / 2); // warm-up
                rates.put(name, new ArrayList<>());
            }
            for (int round = 0; round < rounds; round++) {
                for (Map.Entry<String, TypeInformation<Tick>> e : serializers.entrySet()) {
                    rates.get(e.getKey()).add(run(cluster, backend, e.getValue(), n));
                }
            }
            double marshalled = best(rates.get("Marshalled"));
            for (Map.Entry<String, List<Double>> e : rates.entrySet()) {
                double rate = best(e.getValue());
                System.out.printf(Locale.ROOT, "%-8s %-11s %,12.0f records/s  (%.2fx Marshalled)  rounds: %s%n",
                        backend, e.getKey(), rate, rate / marshalled, e.getValue().stream()
                                .map(r -> String.format(Locale.ROOT, "%,.0f", r)).toList());
            }
        }
    }

    private static double best(List<Double> rates) {
        return rates.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
    }

    /** @return records per second of one run of the keyed job */
    private static double run(MiniCluster cluster, String backend, TypeInformation<Tick> type, long n) throws Exception {
        Configuration conf = new Configuration();
        conf.set(StateBackendOptions.STATE_BACKEND, backend);
        TestStreamEnvironment env = new TestStreamEnvironment(cluster, conf, 2, List.of(), List.of());
        DataGeneratorSource<Tick> source = new DataGeneratorSource<>(Tick::of, n, type);
        env.fromSource(source, WatermarkStrategy.noWatermarks(), "ticks")
                .keyBy(tick -> tick.id() % KEYS, Types.LONG)
                .process(new Keep(type))
                .sinkTo(new DiscardingSink<>());
        JobExecutionResult result = env.execute("throughput " + type);
        return n / (result.getNetRuntime(TimeUnit.NANOSECONDS) / 1e9);
    }

    private static final class Keep extends KeyedProcessFunction<Long, Tick, Long> {
        private static final long serialVersionUID = 1L;
        private final TypeInformation<Tick> type;
        private transient ValueState<Tick> last;

        Keep(TypeInformation<Tick> type) {
            this.type = type;
        }

        @Override
        public void open(OpenContext context) {
            last = getRuntimeContext().getState(new ValueStateDescriptor<>("last", type));
        }

        @Override
        public void processElement(Tick tick, Context context, Collector<Long> out) throws Exception {
            Tick previous = last.value();
            last.update(tick);
            if (previous != null && previous.quantity() < 0) {
                out.collect(previous.id()); // never: keeps the read from being dead code
            }
        }
    }
}
