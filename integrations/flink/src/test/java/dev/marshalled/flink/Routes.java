package dev.marshalled.flink;

import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.util.List;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInfo;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.base.ListSerializer;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.runtime.state.StateInitializationContext;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.OneInputStreamOperator;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;

/**
 * The ways docs/flink.md gives to have Flink serialize a type with its generated marshaller,
 * each with a model of its own, and a job that reports, from inside each task manager, which
 * serializer Flink used for the shuffle into a keyed operator and for keyed and operator state
 * that the operator builds there.
 */
public final class Routes {
    /** The type names its factory with {@code @TypeInfo}. */
    @Marshalled
    @TypeInfo(MarshalledTypeInfoFactory.class)
    public record Annotated(long id, String name, List<String> tags) implements Identified {}

    /** No Flink in the model: the job names {@code MarshalledTypeInformation.of(Plain.class)}. */
    @Marshalled
    public record Plain(long id, String name, double value) implements Identified {}

    /** No Flink in the model: the job's configuration registers the factory (pipeline.serialization-config). */
    @Marshalled
    public record Configured(long id, String name, int count) implements Identified {}

    /** What the routes' models share, so that one job serves them all. */
    public interface Identified {
        long id();
    }

    /** The {@code pipeline.serialization-config} entry of {@link Configured}. */
    static final String CONFIGURED_ENTRY = Configured.class.getName()
            + ": {type: typeinfo, class: " + MarshalledTypeInfoFactory.class.getName() + "}";

    static final String MISMATCH = "MISMATCH ";

    private Routes() {
    }

    /**
     * One route through the job.
     *
     * @param type the model
     * @param streamType the type information the client gives the stream, derived there
     * @param explicitState whether the operator names {@code MarshalledTypeInformation.of(type)}
     *     in its state descriptors (else it gives them the class)
     */
    record Route(String name, Class<?> type, TypeInformation<Object> streamType, boolean explicitState)
            implements Serializable {
    }

    static Identified make(Class<?> type, long id) {
        if (type == Annotated.class) {
            return new Annotated(id, "a" + id, List.of("t" + id % 7, "x"));
        } else if (type == Plain.class) {
            return new Plain(id, "p" + id, id * 0.5);
        } else if (type == Configured.class) {
            return new Configured(id, "c" + id, (int) (id % 100));
        }
        throw new IllegalArgumentException(type.getName());
    }

    /**
     * For each route: a source (one subtask) of {@code n} values, keyBy id across the task
     * managers, and the {@link Probe}. One line per probe subtask, from {@link Probe#finish()}.
     */
    static DataStream<String> job(StreamExecutionEnvironment env, List<Route> routes, long n) {
        DataStream<String> all = null;
        for (Route route : routes) {
            Class<?> type = route.type();
            DataGeneratorSource<Object> source = new DataGeneratorSource<>(index -> make(type, index), n,
                    route.streamType());
            DataStream<String> probed = env.fromSource(source, WatermarkStrategy.noWatermarks(), route.name())
                    .setParallelism(1)
                    .keyBy(value -> ((Identified) value).id(), Types.LONG)
                    .transform("probe " + route.name(), Types.STRING, new Probe(route));
            all = all == null ? probed : all.union(probed);
        }
        return all;
    }

    /**
     * Builds keyed and operator state of the route's type where Flink runs it, on a task
     * manager, and reports the serializers: the one the network input reads with, and those of
     * the two states.
     */
    static final class Probe extends AbstractStreamOperator<String> implements OneInputStreamOperator<Object, String> {
        private static final long serialVersionUID = 1L;
        private final Route route;
        private transient ValueStateDescriptor<Object> keyedDescriptor;
        private transient ListStateDescriptor<Object> operatorDescriptor;
        private transient ValueState<Object> keyed;
        private transient ListState<Object> operator;
        private transient long records;
        private transient long mismatches;

        Probe(Route route) {
            this.route = route;
        }

        @Override
        @SuppressWarnings("unchecked")
        public void initializeState(StateInitializationContext context) throws Exception {
            super.initializeState(context);
            Class<Object> type = (Class<Object>) route.type();
            if (route.explicitState()) {
                keyedDescriptor = new ValueStateDescriptor<>("keyed", MarshalledTypeInformation.of(type));
                operatorDescriptor = new ListStateDescriptor<>("operator", MarshalledTypeInformation.of(type));
            } else {
                keyedDescriptor = new ValueStateDescriptor<>("keyed", type);
                operatorDescriptor = new ListStateDescriptor<>("operator", type);
            }
            operator = context.getOperatorStateStore().getListState(operatorDescriptor);
        }

        @Override
        public void open() throws Exception {
            super.open();
            keyed = getPartitionedState(keyedDescriptor);
        }

        @Override
        public void processElement(StreamRecord<Object> element) throws Exception {
            Object value = element.getValue();
            keyed.update(value);
            operator.add(value);
            records++;
            if (!keyed.value().equals(make(route.type(), ((Identified) value).id())) || !value.equals(keyed.value())) {
                mismatches++;
            }
        }

        @Override
        public void finish() throws Exception {
            TypeSerializer<?> shuffle = getOperatorConfig().getTypeSerializerIn(0, getUserCodeClassloader());
            TypeSerializer<?> elements = ((ListSerializer<?>) operatorDescriptor.getSerializer()).getElementSerializer();
            output.collect(new StreamRecord<>("route=" + route.name() + " pid=" + ProcessHandle.current().pid()
                    + " records=" + records + " mismatches=" + mismatches
                    + " shuffle=" + shuffle.getClass().getSimpleName()
                    + " keyed=" + keyedDescriptor.getSerializer().getClass().getSimpleName()
                    + " operator=" + elements.getClass().getSimpleName()));
            super.finish();
        }
    }
}
