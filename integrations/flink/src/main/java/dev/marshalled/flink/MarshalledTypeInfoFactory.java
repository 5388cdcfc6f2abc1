package dev.marshalled.flink;

import dev.marshalled.runtime.GeneratedMarshallers;
import dev.marshalled.runtime.Marshaller;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Map;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;

/**
 * Makes Flink use the generated marshaller for a {@code @Marshalled} type wherever the type
 * appears (sources, {@code map} results, {@code keyBy}, state descriptors built from the class,
 * on the client and on every task manager), without naming the serializer at each call site:
 *
 * <pre>{@code
 * @Marshalled
 * @TypeInfo(MarshalledTypeInfoFactory.class)
 * public record Trade(long id, double price, int quantity, String symbol) {}
 * }</pre>
 *
 * <p>The factory takes the marshaller from {@code FooMarshaller.INSTANCE}, the class the
 * processor generates next to {@code Foo}. On a generic type it makes the marshaller of the
 * parameterization Flink asks for, {@code ResultMarshaller.of(OrderMarshaller.INSTANCE)} for
 * {@code Result<Order>}. Flink knows the arguments where they are written down:
 * {@code TypeInformation.of(new TypeHint<Result<Order>>() {})}, {@code returns(...)} with such a hint,
 * a POJO field or a function's declared type.
 *
 * <p>Flink's {@code pipeline.serialization-config} can name this factory too ({@code type:
 * typeinfo}), but Flink keeps such a registration in a static table of the JVM that reads the
 * configuration: a task manager in a JVM of its own never has it, so a state descriptor built
 * there from the class gets Flink's POJO serializer, and a second environment configured the
 * same way in one JVM fails. To keep Flink annotations out of a model, name
 * {@link MarshalledTypeInformation#of(Class)} where a type information is asked for instead.
 *
 * @param <T> the marshalled type
 */
public class MarshalledTypeInfoFactory<T> extends TypeInfoFactory<T> {

    /** For Flink, which instantiates the factory named in {@code @TypeInfo}. */
    public MarshalledTypeInfoFactory() {
    }

    /**
     * The type information of {@code t}: a class's generated {@code INSTANCE}, or for a generic type
     * that Flink knows with its arguments (from a {@code TypeHint}, a field's declared type, a
     * function's signature) the marshaller its {@code of(...)} makes for them.
     */
    @Override
    @SuppressWarnings("unchecked")
    public TypeInformation<T> createTypeInfo(Type t, Map<String, TypeInformation<?>> genericParameters) {
        Type raw = t instanceof ParameterizedType parameterized ? parameterized.getRawType() : t;
        if (!(raw instanceof Class<?> type)) {
            throw new IllegalArgumentException("MarshalledTypeInfoFactory needs a class, not " + t);
        }
        if (t instanceof ParameterizedType) {
            // Class names as reflection writes them (com.acme.Outer$Inner<com.acme.Item>), which the lookup reads.
            ClassLoader loader = type.getClassLoader() != null ? type.getClassLoader()
                    : MarshalledTypeInfoFactory.class.getClassLoader();
            return MarshalledTypeInformation.of((Marshaller<T>) GeneratedMarshallers.forName(t.getTypeName(), loader));
        }
        return MarshalledTypeInformation.of(marshallerOf(type));
    }

    @SuppressWarnings("unchecked")
    static <T> Marshaller<T> marshallerOf(Class<?> type) {
        return (Marshaller<T>) GeneratedMarshallers.forType(type);
    }
}
