package dev.marshalled.redis;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real {@code redis-server}, started for the first test class that asks for it and stopped
 * when the whole test run ends. It listens on 127.0.0.1 alone, on a port that was free, keeps
 * nothing on disk ({@code --save '' --appendonly no}) and works in a temporary folder of its own.
 *
 * <p>It is Debian's {@code redis-server} from the {@code PATH}. Where there is none and this
 * process runs as root (as CI does, on a fresh machine), it is installed with
 * {@code apt-get update} then {@code apt-get install -y redis-server}; otherwise the tests fail
 * saying how to install it. The server is stopped through the {@link Process} this class
 * started, never found by name.
 */
public final class RedisServer implements BeforeAllCallback {
    private static final String LOOPBACK = "127.0.0.1";
    private static final long INSTALL_MINUTES = 10;
    private static final long START_MILLIS = 30_000;
    private static final long STOP_SECONDS = 10;
    private static final int START_TRIES = 3;

    private static volatile Running running;

    @Override
    public void beforeAll(ExtensionContext context) {
        running = context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(RedisServer.class, key -> Running.start(), Running.class);
    }

    /** The server's port on 127.0.0.1, once the extension has run. */
    public static int port() {
        if (running == null) {
            throw new IllegalStateException("annotate the test class with @ExtendWith(RedisServer.class)");
        }
        return running.port;
    }

    /** A {@code redis://} address of the server, for {@code RedisClient.create}. */
    public static String uri() {
        return "redis://" + LOOPBACK + ":" + port();
    }

    /** The {@code redis-server} executable: on the PATH, else installed when this process may. */
    static Path executable() {
        Path found = onPath("redis-server");
        if (found != null) {
            return found;
        }
        if (!isRoot()) {
            throw new IllegalStateException("the tests of marshalled-redis need a redis-server on the PATH, and this"
                    + " process is not root, so it cannot install one. Install it, e.g. on Debian or Ubuntu:"
                    + " sudo apt-get update && sudo apt-get install -y redis-server (other systems: the redis"
                    + " package of their package manager)");
        }
        install();
        found = onPath("redis-server");
        if (found == null) {
            throw new IllegalStateException("apt-get installed redis-server, but there is no redis-server on the PATH ("
                    + System.getenv("PATH") + ")");
        }
        return found;
    }

