package dev.marshalled.flink;

import dev.marshalled.runtime.Marshaller;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Map;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;

/**
 * Makes Flink use the generated marshaller for a {@code @Marshalled} type wherever the type
 * appears (sources, {@code map} results, {@code keyBy}, state descriptors built from the class),
 * without naming the serializer at each call site. Either annotate the type:
 *
 * <pre>{@code
 * @Marshalled
 * @TypeInfo(MarshalledTypeInfoFactory.class)
 * public record Trade(long id, double price, int quantity, String symbol) {}
 * }</pre>
 *
 * <p>or, to keep Flink annotations out of the model, register the factory in the job's
 * configuration ({@code pipeline.serialization-config}):
 *
 * <pre>{@code
 * pipeline.serialization-config:
 *   - com.acme.Trade: {type: typeinfo, class: dev.marshalled.flink.MarshalledTypeInfoFactory}
 * }</pre>
 *
 * <p>The factory takes the marshaller from {@code FooMarshaller.INSTANCE}, the class the
 * processor generates next to {@code Foo}.
 *
 * @param <T> the marshalled type
 */
public class MarshalledTypeInfoFactory<T> extends TypeInfoFactory<T> {

    /** For Flink, which instantiates the factory named in {@code @TypeInfo} or the configuration. */
    public MarshalledTypeInfoFactory() {
    }

    @Override
    public TypeInformation<T> createTypeInfo(Type t, Map<String, TypeInformation<?>> genericParameters) {
        Type raw = t instanceof ParameterizedType parameterized ? parameterized.getRawType() : t;
        if (!(raw instanceof Class<?> type)) {
            throw new IllegalArgumentException("MarshalledTypeInfoFactory needs a class, not " + t);
        }
        return MarshalledTypeInformation.of(marshallerOf(type));
    }

    @SuppressWarnings("unchecked")
    static <T> Marshaller<T> marshallerOf(Class<?> type) {
        String name = MarshallerReference.generatedName(type);
        Object marshaller;
        try {
            marshaller = Class.forName(name, true, type.getClassLoader()).getField("INSTANCE").get(null);
        } catch (ClassNotFoundException | NoSuchFieldException | IllegalAccessException e) {
            throw new IllegalArgumentException(type.getName() + " has no generated marshaller " + name
                    + ".INSTANCE: annotate it with @Marshalled and put marshalled-processor on the"
                    + " annotation-processor path", e);
        }
        if (!(marshaller instanceof Marshaller<?> found) || found.type() != type) {
            throw new IllegalArgumentException(name + ".INSTANCE is not the marshaller of " + type.getName());
        }
        return (Marshaller<T>) found;
    }
}
