package dev.marshalled.runtime.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line, run in-process through {@link InspectCommand#run} (what {@code main} hands its
 * status to {@code System.exit} from), on {@link Point} and {@link Blank}, whose marshallers are
 * written here as the processor would generate them.
 */
class InspectCommandTest {
    private static final String POINT = "dev.marshalled.runtime.tool.Point";
    private static final String HEADER =
            "offset   size  bytes                      field                    type           value\n";
    /** Point(1, -2). */
    private static final byte[] ONE = {1, 0, 0, 0, -2, -1, -1, -1};
    /** Point(3, 4). */
    private static final byte[] TWO = {3, 0, 0, 0, 4, 0, 0, 0};

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

    private static byte[] concat(byte[]... parts) {
        byte[] all = new byte[0];
        for (byte[] part : parts) {
            int at = all.length;
            all = Arrays.copyOf(all, at + part.length);
            System.arraycopy(part, 0, all, at, part.length);
        }
        return all;
    }

    @Test
    void aFileAsAHexDump() throws Exception {
        Path file = dir.resolve("point.bin");
        Files.write(file, ONE);
        Result result = run(new byte[0], "--type", POINT, file.toString());
        assertEquals(new Result(0, "Point: 8 bytes at offset 0\n" + HEADER
                + "     0      4  01 00 00 00                x                        int            1\n"
                + "     4      4  fe ff ff ff                y                        int            -2\n", ""), result);
    }

    @Test
    void standardInputAsTextOrJson() {
        assertEquals(new Result(0, "Point{x=1, y=-2}\n", ""), run(ONE, "-t", POINT, "-f", "text"));
        assertEquals(new Result(0, "{\"x\":1,\"y\":-2}\n", ""), run(ONE, "-t", POINT + "Marshaller", "--format", "json", "-"));
    }

    @Test
    void truncatedInputPrintsWhatDecodedAndExitsWithOne() {
        Result result = run(Arrays.copyOf(ONE, 3), "--type", POINT);
        String error = "truncated input: Point.{x, y} needs 8 bytes at offset 0 but only 3 remain";
        assertEquals(new Result(1, "Point: decoding failed after 0 of 3 bytes\n" + HEADER + "error at offset 0: " + error
                + "\n", "error: " + error + "\n"), result);
    }

    @Test
    void bytesAfterTheValueAreAnErrorUnlessAllOrOffsetSaysWhatTheyAre() {
        Result trailing = run(concat(ONE, new byte[2]), "-t", POINT, "-f", "text");
        assertEquals(new Result(1, "Point{x=1, y=-2}\n", "error: 2 bytes after the Point were not decoded, from offset 8:"
                + " use --all if more messages follow, --framed if they were written by Marshallers.writeMessage, or"
                + " --offset to decode one message and ignore the rest\n"), trailing);
        assertEquals(new Result(0, "Point{x=1, y=-2}\nPoint{x=3, y=4}\n", ""),
                run(concat(ONE, TWO), "-t", POINT, "-f", "text", "--all"));
        assertEquals(new Result(0, "Point{x=3, y=4}\n", "note: 2 bytes after the Point, from offset 16, ignored (--offset)\n"),
                run(concat(ONE, TWO, new byte[2]), "-t", POINT, "-f", "text", "--offset", "8"));
        Result cut = run(concat(ONE, TWO, new byte[2]), "-t", POINT, "-f", "text", "--all");
        assertEquals(1, cut.status());
        assertEquals("Point{x=1, y=-2}\nPoint{x=3, y=4}\nPoint{} ... error at offset 16: truncated input: Point.{x, y} needs"
                + " 8 bytes at offset 16 but only 2 remain\n", cut.out());
    }

    /** The package ends where the class loader says: a capital letter in it is no nested class's name. */
    @Test
    void aNestedTypeInAPackageWithACapitalIsFoundHoweverItIsWritten() {
        String slot = "dev.marshalled.runtime.tool.Acme.Shelf";
        for (String name : new String[] {slot + ".Slot", slot + "$Slot", slot + "_SlotMarshaller"}) {
            assertEquals(new Result(0, "Shelf.Slot{number=7}\n", ""), run(new byte[] {7, 0, 0, 0}, "-t", name, "-f",
                    "text"), name);
        }
        assertEquals(new Result(0, "Box<Shelf.Slot>{count=1, value=Shelf.Slot{number=7}}\n", ""), run(
                new byte[] {1, 0, 0, 0, 1, 7, 0, 0, 0}, "-t", BOX + "<" + slot + ".Slot>", "-f", "text"));
    }

