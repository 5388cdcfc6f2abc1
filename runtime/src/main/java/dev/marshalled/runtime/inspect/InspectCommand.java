package dev.marshalled.runtime.inspect;

import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * The command line: decodes a file (or standard input) of Marshalled bytes and prints a hex
 * dump, text or JSON. Run it with the runtime and your classes on the class path:
 *
 * <pre>
 * java -cp marshalled-runtime.jar:target/classes dev.marshalled.runtime.inspect.InspectCommand \
 *     --type com.acme.Trade trade.bin
 * </pre>
 *
 * <p>Exit status: 0 decoded, 1 the bytes are malformed (the partial dump is printed and the
 * error names the offset), 2 a usage error. It never prints a stack trace.
 */
public final class InspectCommand {
    static final String USAGE = String.join("\n",
            "usage: java -cp <marshalled-runtime jar>:<your classes> dev.marshalled.runtime.inspect.InspectCommand",
            "           --type <class> [--format hex|text|json] [--offset <n>] [--all] [file | -]",
            "",
            "Decodes Marshalled bytes from a file, or standard input when the file is '-' or missing.",
            "",
            "  -t, --type <class>      the @Marshalled type, e.g. com.acme.Trade or com.acme.Outer.Inner",
            "                          (its generated marshaller, com.acme.TradeMarshaller, must be on the class path)",
            "  -f, --format <format>   hex (default): a row per field with offset, size, bytes, name, type, value",
            "                          text: the value on one line; json: the value as a JSON object",
            "      --offset <n>        start decoding at byte n (default 0)",
            "      --all               decode messages one after another until the input ends",
            "  -h, --help              print this help",
            "",
            "Exit status: 0 decoded; 1 malformed bytes (what was decoded is printed, then the error and its offset);",
            "2 bad arguments or an unreadable file.");

    private InspectCommand() {
    }

    /**
     * Runs the command and exits with its status.
     *
     * @param args the command-line arguments; {@code --help} lists them
     */
    public static void main(String[] args) {
        System.exit(run(args, System.in, System.out, System.err));
    }

    /**
     * Runs the command with the given streams instead of the process's, e.g. to embed it.
     *
     * @param args the command-line arguments
     * @param stdin read when no file (or "-") is named
     * @param out where the dump goes
     * @param err where errors and notes go
     * @return the exit status: 0 decoded, 1 malformed bytes, 2 bad arguments or unreadable input
     */
    public static int run(String[] args, InputStream stdin, PrintStream out, PrintStream err) {
        String type = null;
        String format = "hex";
        String file = null;
        int offset = 0;
        boolean all = false;
        try {
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                switch (arg) {
                    case "-h": case "--help":
                        out.println(USAGE);
                        return 0;
                    case "-t": case "--type":
                        type = value(args, ++i, arg);
                        break;
                    case "-f": case "--format":
                        format = value(args, ++i, arg);
                        if (!List.of("hex", "text", "json").contains(format)) {
                            throw new UsageException("unknown format '" + format + "': use hex, text or json");
                        }
                        break;
                    case "--offset":
                        offset = parseOffset(value(args, ++i, arg));
                        break;
                    case "--all":
                        all = true;
                        break;
                    default:
                        if (arg.startsWith("-") && !arg.equals("-")) {
                            throw new UsageException("unknown option '" + arg + "'");
                        }
                        if (file != null) {
                            throw new UsageException("more than one input file: '" + file + "' and '" + arg + "'");
                        }
                        file = arg;
                }
            }
            if (type == null) {
                throw new UsageException("missing --type: name the @Marshalled type of the bytes");
            }
            Marshaller<?> marshaller = MarshallerLookup.find(type);
            byte[] bytes = read(file, stdin);
            if (offset > bytes.length) {
                throw new UsageException("--offset " + offset + " is past the end of the " + bytes.length + "-byte input");
            }
            UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes).readIndex(offset);
            List<Inspection> inspections = all ? Inspector.inspectAll(marshaller.schema(), buffer)
                    : List.of(Inspector.inspect(marshaller.schema(), buffer));
            boolean ok = true;
            for (Inspection inspection : inspections) {
                String rendered = render(inspection, format);
                out.print(rendered.endsWith("\n") ? rendered : rendered + "\n");
                if (!inspection.complete()) {
                    err.println("error: " + inspection.failure().getMessage());
                    ok = false;
                }
            }
            if (ok && !all && buffer.remaining() > 0) {
                err.println("note: " + buffer.remaining() + " bytes after the message, from offset " + buffer.readIndex()
                        + " (use --all to decode them as further messages)");
            }
            return ok ? 0 : 1;
        } catch (UsageException e) {
            err.println("error: " + e.getMessage());
            err.println("run with --help for usage");
            return 2;
        } catch (RuntimeException | LinkageError e) {
            // A class on the user's class path that fails to load, or a bug here: still one line.
            err.println("error: " + e);
            return 2;
        }
    }

    private static String render(Inspection inspection, String format) {
        switch (format) {
            case "text": return inspection.toText();
            case "json": return inspection.toJson();
            default: return inspection.toHexDump();
        }
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new UsageException(option + " needs a value");
        }
        return args[i];
    }

    private static int parseOffset(String text) {
        try {
            int offset = Integer.parseInt(text);
            if (offset < 0) {
                throw new UsageException("--offset must not be negative, was " + offset);
            }
            return offset;
        } catch (NumberFormatException e) {
            throw new UsageException("--offset takes a number of bytes, not '" + text + "'");
        }
    }

    private static byte[] read(String file, InputStream stdin) {
        try {
            if (file == null || file.equals("-")) {
                return stdin.readAllBytes();
            }
            return Files.readAllBytes(Path.of(file));
        } catch (NoSuchFileException e) {
            throw new UsageException("no such file: " + file);
        } catch (IOException | RuntimeException e) {
            throw new UsageException("cannot read " + (file == null ? "standard input" : file) + ": " + e.getMessage());
        }
    }

    /** A mistake in the arguments: reported as one line, exit status 2. */
    static final class UsageException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }
}
