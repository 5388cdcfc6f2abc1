package dev.marshalled.flink.cluster;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.TaskManagerOptions;
import org.apache.flink.runtime.clusterframework.TaskExecutorProcessSpec;
import org.apache.flink.runtime.clusterframework.TaskExecutorProcessUtils;
import org.apache.flink.runtime.entrypoint.StandaloneSessionClusterEntrypoint;
import org.apache.flink.runtime.jobgraph.SavepointRestoreSettings;
import org.apache.flink.runtime.taskexecutor.TaskManagerRunner;
import org.apache.flink.runtime.util.config.memory.ProcessMemoryUtils;
import org.apache.flink.streaming.api.environment.RemoteStreamEnvironment;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * A Flink session cluster of separate JVMs on this machine, as a standalone deployment runs it:
 * a JobManager ({@link StandaloneSessionClusterEntrypoint}) and task managers
 * ({@link TaskManagerRunner}), each a child process of the test started with Flink's own entry
 * point, a generated {@code config.yaml} and its own log file. Every address is loopback.
 *
 * <p>The cluster's class path is Flink's alone (the test class path without this project's
 * classes): a job's own classes, Marshalled's included, reach the task managers only in the job
 * jars a job is submitted with, and run in Flink's per-job class loader, as on a real cluster.
 *
 * <p>{@link #close()} ends the processes (politely, then forcibly); if the test JVM dies first,
 * each child ends itself ({@link ProcessGuard}).
 */
public final class FlinkCluster implements AutoCloseable {
    private static final Duration START_TIMEOUT = Duration.ofSeconds(120);
    private static final String LOOPBACK = "127.0.0.1";

    /** What a Flink distribution's config.yaml passes to every JVM (env.java.default-opts.all). */
    private static final List<String> DEFAULT_JVM_OPTIONS = List.of(
            "--add-exports=java.base/sun.net.util=ALL-UNNAMED",
            "--add-exports=java.rmi/sun.rmi.registry=ALL-UNNAMED",
            "--add-exports=java.security.jgss/sun.security.krb5=ALL-UNNAMED",
            "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/java.net=ALL-UNNAMED",
            "--add-opens=java.base/java.io=ALL-UNNAMED",
            "--add-opens=java.base/java.nio=ALL-UNNAMED",
            "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
            "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
            "--add-opens=java.base/java.text=ALL-UNNAMED",
            "--add-opens=java.base/java.time=ALL-UNNAMED",
            "--add-opens=java.base/java.util=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent.locks=ALL-UNNAMED");

    private final Path dir;
    private final int restPort;
    private final List<Node> nodes = new ArrayList<>();
    private final Thread cleanup = new Thread(this::stopAll, "flink-cluster-cleanup");

    /** One child JVM: a process and its log file. */
    public record Node(String name, Process process, Path log) {
        /** @return the node's log so far */
        public String logText() {
            try {
                return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private FlinkCluster(Path dir, int restPort) {
        this.dir = dir;
        this.restPort = restPort;
    }

    /**
     * Starts a JobManager and {@code taskManagers} task managers of one slot each, and returns
     * once all of them have registered.
     *
     * @param dir a fresh directory for the configuration, the logs and the guard jar
     */
    public static FlinkCluster start(Path dir, int taskManagers) throws IOException, InterruptedException {
        FlinkCluster cluster = new FlinkCluster(Files.createDirectories(dir), freePort());
        Runtime.getRuntime().addShutdownHook(cluster.cleanup);
        boolean started = false;
        try {
            cluster.launch(taskManagers);
            started = true;
            return cluster;
        } finally {
            if (!started) {
                cluster.close();
            }
        }
    }

    private void launch(int taskManagers) throws IOException, InterruptedException {
        Path conf = Files.createDirectories(dir.resolve("conf"));
        Files.writeString(conf.resolve("config.yaml"), String.join("\n",
                "jobmanager.rpc.address: " + LOOPBACK,
                "jobmanager.rpc.port: " + freePort(),
                "jobmanager.bind-host: " + LOOPBACK,
                "jobmanager.memory.process.size: 768m",
                "taskmanager.host: " + LOOPBACK,
                "taskmanager.bind-host: " + LOOPBACK,
                "taskmanager.rpc.port: 0",
                "taskmanager.data.port: 0",
                "taskmanager.numberOfTaskSlots: 1",
                "taskmanager.memory.process.size: 1024m",
                "rest.address: " + LOOPBACK,
                "rest.bind-address: " + LOOPBACK,
                "rest.port: " + restPort,
                "blob.server.port: 0",
                "restart-strategy.type: none",
                "") + "\n");
        Files.writeString(conf.resolve("log4j.properties"), String.join("\n",
                "rootLogger.level = INFO",
                "rootLogger.appenderRef.file.ref = MainAppender",
                "appender.main.name = MainAppender",
                "appender.main.type = File",
                "appender.main.append = true",
                "appender.main.fileName = ${sys:log.file}",
                "appender.main.layout.type = PatternLayout",
                "appender.main.layout.pattern = %d{HH:mm:ss,SSS} %-5p %c - %m%n",
                "") + "\n");

        String classPath = guardJar() + java.io.File.pathSeparator + flinkClassPath();
        nodes.add(spawn("jobmanager", classPath, List.of("-Xmx512m"), StandaloneSessionClusterEntrypoint.class,
                List.of("--configDir", conf.toString())));

        // What Flink's taskmanager.sh computes with BashJavaUtils: JVM memory flags and the
        // derived memory options, which TaskManagerRunner requires to be set explicitly.
        Configuration tmConfig = new Configuration();
        tmConfig.set(TaskManagerOptions.TOTAL_PROCESS_MEMORY, org.apache.flink.configuration.MemorySize.parse("1024m"));
        TaskExecutorProcessSpec spec = TaskExecutorProcessUtils.processSpecFromConfig(tmConfig);
        List<String> jvm = Arrays.asList(ProcessMemoryUtils.generateJvmParametersStr(spec).trim().split("\\s+"));
        List<String> args = new ArrayList<>(List.of("--configDir", conf.toString()));
        args.addAll(Arrays.asList(TaskExecutorProcessUtils.generateDynamicConfigsStr(spec).trim().split("\\s+")));
        for (int i = 0; i < taskManagers; i++) {
            nodes.add(spawn("taskmanager-" + i, classPath, jvm, TaskManagerRunner.class, args));
        }
        awaitTaskManagers(taskManagers);
    }

    private Node spawn(String name, String classPath, List<String> memory, Class<?> entryPoint, List<String> args)
            throws IOException {
        Path log = dir.resolve(name + ".log");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(memory);
        command.addAll(DEFAULT_JVM_OPTIONS);
        command.add("-XX:TieredStopAtLevel=1"); // these JVMs live for a minute: spare the two cores C2's work
        command.add("-Dlog.file=" + log);
        command.add("-Dlog4j.configurationFile=" + dir.resolve("conf/log4j.properties").toUri());
        command.add("-cp");
        command.add(classPath);
        command.add(ProcessGuard.class.getName());
        command.add(entryPoint.getName());
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectOutput(dir.resolve(name + ".out").toFile())
                .redirectErrorStream(true);
        return new Node(name, builder.start(), log); // stdin stays a pipe: see ProcessGuard
    }

    private void awaitTaskManagers(int expected) throws IOException, InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        Pattern registered = Pattern.compile("\"taskmanagers\"\\s*:\\s*(\\d+)");
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            for (Node node : nodes) {
                if (!node.process().isAlive()) {
                    throw new IllegalStateException(node.name() + " exited with " + node.process().exitValue()
                            + " while the cluster started:\n" + tail(node));
                }
            }
            try {
                HttpResponse<String> overview = http.send(HttpRequest.newBuilder(restUri("/overview"))
                        .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
                last = overview.body();
                Matcher count = registered.matcher(last);
                if (overview.statusCode() == 200 && count.find() && Integer.parseInt(count.group(1)) == expected) {
                    return;
                }
            } catch (IOException notYet) {
                last = notYet.toString();
            }
            Thread.sleep(250);
        }
        throw new IllegalStateException("the cluster did not have " + expected + " task managers within "
                + START_TIMEOUT + "; last answer: " + last + "\n"
                + nodes.stream().map(FlinkCluster::tail).collect(Collectors.joining("\n")));
    }

    private URI restUri(String path) {
        return URI.create("http://" + LOOPBACK + ":" + restPort + path);
    }

    /**
     * An environment that submits to this cluster, through Flink's REST client, with the given
     * job jars.
     *
     * @param savepoint the savepoint to restore, or null
     */
    public StreamExecutionEnvironment environment(Configuration conf, List<Path> jars, String savepoint) {
        String[] files = jars.stream().map(Path::toString).toArray(String[]::new);
        return new RemoteStreamEnvironment(LOOPBACK, restPort, conf, files, null,
                savepoint == null ? SavepointRestoreSettings.none() : SavepointRestoreSettings.forPath(savepoint, true));
    }

    /** @return the task managers, in the order they were started */
    public List<Node> taskManagers() {
        return nodes.subList(1, nodes.size());
    }

    /** @return the process ids of the task managers */
    public List<Long> taskManagerPids() {
        return taskManagers().stream().map(node -> node.process().pid()).toList();
    }

    /** The last lines of a node's log and standard output, for a failure message. */
    private static String tail(Node node) {
        StringBuilder out = new StringBuilder("--- " + node.name() + " (" + node.log() + ")\n");
        for (Path file : List.of(node.log(), node.log().resolveSibling(node.name() + ".out"))) {
            try {
                if (Files.exists(file)) {
                    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                    lines.subList(Math.max(0, lines.size() - 40), lines.size()).forEach(l -> out.append(l).append('\n'));
                }
            } catch (IOException e) {
                out.append(e).append('\n');
            }
        }
        return out.toString();
    }

    @Override
    public void close() {
        stopAll();
        try {
            Runtime.getRuntime().removeShutdownHook(cleanup);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or has run
        }
    }

    /** Task managers first, then the JobManager: SIGTERM, then SIGKILL after ten seconds. */
    private synchronized void stopAll() {
        List<Node> order = new ArrayList<>(nodes);
        java.util.Collections.reverse(order);
        for (Node node : order) {
            node.process().destroy();
        }
        for (Node node : order) {
            try {
                if (!node.process().waitFor(10, TimeUnit.SECONDS)) {
                    node.process().destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                node.process().destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * The test's class path without this project's classes: what a Flink distribution's lib/
     * holds (Flink, its state backends, logging), and nothing of the job.
     */
    private static String flinkClassPath() {
        Path root = projectRoot();
        return Arrays.stream(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
                .filter(entry -> !entry.isEmpty())
                .filter(entry -> !Path.of(entry).toAbsolutePath().startsWith(root))
                .filter(entry -> !entry.replace('\\', '/').contains("/dev/marshalled/"))
                .collect(Collectors.joining(java.io.File.pathSeparator));
    }

    /** The folder that holds the Maven build (.mvn), from the module folder the tests run in. */
    private static Path projectRoot() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve(".mvn"))) {
                return p;
            }
        }
        return here;
    }

    /** A jar of {@link ProcessGuard} alone, which the cluster's class path otherwise lacks. */
    private Path guardJar() throws IOException {
        Path jar = dir.resolve("guard.jar");
        String entry = ProcessGuard.class.getName().replace('.', '/') + ".class";
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry(entry));
            try (var in = ProcessGuard.class.getClassLoader().getResourceAsStream(entry)) {
                in.transferTo(out);
            }
            out.closeEntry();
        }
        return jar;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(LOOPBACK))) {
            return socket.getLocalPort();
        }
    }
}
