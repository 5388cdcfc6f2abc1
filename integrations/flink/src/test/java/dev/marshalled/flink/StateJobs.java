package dev.marshalled.flink;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiter;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiterStrategy;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/**
 * The two jobs of the state tests. {@link #fill} sends {@code n} values through {@code keyBy}
 * (a network shuffle between task managers) into keyed {@code ValueState}, checking on arrival
 * that each equals what its key says it should be, and then keeps running so that it can be
 * stopped with a savepoint (a job whose source has finished cannot take one). {@link #check}
 * restores that state and reports what each key holds.
 *
 * <p>Both build their state descriptor from the class, where Flink runs them (on a task
 * manager): {@code new ValueStateDescriptor<>("value", Account.class)}, as users write it. A class
 * cannot name a generic type's parameterization ({@code Tagged<Item>}), so for a generic type they
 * take the type information the job carries to the task manager instead.
 */
final class StateJobs {
    /** The uid that ties the keyed state of one job to the next. */
    static final String STATE_UID = "keyed-state";
    static final String STATE_NAME = "value";
    static final String MISMATCH = "MISMATCH ";

    private StateJobs() {
    }

    /**
     * @return one line per value received: its key, or {@link #MISMATCH} and what arrived
     */
    static DataStream<String> fill(StreamExecutionEnvironment env, Values values, TypeInformation<Object> type, long n) {
        DataGeneratorSource<Object> source = new DataGeneratorSource<>(
                index -> index < n ? values.make(index) : values.make(-1), Long.MAX_VALUE, new IdleAfter(n), type);
        return env.fromSource(source, WatermarkStrategy.noWatermarks(), "values").uid("fill-source").setParallelism(1)
                .filter(value -> values.id(value) >= 0).setParallelism(1)
                .keyBy(values::id, Types.LONG)
                .process(new Fill(values, type)).uid(STATE_UID);
    }

    /** @return for each key {@code 0..n-1}, {@code "id=<what the state holds>"} */
    static DataStream<String> check(StreamExecutionEnvironment env, Values values, TypeInformation<Object> type, long n) {
        DataGeneratorSource<Long> keys = new DataGeneratorSource<>(index -> index, n, Types.LONG);
        return env.fromSource(keys, WatermarkStrategy.noWatermarks(), "keys").uid("check-source")
                .keyBy(id -> id, Types.LONG)
                .process(new Check(values, type)).uid(STATE_UID);
    }

    /**
     * Like {@link #fill}, with the values as keys: {@code keyBy} the value itself, and for each
     * key its id in {@code ValueState<Long>}.
     *
     * @return one line per key received: its id
     */
    static DataStream<String> fillByKey(StreamExecutionEnvironment env, Values keys, TypeInformation<Object> keyType,
            long n) {
        DataGeneratorSource<Long> source = new DataGeneratorSource<>(index -> index, Long.MAX_VALUE, new IdleAfter(n),
                Types.LONG);
        return env.fromSource(source, WatermarkStrategy.noWatermarks(), "ids").uid("fill-source").setParallelism(1)
                .filter(index -> index < n).setParallelism(1)
                .keyBy(keys::make, keyType)
                .process(new IdByKey(true)).uid(STATE_UID);
    }

    /** @return for each id {@code 0..n-1}, {@code "id=<the id its key's state holds>"} */
    static DataStream<String> checkByKey(StreamExecutionEnvironment env, Values keys, TypeInformation<Object> keyType,
            long n) {
        DataGeneratorSource<Long> ids = new DataGeneratorSource<>(index -> index, n, Types.LONG);
        return env.fromSource(ids, WatermarkStrategy.noWatermarks(), "ids").uid("check-source")
                .keyBy(keys::make, keyType)
                .process(new IdByKey(false)).uid(STATE_UID);
    }

