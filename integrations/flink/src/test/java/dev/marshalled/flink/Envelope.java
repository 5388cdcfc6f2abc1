package dev.marshalled.flink;

import dev.marshalled.Marshalled;
import org.apache.flink.api.common.typeinfo.TypeInfo;

/**
 * A generic type: one marshaller per parameterization, {@code EnvelopeMarshaller.of(...)}, which no
 * field holds, so Flink's serializer records the type with its arguments and makes it again.
 */
@Marshalled
@TypeInfo(MarshalledTypeInfoFactory.class)
public record Envelope<T>(long id, String source, T body) {}
