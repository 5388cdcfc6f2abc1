package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.model.Outer;
import dev.marshalled.example.model.Outer_InnerMarshaller;
import dev.marshalled.example.graph.Events;
import dev.marshalled.example.graph.Events_HeartbeatMarshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.tool.InspectCommand;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command-line inspector: arguments, files, standard input, and failures without stack traces. */
class InspectCommandTest {
    @TempDir
    Path dir;

    private record Result(int status, String out, String err) {
    }

    private static Result run(byte[] stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = InspectCommand.run(args, new ByteArrayInputStream(stdin),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Path file(byte[] bytes) throws Exception {
        Path file = dir.resolve("message.bin");
        Files.write(file, bytes);
        return file;
    }

    private static byte[] seed() {
        return MarketDataMarshaller.INSTANCE.toByteArray(MarketData.sample());
    }

    @Test
    void helpExplainsUsage() {
        Result result = run(new byte[0], "--help");
        assertEquals(0, result.status());
        assertTrue(result.out().startsWith("usage: java -jar marshalled-runtime.jar [--class-path <your classes>]"
                + " (--type <class> | --framed) [options] [file | -]\n"), result.out());
        assertTrue(result.out().contains("--format <format>"));
        assertTrue(result.out().contains("--framed"));
    }

    @Test
    void hexDumpOfAFile() throws Exception {
        Result result = run(new byte[0], "--type", "dev.marshalled.example.MarketData", file(seed()).toString());
        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().startsWith("MarketData: 185 bytes at offset 0\n"), result.out());
        assertTrue(result.out().contains("     8      1  01                         special                  boolean        true"));
        assertEquals("", result.err());
    }

    @Test
    void jsonAndTextFromStandardInput() {
        Result json = run(seed(), "-t", "dev.marshalled.example.MarketData", "-f", "json");
        assertEquals(0, json.status());
        assertTrue(json.out().startsWith("{\"sourceId\":7,\"special\":true,"), json.out());
        Result text = run(seed(), "-t", "dev.marshalled.example.MarketDataMarshaller", "--format", "text", "-");
        assertEquals(0, text.status());
        assertTrue(text.out().startsWith("MarketData{sourceId=7, "), text.out());
    }

    @Test
    void schemaAsJson() {
        Result result = run(new byte[0], "--type", "dev.marshalled.example.graph.Order", "--schema");
        assertEquals(0, result.status(), result.err());
        assertEquals(dev.marshalled.example.graph.OrderMarshaller.SCHEMA.toJson(), result.out());
        assertTrue(result.out().contains("\"dev.marshalled.example.graph.OrderLine\": {"), result.out());
        Result misuse = run(new byte[0], "--framed", "--schema");
        assertEquals(2, misuse.status());
        assertTrue(misuse.err().startsWith("error: --schema takes --type alone"), misuse.err());
    }

    @Test
    void nestedTypeNamesInEitherSpelling() {
        byte[] bytes = Outer_InnerMarshaller.INSTANCE.toByteArray(new Outer.Inner("a", null));
        for (String name : new String[] {"dev.marshalled.example.model.Outer.Inner", "dev.marshalled.example.model.Outer$Inner"}) {
            Result result = run(bytes, "--type", name, "--format", "text");
            assertEquals(0, result.status(), result.err());
            assertEquals("Outer.Inner{name=\"a\", child=null}\n", result.out());
        }
    }

    @Test
    void truncatedFileShowsWhatWasReadAndTheOffset() throws Exception {
        Result result = run(new byte[0], "--type", "dev.marshalled.example.MarketData",
                file(Arrays.copyOf(seed(), 60)).toString());
        assertEquals(1, result.status());
        assertTrue(result.out().startsWith("MarketData: decoding failed after 17 of 60 bytes\n"), result.out());
        assertTrue(result.out().contains("priority                 int            1"));
        assertTrue(result.out().contains("error at offset 17: truncated input: MarketData.prices"));
        assertEquals("error: truncated input: MarketData.prices has length 10 at offset 17, which needs 80 bytes,"
                + " but only 39 remain\n", result.err());
        assertFalse(result.err().contains("Exception"), "no stack trace");
    }

    @Test
    void corruptedEnumIsReportedWithItsOffset() {
        byte[] bytes = TradeMarshaller.INSTANCE.toByteArray(new Trade(1, 2, 3, "X", Trade.Side.BUY));
        bytes[bytes.length - 4] = 9;
        Result result = run(bytes, "--type", "dev.marshalled.example.Trade");
        assertEquals(1, result.status());
        assertEquals("error: Trade.side: enum ordinal 9 at offset 25 is out of range 0..1\n", result.err());
        assertTrue(result.out().contains("symbol                   String         \"X\""), result.out());
    }

    @Test
    void allDecodesConsecutiveMessages() {
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        TradeMarshaller.write(new Trade(1, 1, 1, "a", Trade.Side.BUY), buffer);
        TradeMarshaller.write(new Trade(2, 2, 2, "b", Trade.Side.SELL), buffer);
        byte[] two = buffer.toByteArray();
        Result all = run(two, "--type", "dev.marshalled.example.Trade", "--all", "--format", "text");
        assertEquals(0, all.status());
        assertEquals("Trade{id=1, price=1.0, quantity=1, symbol=\"a\", side=BUY}\n"
                + "Trade{id=2, price=2.0, quantity=2, symbol=\"b\", side=SELL}\n", all.out());
        Result second = run(two, "--type", "dev.marshalled.example.Trade", "--format", "text", "--offset", "29");
        assertEquals(0, second.status(), second.err());
        assertEquals("Trade{id=2, price=2.0, quantity=2, symbol=\"b\", side=SELL}\n", second.out());
        assertEquals("", second.err());
    }

    @Test
    void bytesAfterTheMessageAreAnErrorUnlessAllOrOffsetSaysWhatToDo() {
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        TradeMarshaller.write(new Trade(1, 1, 1, "a", Trade.Side.BUY), buffer);
        TradeMarshaller.write(new Trade(2, 2, 2, "b", Trade.Side.SELL), buffer);
        byte[] two = buffer.toByteArray();
        Result first = run(two, "--type", "dev.marshalled.example.Trade", "--format", "text");
        assertEquals(1, first.status());
        assertEquals("Trade{id=1, price=1.0, quantity=1, symbol=\"a\", side=BUY}\n", first.out());
        assertEquals("error: 29 bytes after the Trade were not decoded, from offset 29: use --all if more messages follow,"
                + " --framed if they were written by Marshallers.writeMessage, or --offset to decode one message and"
                + " ignore the rest\n", first.err());
        Result told = run(two, "--type", "dev.marshalled.example.Trade", "--format", "text", "--offset", "0");
        assertEquals(0, told.status(), told.err());
        assertEquals("note: 29 bytes after the Trade, from offset 29, ignored (--offset)\n", told.err());
    }

    @Test
    void framedMessagesAreDecodedByTheirTypeIds() {
        Marshallers registry = Marshallers.discovered();
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        registry.writeMessage(new Events.Login("ann", 5), buffer);
        registry.writeMessage(new Events.Heartbeat(6), buffer);
        byte[] messages = buffer.toByteArray();
        Result all = run(messages, "--framed", "--all", "--format", "text");
        assertEquals(0, all.status(), all.err());
        assertEquals("Events.Login{user=\"ann\", at=5}\nEvents.Heartbeat{sequence=6}\n", all.out());
        assertEquals("", all.err());

        Result hex = run(messages, "--framed", "--offset", "23");
        assertEquals(0, hex.status(), hex.err());
        assertTrue(hex.out().startsWith("message at offset 23: type id 13, 8-byte body\n"
                + "Events.Heartbeat: 16 bytes at offset 23\n"), hex.out());

        Result one = run(messages, "--framed", "--format", "text");
        assertEquals(1, one.status());
        assertEquals("Events.Login{user=\"ann\", at=5}\n", one.out());
        assertEquals("error: 16 bytes after the message were not decoded, from offset 23: use --all if more messages"
                + " follow, or --offset to decode one message and ignore the rest\n", one.err());

        Result onlyHeartbeats = run(messages, "--framed", "--all", "--type", "dev.marshalled.example.graph.Events.Heartbeat");
        assertEquals(1, onlyHeartbeats.status());
        assertEquals("error: message at offset 0 has type id 11, which no type on the class path has; add the classes"
                + " with --class-path (a named module lists its types in 'provides dev.marshalled.runtime.MarshallerProvider"
                + " with ...')\n", onlyHeartbeats.err());
    }

    @Test
    void aFramedMessageReadAsItsTypeIsNotPassedOff() {
        // The 8-byte header would decode as the body of a Heartbeat; the body left over is the tell.
        byte[] framed = Marshallers.of(Events_HeartbeatMarshaller.INSTANCE).toByteArray(new Events.Heartbeat(6));
        Result result = run(framed, "--type", "dev.marshalled.example.graph.Events.Heartbeat", "--format", "text");
        assertEquals(1, result.status());
        assertTrue(result.err().startsWith("error: 8 bytes after the Events.Heartbeat were not decoded, from offset 8:"
                + " use --all if more messages follow, --framed if they were written by Marshallers.writeMessage"),
                result.err());
    }

    @Test
    void framedErrorsNameTheOffset() {
        byte[] framed = Marshallers.of(Events_HeartbeatMarshaller.INSTANCE).toByteArray(new Events.Heartbeat(6));
        Result cut = run(Arrays.copyOf(framed, 12), "--framed");
        assertEquals(1, cut.status());
        assertEquals("error: message: body length 8 at offset 4 is negative or past the end (4 bytes remain)\n", cut.err());
        byte[] unknown = framed.clone();
        unknown[0] = 99;
        Result id = run(unknown, "--framed");
        assertEquals(1, id.status());
        assertTrue(id.err().startsWith("error: message at offset 0 has type id 99, which no type on the class path has;"),
                id.err());
        byte[] longer = Arrays.copyOf(framed, framed.length + 2);
        longer[4] = 10; // the header claims a 10-byte body; a Heartbeat takes 8
        Result length = run(longer, "--framed");
        assertEquals(1, length.status());
        assertEquals("error: message: body of Events.Heartbeat at offset 0 has length 10 but its fields end after 8"
                + " bytes\n", length.err());
    }

    @Test
    void classPathOptionAddsTheUsersClasses() throws Exception {
        Path classes = Path.of(Outer_InnerMarshaller.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        byte[] bytes = Outer_InnerMarshaller.INSTANCE.toByteArray(new Outer.Inner("a", null));
        Result result = run(bytes, "--class-path", classes + java.io.File.pathSeparator, "--type",
                "dev.marshalled.example.model.Outer.Inner", "--format", "text");
        assertEquals(0, result.status(), result.err());
        assertEquals("Outer.Inner{name=\"a\", child=null}\n", result.out());
    }

    @Test
    void usageErrorsAreOneLineAndStatusTwo() {
        String[][] cases = {
            {"missing --type: name the @Marshalled type of the bytes (or --framed for messages with a type id)"},
            {"unknown option '--bogus'", "--type", "dev.marshalled.example.Trade", "--bogus"},
            {"unknown format 'xml': use hex, text or json", "--type", "dev.marshalled.example.Trade", "-f", "xml"},
            {"no class com.acme.Missing on the class path: name each type by its package and class, a nested one as"
                    + " com.acme.Outer.Inner or com.acme.Outer$Inner; add your compiled classes with --class-path",
                "--type", "com.acme.Missing"},
            {"--class-path entry '/no/such/classes' does not exist", "--class-path", "/no/such/classes", "--type", "x.Y"},
            {"Trade has no type id, so it is never framed; drop --framed, or give it @Marshalled(id = N)", "--framed",
                "--type", "dev.marshalled.example.Trade"},
            {"no such file: /no/such/file.bin", "--type", "dev.marshalled.example.Trade", "/no/such/file.bin"},
            {"--offset takes a number of bytes, not 'x'", "--type", "dev.marshalled.example.Trade", "--offset", "x"},
            {"--offset 99 is past the end of the 0-byte input", "--type", "dev.marshalled.example.Trade", "--offset", "99"},
            {"--type needs a value", "--type"},
        };
        for (String[] c : cases) {
            Result result = run(new byte[0], Arrays.copyOfRange(c, 1, c.length));
            assertEquals(2, result.status(), c[0]);
            assertEquals("error: " + c[0] + "\nrun with --help for usage\n", result.err());
            assertEquals("", result.out());
        }
    }

    @Test
    void anythingThrownInsideIsOneLineAndStatusOne() {
        String[][] cases = {
            {"STACK", "error: the inspector failed: java.lang.StackOverflowError"},
            {"MEMORY", "error: the inspector failed: java.lang.OutOfMemoryError: "},
            {"CHECKED", "error: the inspector failed: java.io.IOException: the disk is gone"},
        };
        for (String[] c : cases) {
            FailingMarshaller.failure = FailingMarshaller.Failure.valueOf(c[0]);
            Result result = run(new byte[] {1, 2, 3}, "--type", "dev.marshalled.example.FailingMarshaller");
            assertEquals(1, result.status(), c[0] + ": " + result.err());
            assertTrue(result.err().startsWith(c[1]), c[0] + ": " + result.err());
            assertEquals(1, result.err().split("\n", -1).length - 1, c[0] + ", one line: " + result.err());
            assertFalse(result.err().contains("\tat "), c[0] + ", no stack trace: " + result.err());
            assertEquals("", result.out(), c[0]);
        }
    }
}
