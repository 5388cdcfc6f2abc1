package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.model.Outer;
import dev.marshalled.example.model.Outer_InnerMarshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.InspectCommand;
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
        assertTrue(result.out().startsWith("usage: java -cp <marshalled-runtime jar>:<your classes>"), result.out());
        assertTrue(result.out().contains("--format <format>"));
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
    void allDecodesConsecutiveMessagesAndTrailingBytesAreNoted() {
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        TradeMarshaller.write(new Trade(1, 1, 1, "a", Trade.Side.BUY), buffer);
        TradeMarshaller.write(new Trade(2, 2, 2, "b", Trade.Side.SELL), buffer);
        byte[] two = buffer.toByteArray();
        Result all = run(two, "--type", "dev.marshalled.example.Trade", "--all", "--format", "text");
        assertEquals(0, all.status());
        assertEquals("Trade{id=1, price=1.0, quantity=1, symbol=\"a\", side=BUY}\n"
                + "Trade{id=2, price=2.0, quantity=2, symbol=\"b\", side=SELL}\n", all.out());
        Result first = run(two, "--type", "dev.marshalled.example.Trade", "--format", "text");
        assertEquals("note: 29 bytes after the message, from offset 29 (use --all to decode them as further messages)\n",
                first.err());
        Result second = run(two, "--type", "dev.marshalled.example.Trade", "--format", "text", "--offset", "29");
        assertEquals("Trade{id=2, price=2.0, quantity=2, symbol=\"b\", side=SELL}\n", second.out());
    }

    @Test
    void usageErrorsAreOneLineAndStatusTwo() {
        String[][] cases = {
            {"missing --type: name the @Marshalled type of the bytes"},
            {"unknown option '--bogus'", "--type", "dev.marshalled.example.Trade", "--bogus"},
            {"unknown format 'xml': use hex, text or json", "--type", "dev.marshalled.example.Trade", "-f", "xml"},
            {"no generated marshaller for 'com.acme.Missing' on the class path (looked for com.acme.MissingMarshaller);"
                    + " add your compiled classes to -cp", "--type", "com.acme.Missing"},
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
}
