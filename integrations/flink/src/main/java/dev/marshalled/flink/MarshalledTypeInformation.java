package dev.marshalled.flink;

import dev.marshalled.runtime.Marshaller;
import java.util.Objects;
import org.apache.flink.api.common.serialization.SerializerConfig;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/**
 * Flink type information for a {@code @Marshalled} type: Flink serializes its values (records
 * crossing the network, keyed state, broadcast state) with the generated marshaller through a
 * {@link MarshalledTypeSerializer}, instead of its POJO serializer or Kryo.
 *
 * <pre>{@code
 * DataStream<Trade> trades = env.fromSource(source, watermarks, "trades",
 *         MarshalledTypeInformation.of(TradeMarshaller.INSTANCE));
 * ValueStateDescriptor<Trade> last = new ValueStateDescriptor<>("last",
 *         MarshalledTypeInformation.of(TradeMarshaller.INSTANCE));
 * }</pre>
 *
 * <p>A generic type at one parameterization takes the marshaller its generated {@code of(...)}
 * makes; no field holds it, so the job records the type with its arguments
 * ({@code com.acme.Result<com.acme.Order>}) and makes it again from that, on every task manager and
 * when it restores a savepoint. A class alone cannot name a parameterization, so a state
 * descriptor takes this type information rather than {@code Result.class}:
 *
 * <pre>{@code
 * MarshalledTypeInformation<Result<Order>> results = MarshalledTypeInformation.of(ResultMarshaller.of(OrderMarshaller.INSTANCE));
 * DataStream<Result<Order>> stream = orders.map(Result::ok).returns(results);
 * ValueStateDescriptor<Result<Order>> last = new ValueStateDescriptor<>("last", results);
 * }</pre>
 *
 * <p>{@link #of(Class)} finds the generated marshaller from the class, so code that runs on a
 * task manager (a state descriptor built in {@code open()}) can name the type without a
 * {@code TypeInformation} handed over from the client:
 *
 * <pre>{@code
 * ValueStateDescriptor<Trade> last = new ValueStateDescriptor<>("last", MarshalledTypeInformation.of(Trade.class));
 * }</pre>
 *
 * <p>To have Flink pick it wherever the type appears, without naming it at each call site,
 * annotate the type with {@code @TypeInfo(MarshalledTypeInfoFactory.class)}.
 *
 * @param <T> the marshalled type
 */
public final class MarshalledTypeInformation<T> extends TypeInformation<T> {
    private static final long serialVersionUID = 1L;

    private final Class<T> type;
    private final MarshallerReference reference;
    private final transient Marshaller<T> marshaller;

    private MarshalledTypeInformation(Marshaller<T> marshaller) {
        this.type = marshaller.type();
        this.reference = MarshallerReference.of(marshaller);
        this.marshaller = marshaller;
    }

    /**
     * @param marshaller the generated marshaller, {@code FooMarshaller.INSTANCE}, a generic type's
     *     {@code FooMarshaller.of(...)} (a restored job makes it again from the type with its
     *     arguments), or any marshaller held in a public static field (a restored job finds it there
     *     again)
     * @param <T> the marshalled type
     * @return type information that serializes with {@code marshaller}
     * @throws IllegalArgumentException if no public static field holds {@code marshaller} and its
     *     type's name does not make it again
     */
    public static <T> MarshalledTypeInformation<T> of(Marshaller<T> marshaller) {
        return new MarshalledTypeInformation<>(Objects.requireNonNull(marshaller, "marshaller"));
    }

    /**
     * @param type a {@code @Marshalled} type, whose generated {@code FooMarshaller.INSTANCE} the
     *     processor put next to it
     * @param <T> the marshalled type
     * @return type information that serializes with {@code FooMarshaller.INSTANCE}
     * @throws IllegalArgumentException if {@code type} has no generated marshaller, or is generic
     *     (then use {@link #of(Marshaller)} with {@code FooMarshaller.of(...)})
     */
    public static <T> MarshalledTypeInformation<T> of(Class<T> type) {
        return of(MarshalledTypeInfoFactory.<T>marshallerOf(Objects.requireNonNull(type, "type")));
    }

    @Override
    public boolean isBasicType() {
        return false;
    }

    @Override
    public boolean isTupleType() {
        return false;
    }

    @Override
    public int getArity() {
        return 1;
    }

    @Override
    public int getTotalFields() {
        return 1;
    }

    @Override
    public Class<T> getTypeClass() {
        return type;
    }

    /**
     * Flink partitions keys by {@code hashCode()}, so a type is a key type only if it overrides
     * it (records do); the hash must also not depend on identity, so avoid enum fields in keys.
     */
    @Override
    public boolean isKeyType() {
        try {
            return !type.isInterface() && type.getMethod("hashCode").getDeclaringClass() != Object.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public TypeSerializer<T> createSerializer(SerializerConfig config) {
        Marshaller<T> resolved = marshaller != null ? marshaller
                : (Marshaller<T>) reference.resolve(type.getClassLoader());
        return new MarshalledTypeSerializer<>(resolved, reference);
    }

    @Override
    public String toString() {
        return "Marshalled<" + reference.typeName(type) + ">";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MarshalledTypeInformation<?> that && that.canEqual(this) && type == that.type
                && reference.equals(that.reference);
    }

    @Override
    public int hashCode() {
        return type.hashCode() * 31 + reference.hashCode();
    }

    @Override
    public boolean canEqual(Object other) {
        return other instanceof MarshalledTypeInformation;
    }
}
