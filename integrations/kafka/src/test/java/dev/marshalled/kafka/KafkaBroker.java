package dev.marshalled.kafka;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.RetriableException;
import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One real KRaft broker (a combined broker and controller) in this JVM, started for the first
 * test class that asks for it and stopped when the whole test run ends, so the classes share
 * its few seconds of start-up.
 */
public final class KafkaBroker implements BeforeAllCallback {
    private static volatile Running running;

    @Override
    public void beforeAll(ExtensionContext context) {
        running = context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(KafkaBroker.class, key -> Running.start(), Running.class);
    }

    /** The broker's address, once the extension has run. */
    public static String bootstrapServers() {
        if (running == null) {
            throw new IllegalStateException("annotate the test class with @ExtendWith(KafkaBroker.class)");
        }
        return running.bootstrapServers;
    }

    /**
     * Creates a topic and waits until the broker serves every partition of it: the metadata
     * names a leader for each, and that leader answers a request for the partition's offsets.
     * Created is not yet ready: right after creation a describe can say the topic is unknown,
     * and a produce can meet {@code NOT_LEADER_OR_FOLLOWER} while the broker's metadata already
     * names it leader, because the broker publishes the metadata before its log manager has
     * taken the partition. Only errors Kafka marks as retriable are retried.
     */
    public static void createTopic(String name, int partitions) {
        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers()))) {
            admin.createTopics(List.of(new NewTopic(name, partitions, (short) 1))).all().get();
            long deadline = System.currentTimeMillis() + 60_000;
            awaitRetriable(deadline, "every partition of " + name + " has a leader", () -> allLed(admin, name, partitions));
            Map<TopicPartition, OffsetSpec> latest = new HashMap<>();
            for (int p = 0; p < partitions; p++) {
                latest.put(new TopicPartition(name, p), OffsetSpec.latest());
            }
            awaitRetriable(deadline, "every leader of " + name + " serves its partition", () -> {
                admin.listOffsets(latest).all().get();
                return true;
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("cannot create topic " + name, e.getCause());
        }
    }

    /** A condition that may fail with an error Kafka documents as transient. */
    interface Check {
        boolean holds() throws InterruptedException, ExecutionException;
    }

    /**
     * Waits until {@code check} holds, trying again while it is false or fails with a
     * {@link RetriableException}; any other failure is thrown at once.
     */
    static void awaitRetriable(long deadline, String what, Check check) throws InterruptedException, ExecutionException {
        Throwable last = null;
        while (System.currentTimeMillis() < deadline) {
            try {
                if (check.holds()) {
                    return;
                }
                last = null;
            } catch (ExecutionException e) {
                if (!(e.getCause() instanceof RetriableException)) {
                    throw e;
                }
                last = e.getCause();
            } catch (RetriableException e) {
                last = e;
            }
            Thread.sleep(50);
        }
        throw new IllegalStateException("not true after 60 s: " + what, last);
    }

    /**
     * Producer properties without serializers: idempotent and acknowledged by every in-sync
     * replica, so a batch the producer sends again after a transient error (a leader not yet
     * ready) is written once, in order; batched a little.
     */
    public static Properties producerProperties() {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers());
        props.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
        props.put(ProducerConfig.ACKS_CONFIG, "all");
        props.put(ProducerConfig.LINGER_MS_CONFIG, "5");
        props.put(ProducerConfig.BATCH_SIZE_CONFIG, "65536");
        props.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, "none");
        // On two shared cores the in-process broker can stall for a while; give a batch longer
        // than the default two minutes before it counts as failed.
        props.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, "300000");
        return props;
    }

    private static boolean allLed(Admin admin, String name, int partitions)
            throws InterruptedException, ExecutionException {
        TopicDescription topic = admin.describeTopics(List.of(name)).allTopicNames().get().get(name);
        return topic != null && topic.partitions().size() == partitions
                && topic.partitions().stream().allMatch(p -> p.leader() != null && !p.leader().isEmpty());
    }

    /** Consumer properties without deserializers, for a consumer that is assigned partitions (no group). */
    public static Properties consumerProperties() {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers());
        props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        props.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "2000");
        return props;
    }

    /** Assigns every partition of {@code topic} to {@code consumer}, from the start. */
    public static void assignAll(KafkaConsumer<?, ?> consumer, String topic, int partitions) {
        List<TopicPartition> all = new ArrayList<>();
        for (int p = 0; p < partitions; p++) {
            all.add(new TopicPartition(topic, p));
        }
        consumer.assign(all);
        consumer.seekToBeginning(all);
    }

    /** Reads records of {@code consumer} until {@code count} have arrived or the deadline passes. */
    public static <K, V> List<ConsumerRecord<K, V>> consume(KafkaConsumer<K, V> consumer, int count, long timeoutMillis) {
        List<ConsumerRecord<K, V>> records = new ArrayList<>(count);
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (records.size() < count && System.currentTimeMillis() < deadline) {
            consumer.poll(java.time.Duration.ofMillis(200)).forEach(records::add);
        }
        return records;
    }

    /** The running cluster; JUnit closes it after the last test class. */
    static final class Running implements ExtensionContext.Store.CloseableResource {
        private final KafkaClusterTestKit cluster;
        final String bootstrapServers;

        private Running(KafkaClusterTestKit cluster) {
            this.cluster = cluster;
            this.bootstrapServers = cluster.bootstrapServers();
        }

        static Running start() {
            try {
                KafkaClusterTestKit cluster = new KafkaClusterTestKit.Builder(new TestKitNodes.Builder()
                        .setCombined(true)
                        .setNumBrokerNodes(1)
                        .setNumControllerNodes(1)
                        .build())
                        .setConfigProp("group.initial.rebalance.delay.ms", "0")
                        .setConfigProp("offsets.topic.replication.factor", "1")
                        .setConfigProp("transaction.state.log.replication.factor", "1")
                        .setConfigProp("transaction.state.log.min.isr", "1")
                        .build();
                cluster.format();
                cluster.startup();
                cluster.waitForReadyBrokers();
                return new Running(cluster);
            } catch (Exception e) {
                throw new IllegalStateException("cannot start the in-process Kafka broker", e);
            }
        }

        @Override
        public void close() throws Exception {
            cluster.close();
        }
    }
}