    @Test
    void framedMessagesAreCheckedByTheirHeader() {
        byte[] header = {9, 0, 0, 0, 8, 0, 0, 0};
        Result hex = run(concat(header, ONE), "--framed", "--type", POINT);
        assertEquals(0, hex.status(), hex.err());
        // The message is decoded as the registry reads it (Inspector.inspectMessage): its 16 bytes, header first.
        assertTrue(hex.out().startsWith("message at offset 0: type id 9, 8-byte body\nPoint: 16 bytes at offset 0\n"),
                hex.out());
        assertEquals(new Result(0, "Point{x=1, y=-2}\n", ""), run(concat(header, ONE), "--framed", "-t", POINT, "-f", "text"));
        Result unknown = run(concat(new byte[] {7, 0, 0, 0, 8, 0, 0, 0}, ONE), "--framed", "-t", POINT);
        assertEquals(new Result(1, "", "error: message at offset 0 has type id 7, which no type on the class path has;"
                + " add the classes with --class-path (a named module lists its types in 'provides"
                + " dev.marshalled.runtime.MarshallerProvider with ...')\n"), unknown);
        Result longer = run(concat(new byte[] {9, 0, 0, 0, 10, 0, 0, 0}, ONE, new byte[2]), "--framed", "-t", POINT,
                "-f", "text");
        // The registry's own words (Frames.readBody), the same as the reader's.
        assertEquals(new Result(1, "Point{x=1, y=-2} ... error at offset 0: message: body of Point at offset 0 has"
                + " length 10 but its fields end after 8 bytes\n", "error: message: body of Point at offset 0 has length"
                + " 10 but its fields end after 8 bytes\n"), longer);
        Result pastTheEnd = run(concat(new byte[] {9, 0, 0, 0, 9, 0, 0, 0}, ONE), "--framed", "-t", POINT);
        assertEquals(new Result(1, "", "error: message: body length 9 at offset 4 is negative or past the end (8 bytes"
                + " remain)\n"), pastTheEnd);
    }

    @Test
    void aTypeWithoutIdOrBytesIsRefusedWhereThatMatters() {
        assertEquals(new Result(2, "", "error: Blank has no type id, so it is never framed; drop --framed, or give it"
                + " @Marshalled(id = N)\nrun with --help for usage\n"),
                run(new byte[0], "--framed", "-t", "dev.marshalled.runtime.tool.Blank"));
        assertEquals(new Result(1, "Blank{}\n", "error: a Blank takes no bytes, so --all cannot step through the 3 bytes"
                + " from offset 0\n"), run(new byte[3], "-t", "dev.marshalled.runtime.tool.Blank", "-f", "text", "--all"));
    }

    @Test
    void theSchemaAsJson() {
        assertEquals(new Result(0, PointMarshaller.SCHEMA.toJson(), ""), run(new byte[0], "-t", POINT, "--schema"));
        assertTrue(PointMarshaller.SCHEMA.toJson().contains("\"dev.marshalled.runtime.tool.Point\""),
                PointMarshaller.SCHEMA.toJson());
        assertEquals(2, run(new byte[0], "-t", POINT, "--schema", "--all").status());
    }

    private static final String BOX = "dev.marshalled.runtime.tool.Box";

    /** Box(2, Point(1, -2)): the count, then the point as a field holds it, a presence byte and its body. */
    private static final byte[] BOXED = concat(new byte[] {2, 0, 0, 0, 1}, ONE);

