package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.graph.Events;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A journal in a file mapped into memory by two JVMs at once, as a user shares one between a
 * writer process and a reader process: this JVM writes framed messages into its mapping, in
 * place, and publishes how far it has written in the file's first four bytes; a second JVM maps
 * the same file read-only and reads each message in place as it is published, checking every one.
 * The reader runs on the same backend as this test.
 */
class MappedJournalAcrossJvmsTest {
    /** The journal's first bytes: the committed end, an int published with release semantics. */
    static final int START = 64;
    static final int SIZE = 1 << 20;
    static final VarHandle COMMITTED = MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    @TempDir
    Path folder;

    /** The message number {@code n} of the journal, the same in both JVMs. */
    static Object event(int n) {
        return n % 2 == 0 ? new Events.Login("user-" + n + "-\u00e9t\u00e9", n) : new Events.Heartbeat(n);
    }

    @Test
    void aReaderJvmReadsInPlaceWhatThisJvmWritesIntoTheSameMappedFile() throws Exception {
        int messages = 5_000;
        Path file = folder.resolve("journal.bin");
        Marshallers registry = Marshallers.discovered();
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.READ,
                StandardOpenOption.WRITE)) {
            MappedByteBuffer mapped = channel.map(FileChannel.MapMode.READ_WRITE, 0, SIZE);
            COMMITTED.setRelease(mapped, 0, START);
            Process reader = startReader(file, messages);
            UnsafeBuffer journal = UnsafeBuffer.wrap(mapped).clear().writeIndex(START);
            for (int n = 0; n < messages; n++) {
                registry.writeMessage(event(n), journal);
                COMMITTED.setRelease(mapped, 0, journal.writeIndex());
                if (n % 500 == 0) {
                    Thread.sleep(2); // let the reader catch up now and then, so it reads while this writes
                }
            }
            assertTrue(reader.waitFor(2, TimeUnit.MINUTES), "the reader JVM did not finish");
            String out = new String(reader.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            String err = new String(reader.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, reader.exitValue(), out + err);
            assertTrue(out.contains("read " + messages + " messages in place"), out + err);
        }
    }

    private static Process startReader(Path file, int messages) throws IOException {
        String java = ProcessHandle.current().info().command().orElse(
                Path.of(System.getProperty("java.home"), "bin", "java").toString());
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path")));
        String backend = System.getProperty("dev.marshalled.backend");
        if (backend != null) {
            command.add(1, "-Ddev.marshalled.backend=" + backend);
        }
        command.add(Reader.class.getName());
        command.add(file.toString());
        command.add(Integer.toString(messages));
        return new ProcessBuilder(command).start();
    }

    /** The reader JVM: maps the journal read-only and reads every message as it is committed. */
    public static final class Reader {
        public static void main(String[] args) throws Exception {
            Path file = Path.of(args[0]);
            int messages = Integer.parseInt(args[1]);
            Marshallers registry = Marshallers.discovered();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                MappedByteBuffer mapped = channel.map(FileChannel.MapMode.READ_ONLY, 0, SIZE);
                UnsafeBuffer journal = UnsafeBuffer.wrap(mapped).readIndex(START);
                int read = 0;
                while (read < messages) {
                    if (System.nanoTime() > deadline) {
                        System.out.println("gave up after " + read + " messages");
                        System.exit(2);
                    }
                    int committed = (int) COMMITTED.getAcquire(mapped, 0);
                    journal.writeIndex(committed);
                    while (journal.remaining() > 0) {
                        Object event = registry.readMessage(journal);
                        if (!event.equals(event(read))) {
                            System.out.println("message " + read + " is " + event + ", not " + event(read));
                            System.exit(3);
                        }
                        read++;
                    }
                    Thread.onSpinWait();
                }
                System.out.println("read " + read + " messages in place, backend " + UnsafeBuffer.backend());
            }
        }
    }
}
