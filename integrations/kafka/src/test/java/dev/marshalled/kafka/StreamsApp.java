package dev.marshalled.kafka;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.KeyValue;
import org.apache.kafka.streams.StoreQueryParameters;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.Topology;
import org.apache.kafka.streams.errors.InvalidStateStoreException;
import org.apache.kafka.streams.errors.StreamsUncaughtExceptionHandler.StreamThreadExceptionResponse;
import org.apache.kafka.streams.processor.StateRestoreListener;
import org.apache.kafka.streams.state.KeyValueIterator;
import org.apache.kafka.streams.state.QueryableStoreTypes;
import org.apache.kafka.streams.state.ReadOnlyKeyValueStore;

/**
 * A Kafka Streams application on the test broker, started and waited for until RUNNING; a
 * failure of its stream thread fails the test that waits on it. Exactly-once, so that counts
 * stay exact even if Kafka retries something, one stream thread, and the given state directory.
 */
final class StreamsApp implements AutoCloseable {
    private final KafkaStreams streams;
    private final AtomicReference<Throwable> failed = new AtomicReference<>();
    private final AtomicLong restored = new AtomicLong();

    private StreamsApp(Topology topology, Properties props) {
        streams = new KafkaStreams(topology, props);
    }

    /** Properties of an application on the test broker; {@code extra} is added. */
    static Properties properties(String applicationId, Path stateDir, Map<String, ?> extra) {
        Properties props = new Properties();
        props.put(StreamsConfig.APPLICATION_ID_CONFIG, applicationId);
        props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, KafkaBroker.bootstrapServers());
        props.put(StreamsConfig.STATE_DIR_CONFIG, stateDir.toString());
        props.put(StreamsConfig.PROCESSING_GUARANTEE_CONFIG, StreamsConfig.EXACTLY_ONCE_V2);
        props.put(StreamsConfig.NUM_STREAM_THREADS_CONFIG, 1);
        props.put(StreamsConfig.REPLICATION_FACTOR_CONFIG, 1);
        // A static member, which close(leaveGroup) takes out of the group at once, so that the
        // next instance of the application does not wait for the old one's session to time out.
        props.put(StreamsConfig.consumerPrefix(ConsumerConfig.GROUP_INSTANCE_ID_CONFIG), applicationId + "-instance");
        props.putAll(extra);
        return props;
    }

    /** Starts {@code topology} and waits until the application is RUNNING. */
    static StreamsApp start(Topology topology, Properties props) throws InterruptedException {
        StreamsApp app = new StreamsApp(topology, props);
        CountDownLatch running = new CountDownLatch(1);
        app.streams.setStateListener((now, before) -> {
            if (now == KafkaStreams.State.RUNNING) {
                running.countDown();
            }
        });
        app.streams.setUncaughtExceptionHandler(e -> {
            app.failed.compareAndSet(null, e);
            return StreamThreadExceptionResponse.SHUTDOWN_CLIENT;
        });
        app.streams.setGlobalStateRestoreListener(new StateRestoreListener() {
            @Override
            public void onRestoreStart(TopicPartition partition, String store, long start, long end) {
            }

            @Override
            public void onBatchRestored(TopicPartition partition, String store, long batchEnd, long count) {
                app.restored.addAndGet(count);
            }

            @Override
            public void onRestoreEnd(TopicPartition partition, String store, long total) {
            }
        });
        app.streams.start();
        if (!running.await(90, TimeUnit.SECONDS)) {
            app.close();
            throw new AssertionError("the application is not RUNNING after 90 s but " + app.streams.state(),
                    app.failed.get());
        }
        return app;
    }

    /** Records restored into state stores from their changelogs since the start. */
    long restored() {
        return restored.get();
    }

    /**
     * Waits until the key-value store {@code name} holds what {@code done} accepts, and returns
     * it. A store that is not queryable at the moment (a rebalance, a restore) is asked again:
     * Kafka documents {@link InvalidStateStoreException} as such a transient state.
     */
    <V> Map<Long, V> awaitStore(String name, Predicate<Map<Long, V>> done, long timeoutMillis)
            throws InterruptedException {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        Map<Long, V> last = Map.of();
        while (System.currentTimeMillis() < deadline) {
            if (failed.get() != null) {
                throw new AssertionError("the application failed", failed.get());
            }
            try {
                ReadOnlyKeyValueStore<Long, V> store = streams.store(
                        StoreQueryParameters.fromNameAndType(name, QueryableStoreTypes.<Long, V>keyValueStore()));
                Map<Long, V> content = new HashMap<>();
                try (KeyValueIterator<Long, V> all = store.all()) {
                    while (all.hasNext()) {
                        KeyValue<Long, V> entry = all.next();
                        content.put(entry.key, entry.value);
                    }
                }
                last = content;
                if (done.test(content)) {
                    return content;
                }
            } catch (InvalidStateStoreException notNow) {
                // asked again below
            }
            Thread.sleep(200);
        }
        throw new AssertionError("the store " + name + " did not reach the expected state in " + timeoutMillis
                + " ms; it holds " + last.size() + " keys, state " + streams.state(), failed.get());
    }

    /**
     * Closes the application and takes its static member out of the consumer group. Streams
     * stays in the group on a plain close, so that a restart does not move tasks; a new
     * instance of the same application would then wait for the old member's session to time
     * out (45 s) before it gets its tasks.
     */
    @Override
    public void close() {
        streams.close(new KafkaStreams.CloseOptions().timeout(Duration.ofSeconds(60)).leaveGroup(true));
    }
}
