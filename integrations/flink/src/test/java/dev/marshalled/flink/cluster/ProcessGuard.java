package dev.marshalled.flink.cluster;

import java.io.IOException;
import java.util.Arrays;

/**
 * Starts a Flink entry point in a child JVM of the test and ends that JVM when the test JVM is
 * gone, even if the test JVM was killed and never got to stop its cluster: the test holds this
 * process's standard input open, and the operating system closes it when the test JVM dies.
 *
 * <p>Usage: {@code java -cp <guard jar>:<flink classpath> dev.marshalled.flink.cluster.ProcessGuard
 * <entry point class> <its arguments>}.
 */
public final class ProcessGuard {
    private ProcessGuard() {
    }

    public static void main(String[] args) throws Throwable {
        Thread watch = new Thread(() -> {
            try {
                while (System.in.read() >= 0) {
                    // the test writes nothing; only the end of the stream matters
                }
            } catch (IOException e) {
                // the same as the end of the stream
            }
            Runtime.getRuntime().halt(70);
        }, "test-jvm-watch");
        watch.setDaemon(true);
        watch.start();
        Class.forName(args[0]).getMethod("main", String[].class)
                .invoke(null, (Object) Arrays.copyOfRange(args, 1, args.length));
    }
}