    @Test
    void aParameterizedTypeIsDecodedAsItsArgumentsMakeIt() {
        Result hex = run(BOXED, "--type", BOX + "<" + POINT + ">");
        assertEquals(new Result(0, "Box<Point>: 13 bytes at offset 0\n" + HEADER
                + "     0      4  02 00 00 00                count                    int            2\n"
                + "     4      9  01 01 00 00 00 fe ff ff .. value                    Point\n"
                + "     5      4  01 00 00 00                  x                      int            1\n"
                + "     9      4  fe ff ff ff                  y                      int            -2\n", ""), hex);
        // Spaces, the nested spelling of the argument, JDK arguments.
        assertEquals(new Result(0, "Box<Point>{count=2, value=Point{x=1, y=-2}}\n", ""),
                run(BOXED, "-t", " " + BOX + " < " + POINT + " > ", "-f", "text"));
        byte[] strings = BoxMarshaller.of(dev.marshalled.runtime.JdkMarshallers.list(
                dev.marshalled.runtime.JdkMarshallers.of(String.class))).toByteArray(new Box<>(1, List.of("a", "b")));
        assertEquals(new Result(0, "{\"count\":1,\"value\":[\"a\",\"b\"]}\n", ""),
                run(strings, "-t", BOX + "<java.util.List<java.lang.String>>", "-f", "json"));
        // A parameterized type inside another: Box<Box<Point>> is the outer count, then the inner box as a field.
        byte[] twice = concat(new byte[] {3, 0, 0, 0, 1}, BOXED);
        assertEquals(new Result(0, "Box<Box<Point>>{count=3, value=Box<Point>{count=2, value=Point{x=1, y=-2}}}\n", ""),
                run(twice, "-t", BOX + "<" + BOX + "<" + POINT + ">>", "-f", "text"));
    }

    @Test
    void aParameterizedTypesSchemaNamesItsArguments() {
        String json = BoxMarshaller.of(PointMarshaller.INSTANCE).schema().toJson();
        assertTrue(json.contains("\"root\": \"dev.marshalled.runtime.tool.Box<dev.marshalled.runtime.tool.Point>\""),
                json);
        assertEquals(new Result(0, json, ""), run(new byte[0], "-t", BOX + "<" + POINT + ">", "--schema"));
    }

    @Test
    void aParameterizedTypeNamedWrongSaysWhatToWrite() {
        assertUsage(BOX + " is generic: its marshaller is made by " + BOX + "Marshaller.of(...) from a marshaller for each"
                + " type parameter, so name the type with its arguments, " + BOX + "<T>, e.g. " + BOX
                + "<java.lang.String>", "-t", BOX);
        assertUsage(BOX + " has 1 type parameter, " + BOX + "<T>, but 2 arguments are given", "-t",
                BOX + "<" + POINT + ", " + POINT + ">");
        assertUsage("in '" + BOX + "<com.acme.Nope>': no class com.acme.Nope on the class path: name each type by its"
                + " package and class, a nested one as com.acme.Outer.Inner or com.acme.Outer$Inner; add your compiled"
                + " classes with --class-path", "-t", BOX + "<com.acme.Nope>");
        assertUsage("cannot read the type '" + BOX + "<" + POINT + "': expected ',' or '>' after '" + BOX + "<" + POINT
                + "'", "-t", BOX + "<" + POINT);
    }

    @Test
    void badArgumentsExitWithTwoAndOneLine() {
        assertUsage("missing --type: name the @Marshalled type of the bytes (or --framed for messages with a type id)");
        assertUsage("unknown format 'xml': use hex, text or json", "-t", POINT, "-f", "xml");
        assertUsage("unknown option '--bogus'", "-t", POINT, "--bogus");
        assertUsage("--type needs a value", "--type");
        assertUsage("--offset takes a number of bytes, not 'ten'", "-t", POINT, "--offset", "ten");
        assertUsage("--offset must not be negative, was -1", "-t", POINT, "--offset", "-1");
        assertUsage("more than one input file: 'a.bin' and 'b.bin'", "-t", POINT, "a.bin", "b.bin");
        assertUsage("no class com.acme.Nope on the class path: name each type by its package and class, a nested one"
                + " as com.acme.Outer.Inner or com.acme.Outer$Inner; add your compiled classes with --class-path", "-t",
                "com.acme.Nope");
        Path missing = dir.resolve("missing.bin");
        assertUsage("no such file: " + missing, "-t", POINT, missing.toString());
        assertUsage("--class-path entry '" + missing + "' does not exist", "-cp", missing.toString(), "-t", POINT);
        assertEquals(2, run(ONE, "-t", POINT, "--offset", "9").status());
    }

    private static void assertUsage(String message, String... args) {
        assertEquals(new Result(2, "", "error: " + message + "\nrun with --help for usage\n"), run(ONE, args));
    }

    @Test
    void helpIsPrintedUnlessAnUnknownOptionComesFirst() {
        Result result = run(new byte[0], "--bogus-never-read", "--help");
        assertEquals(2, result.status(), "options are read in order: the unknown one first");
        Result help = run(new byte[0], "-h", "--bogus");
        assertEquals(0, help.status());
        assertEquals(InspectCommand.USAGE + "\n", help.out());
        assertEquals("", help.err());
    }
}