    /**
     * The keyed operator of {@link #fill} (same uid), running without asking for its state; one
     * line per tick of a source that does not finish, so that it can be stopped with a savepoint.
     */
    static DataStream<String> carry(StreamExecutionEnvironment env) {
        DataGeneratorSource<Long> ticks = new DataGeneratorSource<>(index -> index, Long.MAX_VALUE, new IdleAfter(0),
                Types.LONG);
        return env.fromSource(ticks, WatermarkStrategy.noWatermarks(), "ticks").uid("carry-source").setParallelism(1)
                .keyBy(id -> id, Types.LONG)
                .process(new Carry()).uid(STATE_UID);
    }

    /** The value state's descriptor: from the class, or for a generic type from its type information. */
    static ValueStateDescriptor<Object> descriptor(TypeInformation<Object> type) {
        return type.getTypeClass().getTypeParameters().length > 0 ? new ValueStateDescriptor<>(STATE_NAME, type)
                : new ValueStateDescriptor<>(STATE_NAME, type.getTypeClass());
    }

    private static final class Carry extends KeyedProcessFunction<Long, Long, String> {
        private static final long serialVersionUID = 1L;

        @Override
        public void processElement(Long tick, Context context, Collector<String> out) {
            out.collect("tick " + tick);
        }
    }

    private static final class IdByKey extends KeyedProcessFunction<Object, Long, String> {
        private static final long serialVersionUID = 1L;
        private final boolean fill;
        private transient ValueState<Long> state;

        IdByKey(boolean fill) {
            this.fill = fill;
        }

        @Override
        public void open(OpenContext context) {
            state = getRuntimeContext().getState(new ValueStateDescriptor<>(STATE_NAME, Long.class));
        }

        @Override
        public void processElement(Long id, Context context, Collector<String> out) throws Exception {
            if (fill) {
                state.update(id);
                out.collect(Long.toString(id));
            } else {
                out.collect(id + "=" + state.value());
            }
        }
    }

    private static final class Fill extends KeyedProcessFunction<Long, Object, String> {
        private static final long serialVersionUID = 1L;
        private final Values values;
        private final TypeInformation<Object> type;
        private transient ValueState<Object> state;

        Fill(Values values, TypeInformation<Object> type) {
            this.values = values;
            this.type = type;
        }

        @Override
        public void open(OpenContext context) {
            state = getRuntimeContext().getState(descriptor(type));
        }

        @Override
        public void processElement(Object value, Context context, Collector<String> out) throws Exception {
            long id = values.id(value);
            state.update(value);
            Object stored = state.value();
            boolean same = value.equals(values.make(id)) && stored.equals(value);
            out.collect(same ? Long.toString(id) : MISMATCH + values.describe(value));
        }
    }

    private static final class Check extends KeyedProcessFunction<Long, Long, String> {
        private static final long serialVersionUID = 1L;
        private final Values values;
        private final TypeInformation<Object> type;
        private transient ValueState<Object> state;

        Check(Values values, TypeInformation<Object> type) {
            this.values = values;
            this.type = type;
        }

        @Override
        public void open(OpenContext context) {
            state = getRuntimeContext().getState(descriptor(type));
        }

        @Override
        public void processElement(Long id, Context context, Collector<String> out) throws Exception {
            Object stored = state.value();
            out.collect(id + "=" + (stored == null ? "null" : values.describe(stored)));
        }
    }

    /**
     * Lets the first {@code n} records through at full speed, then one every 20 ms: the fill job
     * stays running, cheaply, until the test stops it with a savepoint.
     */
    private record IdleAfter(long n) implements RateLimiterStrategy {
        @Override
        public RateLimiter createRateLimiter(int parallelism) {
            return new RateLimiter() {
                private long acquired;

                @Override
                public CompletableFuture<Void> acquire() {
                    if (acquired++ < n) {
                        return CompletableFuture.completedFuture(null);
                    }
                    return CompletableFuture.runAsync(() -> { },
                            CompletableFuture.delayedExecutor(Duration.ofMillis(20).toMillis(), TimeUnit.MILLISECONDS));
                }
            };
        }
    }
}
