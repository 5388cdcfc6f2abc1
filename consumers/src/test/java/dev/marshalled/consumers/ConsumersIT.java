package dev.marshalled.consumers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs what the consumer builds (src/it) produced, with the jars as they were installed for them:
 * the Quick start's program, the named module, the inspector from {@code java -jar}, and the domain
 * models', the generic models' and the Kotlin models' own round-trip tests.
 */
class ConsumersIT {
    private static final Path IT = Path.of(System.getProperty("consumers.it"));
    private static final Path REPOSITORY = Path.of(System.getProperty("consumers.repository"));
    private static final String VERSION = System.getProperty("marshalled.version");
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    @TempDir
    Path dir;

    private record Run(int exit, String out, String err) {
    }

    private static Path jar(String artifact) {
        Path jar = REPOSITORY.resolve("dev/marshalled/" + artifact + "/" + VERSION + "/" + artifact + "-" + VERSION + ".jar");
        assertTrue(Files.isRegularFile(jar), jar + " should have been installed for the consumer builds");
        return jar;
    }

    private Run java(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(JAVA));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "timed out: " + command);
        return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void theQuickStartCompiledAsPastedAndRan() throws IOException {
        String log = Files.readString(IT.resolve("quickstart/build.log"), StandardCharsets.UTF_8);
        assertTrue(log.contains("\nTrade[id=1, price=101.25, quantity=100, symbol=ACME, side=BUY] in 32 bytes\n"), log);
        assertTrue(Files.exists(IT.resolve("quickstart/target/generated-sources/annotations/com/acme/trades/TradeMarshaller.java")));
    }

    @Test
    void anExecutableJarThatOpensJavaLangInItsManifest() throws Exception {
        Path jar = IT.resolve("opened-jar/target/quotes-1.0.jar");
        int feature = Runtime.version().feature();
        String backend = feature >= 24 ? "VAR_HANDLE" : "UNSAFE";
        // java -jar applies the manifest's Add-Opens: the runtime sees a string's bytes, and nothing is printed.
        Run opened = java("-jar", jar.toString());
        assertEquals(0, opened.exit(), opened.err());
        assertEquals("Quote[symbol=ACME, bid=101.0, ask=101.5], backend " + backend + ", copies string bytes: true\n",
                opened.out());
        assertEquals("", opened.err());
        // The same classes started by class name: no manifest applies, so on JDK 24+ java.lang stays closed.
        Path lib = IT.resolve("opened-jar/target/lib");
        String classPath = jar + File.pathSeparator + lib.resolve("marshalled-runtime-" + VERSION + ".jar");
        Run closed = java("-cp", classPath, "com.acme.quotes.Main");
        assertEquals(0, closed.exit(), closed.err());
        assertTrue(closed.out().endsWith("copies string bytes: " + (feature < 24) + "\n"), closed.out());
        assertEquals("", closed.err());
    }

    @Test
    void theNamedModuleDiscoversItsMessagesAndTheInspectorReadsThem() throws Exception {
        Path classes = IT.resolve("named-module/target/classes");
        String generated = Files.readString(IT.resolve(
                "named-module/target/generated-sources/annotations/com/acme/trades/TradeMarshaller.java"));
        assertTrue(!generated.contains("javax.annotation.processing"), "needs no requires java.compiler");
        Path runtime = jar("marshalled-runtime");
        // On the module path a jar's manifest Class-Path is not read: the schema module is named beside the runtime.
        String modulePath = classes + File.pathSeparator + runtime + File.pathSeparator + jar("marshalled-schema");
        Path messages = dir.resolve("messages.bin");

        Run module = java("-p", modulePath, "-m", "com.acme.trades/com.acme.trades.Main",
                messages.toString());
        assertEquals(0, module.exit(), module.err());
        assertEquals("module com.acme.trades read Trade[id=1, price=101.25, quantity=100, symbol=ACME]"
                + " and Quote[symbol=ACME, bid=101.0, ask=101.5]\nposition 100 ACME\n", module.out());
        String expected = "Trade{id=1, price=101.25, quantity=100, symbol=\"ACME\"}\n"
                + "Quote{symbol=\"ACME\", bid=101.0, ask=101.5}\n";

        // The runtime jar runs the inspector; the module's classes are added to it on the class path.
        Run jar = java("-jar", runtime.toString(), "--class-path", classes.toString(), "--framed", "--all",
                "--format", "text", messages.toString());
        assertEquals(0, jar.exit(), jar.err());
        assertEquals(expected, jar.out());

        // As modules: the runtime's `uses` binds the module's `provides`, with no exports to the runtime.
        Run modules = java("-p", modulePath, "-m",
                "dev.marshalled.runtime/dev.marshalled.runtime.tool.InspectCommand", "--framed", "--all",
                "--format", "text", messages.toString());
        assertEquals(0, modules.exit(), modules.err());
        assertEquals(expected, modules.out());

        // --type of a type in a package the module does not export: found through its provider.
        Path trade = dir.resolve("trade.bin");
        byte[] framed = Files.readAllBytes(messages);
        int length = java.nio.ByteBuffer.wrap(framed).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt(4);
        Files.write(trade, java.util.Arrays.copyOfRange(framed, 8, 8 + length));
        Run typed = java("-p", modulePath, "--add-modules", "com.acme.trades", "-m",
                "dev.marshalled.runtime/dev.marshalled.runtime.tool.InspectCommand", "--type", "com.acme.trades.Trade",
                "--format", "text", trade.toString());
        assertEquals(0, typed.exit(), typed.err());
        assertEquals("Trade{id=1, price=101.25, quantity=100, symbol=\"ACME\"}\n", typed.out());
    }

    @Test
    void theDomainModelsCompiledWithLombokAndTheirRoundTripsRan() throws IOException {
        String log = Files.readString(IT.resolve("models/build.log"), StandardCharsets.UTF_8);
        int run = testsRun(log);
        assertTrue(run >= 36, "the models build should have run its round-trip tests:\n" + log);
        try (java.util.stream.Stream<Path> generated = Files.walk(IT.resolve("models/target/generated-sources/annotations"))) {
            assertEquals(52, generated.filter(p -> p.getFileName().toString().endsWith("Marshaller.java")).count(),
                    "one marshaller per @Marshalled model type");
        }
    }

    @Test
    void theGenericModelsCompiledWithoutWarningsAndTheirRoundTripsRan() throws IOException {
        String log = Files.readString(IT.resolve("generics/build.log"), StandardCharsets.UTF_8);
        int run = testsRun(log);
        assertTrue(run >= 12, "the generics build should have run its round-trip tests:\n" + log);
        // The build compiles with -Xlint:all: javac warns about no file, the generated ones included.
        List<String> warnings = log.lines().filter(l -> l.startsWith("[WARNING]") && l.contains(".java:[")).toList();
        assertEquals(List.of(), warnings, "compiler warnings");
        Path generated = IT.resolve("generics/target/generated-sources/annotations");
        try (java.util.stream.Stream<Path> files = Files.walk(generated)) {
            assertEquals(List.of("com/acme/cloud/PageDTOMarshaller.java", "com/acme/cloud/RMarshaller.java",
                    "com/acme/domain/PairMarshaller.java", "com/acme/domain/UserMarshaller.java",
                    "com/acme/events/CustomerCreatedMarshaller.java", "com/acme/events/CustomerMarshaller.java",
                    "com/acme/events/CustomerRenamedMarshaller.java",
                    "com/acme/mall/common/api/CommonPageMarshaller.java",
                    "com/acme/mall/common/api/CommonResultMarshaller.java",
                    "com/acme/mall/model/DashboardMarshaller.java", "com/acme/mall/model/OrderMarshaller.java",
                    "com/acme/mall/model/ProductMarshaller.java", "com/acme/search/ProductFilterMarshaller.java",
                    "com/acme/search/SearchResultMarshaller.java"),
                    files.filter(Files::isRegularFile)
                            .map(p -> generated.relativize(p).toString().replace(File.separatorChar, '/'))
                            .sorted().toList(),
                    "one marshaller per @Marshalled model type, generic ones included");
        }
        // A generic type's marshaller is a generic class made from its arguments' marshallers.
        String page = Files.readString(generated.resolve("com/acme/mall/common/api/CommonPageMarshaller.java"));
        assertTrue(page.contains("public final class CommonPageMarshaller<T>")
                && page.contains("public static <T> CommonPageMarshaller<T> of("), page);
    }

    @Test
    void theKotlinModelsWentThroughKaptAndTheirRoundTripsRan() throws IOException {
        String log = Files.readString(IT.resolve("kotlin/build.log"), StandardCharsets.UTF_8);
        assertTrue(log.contains("--- kotlin-maven-plugin:") && log.contains(":kapt (kapt) @ kotlin-models ---"), log);
        int run = testsRun(log);
        assertTrue(run >= 7, "the Kotlin build should have run its round-trip tests:\n" + log);
        Path generated = IT.resolve("kotlin/target/generated-sources/kapt/compile");
        try (java.util.stream.Stream<Path> files = Files.walk(generated)) {
            assertEquals(List.of("com/acme/billing/InvoiceMarshaller.java", "com/acme/shapes/BlankMarshaller.java",
                    "com/acme/shapes/CircleMarshaller.java", "com/acme/shapes/DashedMarshaller.java",
                    "com/acme/shapes/DrawingMarshaller.java", "com/acme/shapes/RectangleMarshaller.java",
                    "com/acme/shapes/SolidMarshaller.java", "com/acme/shop/CustomerMarshaller.java",
                    "com/acme/shop/HeartbeatMarshaller.java", "com/acme/shop/OrderMarshaller.java",
                    "com/acme/shop/Order_LineMarshaller.java", "com/acme/shop/PreferencesMarshaller.java",
                    "com/acme/shop/SessionMarshaller.java"),
                    files.filter(Files::isRegularFile)
                            .map(p -> generated.relativize(p).toString().replace(File.separatorChar, '/'))
                            .sorted().toList(),
                    "one marshaller per @Marshalled Kotlin class, from kapt's stubs");
        }
        // The types with ids are listed for Marshallers.discovered(), in the classes kapt's output goes to.
        String services = Files.readString(
                IT.resolve("kotlin/target/classes/META-INF/services/dev.marshalled.runtime.MarshallerProvider"));
        assertTrue(services.contains("com.acme.shop.HeartbeatMarshaller")
                && services.contains("com.acme.shapes.DashedMarshaller"), services);
    }

    @Test
    void theRuntimeJarsMainIsTheInspector() throws Exception {
        Run help = java("-jar", jar("marshalled-runtime").toString(), "--help");
        assertEquals(0, help.exit(), help.err());
        assertTrue(help.out().startsWith("usage: java -jar marshalled-runtime.jar"), help.out());
        Run bad = java("-jar", jar("marshalled-runtime").toString(), "--type");
        assertEquals(2, bad.exit());
        assertEquals("error: --type needs a value\nrun with --help for usage\n", bad.err());
    }

    /** How many tests a consumer build's surefire ran without a failure: its summary, the last such line. */
    private static int testsRun(String log) {
        java.util.regex.Matcher totals = java.util.regex.Pattern
                .compile("\\[INFO\\] Tests run: (\\d+), Failures: 0, Errors: 0, Skipped: 0\\s*\\n")
                .matcher(log);
        int run = 0;
        while (totals.find()) {
            run = Integer.parseInt(totals.group(1));
        }
        return run;
    }
}
