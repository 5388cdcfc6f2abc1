package dev.marshalled.jmh.peers;

import dev.marshalled.jmh.libs.Library;
import dev.marshalled.jmh.media.MediaContent;
import dev.marshalled.jmh.peers.proto.MarketDataMessage;
import dev.marshalled.jmh.peers.proto.MediaContentMessage;
import dev.marshalled.jmh.seed.MarketData;
import java.util.List;

/**
 * The peers users pick instead of a serializer, on the seed object and MediaContent, behind the
 * same {@link Library} interface as the serializers. protobuf-java runs twice: on its own
 * generated messages ({@code protobuf}, how its users hold their data), and converting from
 * and to the domain objects on every call ({@code protobufDomain}, what a team pays that keeps
 * its own classes). SBE ({@code sbe}) encodes from the domain objects through its generated
 * flyweights and decodes into new domain objects. docs/benchmarks-peers.md says why.
 */
public final class Peers {
    /** The peer names, in report order. */
    public static final List<String> NAMES = List.of("protobuf", "protobufDomain", "sbe");

    /** The peer that holds its own message type rather than the domain object. */
    public static final String OWN_MESSAGES = "protobuf";

    private Peers() {
    }

    /**
     * @return the seed object through {@code name}, one of {@link #NAMES}; it writes and reads the
     *     type {@link #seedInput} gives it
     */
    public static Library<?> seed(String name) {
        switch (name) {
            case "protobuf": return Protobuf.own(MarketDataMessage.parser());
            case "protobufDomain":
                return Protobuf.converting(MarketDataMessage.parser(), ProtobufSeed::toMessage, ProtobufSeed::fromMessage);
            case "sbe":
                requireAgronaAccess();
                return new SbeSeed();
            default: throw new IllegalArgumentException("unknown peer " + name + "; known: " + NAMES);
        }
    }

    /** @return MediaContent through {@code name}, as {@link #seed} */
    public static Library<?> media(String name) {
        switch (name) {
            case "protobuf": return Protobuf.own(MediaContentMessage.parser());
            case "protobufDomain":
                return Protobuf.converting(MediaContentMessage.parser(), ProtobufMedia::toMessage,
                        ProtobufMedia::fromMessage);
            case "sbe":
                requireAgronaAccess();
                return new SbeMedia();
            default: throw new IllegalArgumentException("unknown peer " + name + "; known: " + NAMES);
        }
    }

    /**
     * @return what the peer {@code name} is given to write: protobuf's own message, built from
     *     {@code value} once before anything is timed, or {@code value} itself
     */
    public static Object seedInput(String name, MarketData value) {
        return name.equals(OWN_MESSAGES) ? ProtobufSeed.toMessage(value) : value;
    }

    /** @return what the peer {@code name} is given to write, as {@link #seedInput} */
    public static Object mediaInput(String name, MediaContent value) {
        return name.equals(OWN_MESSAGES) ? ProtobufMedia.toMessage(value) : value;
    }

    /**
     * Agrona reaches memory through {@code jdk.internal.misc}, which the JVM must export to the
     * class path; without it the first buffer fails with an {@link IllegalAccessError} that does
     * not say which flag is missing.
     */
    private static void requireAgronaAccess() {
        if (!Object.class.getModule().isExported("jdk.internal.misc", Peers.class.getModule())) {
            throw new IllegalStateException("SBE runs on Agrona, which needs the JVM flag --add-exports"
                    + " java.base/jdk.internal.misc=ALL-UNNAMED: BenchmarkMain gives it to every fork; a run through"
                    + " JMH's own Main needs -jvmArgsAppend --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED");
        }
    }
}