    private static Path onPath(String name) {
        List<String> dirs = new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(":")));
        dirs.add("/usr/bin"); // where Debian puts it, for a PATH that leaves it out
        for (String dir : dirs) {
            if (dir.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(dir, name);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    /** Whether this process runs as root: the owner of {@code /proc/self} is the process's user. */
    private static boolean isRoot() {
        try {
            return Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false;
        }
    }

    private static void install() {
        System.out.println("[redis] no redis-server on the PATH: installing Debian's package with apt-get");
        // DPkg::Lock::Timeout: another apt on the machine makes this one wait instead of failing.
        run(List.of("apt-get", "-o", "DPkg::Lock::Timeout=300", "update"));
        run(List.of("apt-get", "-o", "DPkg::Lock::Timeout=300", "install", "-y", "redis-server"));
    }

    private static void run(List<String> command) {
        Path log = null;
        Process process = null;
        try {
            log = Files.createTempFile("marshalled-redis-apt-", ".log");
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
            builder.environment().put("DEBIAN_FRONTEND", "noninteractive");
            process = builder.start();
            if (!process.waitFor(INSTALL_MINUTES, TimeUnit.MINUTES)) {
                throw new IllegalStateException(String.join(" ", command) + " did not finish in " + INSTALL_MINUTES
                        + " minutes:\n" + tail(log));
            }
            if (process.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", command) + " failed with exit code "
                        + process.exitValue() + ":\n" + tail(log));
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot run " + String.join(" ", command), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + String.join(" ", command), e);
        } finally {
            if (process != null && process.isAlive()) {
                process.destroyForcibly();
            }
            delete(log);
        }
    }

    /** The last lines of a log, for a failure message. */
    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException e) {
            return "(cannot read " + log + ": " + e + ")";
        }
    }

    private static void delete(Path path) {
        if (path == null || !Files.exists(path)) {
            return;
        }
        try (Stream<Path> all = Files.walk(path)) {
            for (Path p : (Iterable<Path>) all.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            System.err.println("[redis] cannot delete " + path + ": " + e);
        }
    }

    /** A free port on 127.0.0.1 at the time of asking; the server may still lose it to another process. */
    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(LOOPBACK))) {
            return socket.getLocalPort();
        }
    }

    /** Sends an inline {@code PING} and returns whether {@code +PONG} came back within a second. */
    private static boolean pings(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(LOOPBACK, port), 1_000);
            socket.setSoTimeout(1_000);
            OutputStream out = socket.getOutputStream();
            out.write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] reply = in.readNBytes(7);
            return new String(reply, StandardCharsets.US_ASCII).equals("+PONG\r\n");
        } catch (IOException e) {
            return false;
        }
    }

    /** The server this test run started; JUnit closes it after the last test class. */
    static final class Running implements ExtensionContext.Store.CloseableResource {
        private final Process process;
        private final Path dir;
        final int port;
        private final Thread onExit;

        private Running(Process process, Path dir, int port) {
            this.process = process;
            this.dir = dir;
            this.port = port;
            // Should the JVM end without JUnit closing the store (a killed fork), the server goes with it.
            this.onExit = new Thread(process::destroy, "redis-server stop");
            Runtime.getRuntime().addShutdownHook(onExit);
        }

        static Running start() {
            Path executable = executable();
            IllegalStateException failure = null;
            for (int attempt = 1; attempt <= START_TRIES; attempt++) {
                Path dir = null;
                Process process = null;
                try {
                    dir = Files.createTempDirectory("marshalled-redis-");
                    int port = freePort();
                    process = new ProcessBuilder(executable.toString(),
                            "--port", Integer.toString(port),
                            "--bind", LOOPBACK,
                            "--protected-mode", "yes",
                            "--save", "",
                            "--appendonly", "no",
                            "--dir", dir.toString(),
                            "--daemonize", "no")
                            .directory(dir.toFile())
                            .redirectErrorStream(true)
                            .redirectOutput(dir.resolve("redis.log").toFile())
                            .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                            .start();
                    long deadline = System.currentTimeMillis() + START_MILLIS;
                    while (process.isAlive() && System.currentTimeMillis() < deadline) {
                        if (pings(port)) {
                            System.out.println("[redis] " + executable + " (pid " + process.pid() + ") answers PING on "
                                    + LOOPBACK + ":" + port);
                            return new Running(process, dir, port);
                        }
                        Thread.sleep(50);
                    }
                    String why = process.isAlive() ? "did not answer PING on port " + port + " within " + START_MILLIS + " ms"
                            : "exited with code " + process.exitValue();
                    failure = new IllegalStateException(executable + " " + why + " (try " + attempt + " of " + START_TRIES
                            + "):\n" + tail(dir.resolve("redis.log")));
                } catch (IOException e) {
                    failure = new IllegalStateException("cannot start " + executable, e);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    failure = new IllegalStateException("interrupted while starting " + executable, e);
                    stop(process);
                    delete(dir);
                    break;
                }
                // Most likely the port was taken between asking and binding: another port, another try.
                stop(process);
                delete(dir);
            }
            throw failure;
        }

        @Override
        public void close() {
            stop(process);
            delete(dir);
            try {
                Runtime.getRuntime().removeShutdownHook(onExit);
            } catch (IllegalStateException alreadyShuttingDown) {
                // The hook runs anyway; the process is already gone.
            }
        }

        /** SIGTERM, which a server that saves nothing answers by exiting; SIGKILL if it has not after a while. */
        private static void stop(Process process) {
            if (process == null) {
                return;
            }
            process.destroy();
            try {
                if (!process.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(STOP_SECONDS, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                process.destroyForcibly();
            }
        }
    }
}
