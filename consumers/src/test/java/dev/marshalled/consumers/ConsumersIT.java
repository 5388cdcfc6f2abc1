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
        generatedMarshallers(IT.resolve("models"), "annotations", java.util.stream.Stream.of(
                marshallers("com/acme/models/beans", "Account", "GeoPoint", "Person", "Settings", "Shipment",
                        "Subscription", "Ticket", "UserDto"),
                marshallers("com/acme/models/ddd/cargo", "Cargo", "CarrierMovement", "Delivery", "HandlingEvent",
                        "Itinerary", "Leg", "Location", "RouteSpecification", "TrackingId", "UnLocode", "Voyage",
                        "VoyageNumber"),
                marshallers("com/acme/models/ddd/sales", "CustomerId", "Discount", "EmailAddress", "Money", "OrderId",
                        "ProductCode", "Quantity", "SalesOrder", "SalesOrderLine"),
                marshallers("com/acme/models/jpa", "Address", "Category", "Customer", "Department", "Employee",
                        "Invoice", "InvoiceItem", "OrderLine", "Product", "PurchaseOrder"),
                marshallers("com/acme/models/legacy", "AmountWire", "AuditEntry", "Payment"),
                marshallers("com/acme/models/openapi", "Category", "Order", "Pet", "Tag", "User"),
                marshallers("com/acme/models/reporting", "DailyRevenue"),
                marshallers("com/acme/models/shop", "Cart", "OrderItem", "Product", "ShopOrder"))
                .flatMap(List::stream).toList());
    }

    @Test
    void theGenericModelsCompiledWithoutWarningsAndTheirRoundTripsRan() throws IOException {
        String log = Files.readString(IT.resolve("generics/build.log"), StandardCharsets.UTF_8);
        int run = testsRun(log);
        assertTrue(run >= 12, "the generics build should have run its round-trip tests:\n" + log);
        // The build compiles with -Xlint:all: javac warns about no file, the generated ones included.
        List<String> warnings = log.lines().filter(l -> l.startsWith("[WARNING]") && l.contains(".java:[")).toList();
        assertEquals(List.of(), warnings, "compiler warnings");
        // Generic ones included; none for the bases they extend (Event, AbstractAuditingEntity).
        generatedMarshallers(IT.resolve("generics"), "annotations", List.of("com/acme/cloud/PageDTOMarshaller.java",
                "com/acme/cloud/RMarshaller.java", "com/acme/domain/PairMarshaller.java",
                "com/acme/domain/UserMarshaller.java", "com/acme/events/CustomerCreatedMarshaller.java",
                "com/acme/events/CustomerMarshaller.java", "com/acme/events/CustomerRenamedMarshaller.java",
                "com/acme/mall/common/api/CommonPageMarshaller.java",
                "com/acme/mall/common/api/CommonResultMarshaller.java", "com/acme/mall/model/DashboardMarshaller.java",
                "com/acme/mall/model/OrderMarshaller.java", "com/acme/mall/model/ProductMarshaller.java",
                "com/acme/search/ProductFilterMarshaller.java", "com/acme/search/SearchResultMarshaller.java"));
        Path generated = IT.resolve("generics/target/generated-sources/annotations");
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
        // From kapt's stubs, a nested class's too.
        generatedMarshallers(IT.resolve("kotlin"), "kapt/compile", List.of("com/acme/billing/InvoiceMarshaller.java",
                "com/acme/shapes/BlankMarshaller.java", "com/acme/shapes/CircleMarshaller.java",
                "com/acme/shapes/DashedMarshaller.java", "com/acme/shapes/DrawingMarshaller.java",
                "com/acme/shapes/RectangleMarshaller.java", "com/acme/shapes/SolidMarshaller.java",
                "com/acme/shop/CustomerMarshaller.java", "com/acme/shop/HeartbeatMarshaller.java",
                "com/acme/shop/OrderMarshaller.java", "com/acme/shop/Order_LineMarshaller.java",
                "com/acme/shop/PreferencesMarshaller.java", "com/acme/shop/SessionMarshaller.java"));
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

    /** {@code types}' marshallers in the package folder {@code folder}, as paths under the generated sources. */
    private static List<String> marshallers(String folder, String... types) {
        return java.util.Arrays.stream(types).map(type -> folder + "/" + type + "Marshaller.java").toList();
    }

    /**
     * What a consumer build generated under target/generated-sources/{@code sources}: each of the
     * {@code expected} marshallers, and nothing else but a marshaller for a type that its class file
     * shows annotated @Marshalled (a model added to a build is no failure here).
     */
    private static void generatedMarshallers(Path build, String sources, List<String> expected) throws IOException {
        Path generated = build.resolve("target/generated-sources").resolve(sources);
        List<String> files;
        try (java.util.stream.Stream<Path> walk = Files.walk(generated)) {
            files = walk.filter(Files::isRegularFile)
                    .map(p -> generated.relativize(p).toString().replace(File.separatorChar, '/')).sorted().toList();
        }
        assertEquals(List.of(), expected.stream().filter(file -> !files.contains(file)).toList(),
                "expected marshallers missing from those generated, " + files);
        List<String> others = new ArrayList<>();
        for (String file : files) {
            if (!expected.contains(file) && !(file.endsWith("Marshaller.java")
                    && annotated(build.resolve("target/classes"), file))) {
                others.add(file);
            }
        }
        assertEquals(List.of(), others, "generated, but for no @Marshalled type");
    }

    /**
     * Whether the type that {@code marshaller} (FooMarshaller.java, Outer_InnerMarshaller.java) is for
     * is annotated @Marshalled.
     */
    private static boolean annotated(Path classes, String marshaller) throws IOException {
        String type = marshaller.substring(0, marshaller.length() - "Marshaller.java".length());
        int name = type.lastIndexOf('/') + 1;
        // A nested type's marshaller joins the names with '_', its class file with '$'. The annotation is
        // kept in the class file (retention CLASS), named by its descriptor.
        for (String candidate : List.of(type, type.substring(0, name) + type.substring(name).replace('_', '$'))) {
            Path file = classes.resolve(candidate + ".class");
            if (Files.isRegularFile(file) && new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1)
                    .contains("Ldev/marshalled/Marshalled;")) {
                return true;
            }
        }
        return false;
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
