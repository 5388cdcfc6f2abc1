package dev.marshalled.runtime.tool;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line: decodes a file (or standard input) of Marshalled bytes and prints a hex
 * dump, text or JSON. It is the runtime jar's main class:
 *
 * <pre>
 * java -jar marshalled-runtime.jar --class-path target/classes --type com.acme.Trade trade.bin
 * java -jar marshalled-runtime.jar --class-path target/classes --framed --all messages.bin
 * java -jar marshalled-runtime.jar --class-path target/classes --type com.acme.Trade --schema
 * java -jar marshalled-runtime.jar --class-path target/classes --type 'com.acme.Page&lt;com.acme.Item&gt;' page.bin
 * </pre>
 *
 * <p>Exit status: 0 decoded, and every byte of the input accounted for; 1 the bytes are
 * malformed (the partial dump is printed and the error names the offset), or bytes follow
 * the last message decoded (unless {@code --all} or {@code --offset} says what to do with
 * them); 2 a usage error. It never prints a stack trace.
 */
public final class InspectCommand {
    static final String USAGE = String.join("\n",
            "usage: java -jar marshalled-runtime.jar [--class-path <your classes>] (--type <class> | --framed) [options] [file | -]",
            "   or: java -cp <marshalled-runtime jar>:<your classes> dev.marshalled.runtime.tool.InspectCommand ...",
            "",
            "Decodes Marshalled bytes from a file, or standard input when the file is '-' or missing.",
            "",
            "  -t, --type <class>        the @Marshalled type of the bytes, e.g. com.acme.Trade or com.acme.Outer.Inner",
            "                            (its generated marshaller, com.acme.TradeMarshaller, must be on the class path);",
            "                            a generic type with its arguments, quoted for the shell:",
            "                            'com.acme.Page<com.acme.Item>', 'com.acme.Result<java.util.List<com.acme.Order>>'",
            "      --framed              the bytes are messages written by Marshallers.writeMessage: type id, length, body;",
            "                            the id picks the type among those with an id on the class path",
            "                            (with --type, only that type is accepted)",
            "  -cp, --class-path <path>  where your classes are: jars and folders separated by '" + File.pathSeparator + "'",
            "  -f, --format <format>     hex (default): a row per field with offset, size, bytes, name, type, value",
            "                            text: the value on one line; json: the value as a JSON object",
            "      --offset <n>          decode one message at byte n; bytes after it are ignored",
            "      --all                 decode messages one after another until the input ends",
            "      --schema              print the --type's wire schema as JSON (FORMAT.md, The schema as JSON)",
            "                            and every type it reaches, instead of decoding; reads no input",
            "  -h, --help                print this help",
            "",
            "Exit status: 0 decoded, every byte accounted for; 1 malformed bytes (what was decoded is printed, then the",
            "error and its offset), or bytes left after the message without --all or --offset; 2 bad arguments or an",
            "unreadable file.");

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
     * @return the exit status: 0 decoded, 1 malformed bytes or bytes not accounted for, 2 bad
     *     arguments or unreadable input
     */
    public static int run(String[] args, InputStream stdin, PrintStream out, PrintStream err) {
        try {
            Options options = Options.parse(args);
            if (options.help) {
                out.println(USAGE);
                return 0;
            }
            options.check();
            ClassLoader loader = loader(options.classPath);
            Marshaller<?> marshaller = options.type == null ? null : MarshallerLookup.find(options.type, loader);
            if (options.schema) {
                // A @Polymorphic field admits the ids the class path's types register.
                out.print(marshaller.schema().toJson(Marshallers.discovered(loader)));
                return 0;
            }
            Marshallers registry = options.framed ? registry(marshaller, loader) : null;
            byte[] bytes = read(options.file, stdin);
            int start = options.offset == null ? 0 : options.offset;
            if (start > bytes.length) {
                throw new UsageException("--offset " + start + " is past the end of the " + bytes.length + "-byte input");
            }
            UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes).readIndex(start);
            boolean ok = decode(options, marshaller, registry, buffer, out, err)
                    && accountedFor(options, marshaller, buffer, err);
            return ok ? 0 : 1;
        } catch (UsageException e) {
            err.println("error: " + e.getMessage());
            err.println("run with --help for usage");
            return 2;
        } catch (Throwable e) {
            // A class on the user's class path that fails to load or throws, memory or stack
            // running out, or a bug here: still one line and status 1, never a stack trace.
            failed(err, e);
            return 1;
        }
    }

    /**
     * Decodes one message, or with {@code --all} as many as the input holds (none in an empty
     * input), printing each; false once one fails.
     */
    private static boolean decode(Options options, Marshaller<?> marshaller, Marshallers registry, UnsafeBuffer buffer,
            PrintStream out, PrintStream err) {
        for (int count = 0; options.all ? buffer.remaining() > 0 : count == 0; count++) {
            int at = buffer.readIndex();
            String failure;
            if (options.framed) {
                failure = message(registry, buffer, options.format, out);
            } else {
                Inspection inspection = Inspector.inspect(marshaller.schema(), buffer);
                print(inspection, options.format, out);
                failure = inspection.complete() ? null : inspection.failure().getMessage();
            }
            if (failure != null) {
                err.println("error: " + failure);
                return false;
            }
            if (options.all && buffer.readIndex() == at) {
                // A type without fields takes no bytes: --all could never step past it.
                err.println("error: a " + marshaller.schema().typeName() + " takes no bytes, so --all cannot step"
                        + " through the " + buffer.remaining() + " bytes from offset " + at);
                return false;
            }
        }
        return true;
    }

    /** Whether every byte after the decoded messages is accounted for; {@code --offset} ignores the rest. */
    private static boolean accountedFor(Options options, Marshaller<?> marshaller, UnsafeBuffer buffer,
            PrintStream err) {
        if (buffer.remaining() == 0) {
            return true;
        }
        String what = options.framed ? "message" : marshaller.schema().typeName();
        if (options.offset != null) {
            err.println("note: " + buffer.remaining() + " bytes after the " + what + ", from offset "
                    + buffer.readIndex() + ", ignored (--offset)");
            return true;
        }
        err.println("error: " + buffer.remaining() + " bytes after the " + what + " were not decoded, from offset "
                + buffer.readIndex() + ": use --all if more messages follow"
                + (options.framed ? "" : ", --framed if they were written by Marshallers.writeMessage")
                + ", or --offset to decode one message and ignore the rest");
        return false;
    }

    /** The command line, parsed. */
    private static final class Options {
        String type;
        String format = "hex";
        String file;
        String classPath;
        Integer offset;
        boolean all;
        boolean framed;
        boolean schema;
        boolean help;

        static Options parse(String[] args) {
            Options options = new Options();
            for (int i = 0; i < args.length && !options.help; i++) {
                String arg = args[i];
                switch (arg) {
                    case "-h": case "--help":
                        options.help = true;
                        break;
                    case "-t": case "--type":
                        options.type = value(args, ++i, arg);
                        break;
                    case "-cp": case "--class-path":
                        options.classPath = value(args, ++i, arg);
                        break;
                    case "-f": case "--format":
                        options.format = value(args, ++i, arg);
                        if (!List.of("hex", "text", "json").contains(options.format)) {
                            throw new UsageException("unknown format '" + options.format + "': use hex, text or json");
                        }
                        break;
                    case "--offset":
                        options.offset = parseOffset(value(args, ++i, arg));
                        break;
                    case "--all":
                        options.all = true;
                        break;
                    case "--framed":
                        options.framed = true;
                        break;
                    case "--schema":
                        options.schema = true;
                        break;
                    default:
                        options.file(arg);
                }
            }
            return options;
        }

        private void file(String arg) {
            if (arg.startsWith("-") && !arg.equals("-")) {
                throw new UsageException("unknown option '" + arg + "'");
            }
            if (file != null) {
                throw new UsageException("more than one input file: '" + file + "' and '" + arg + "'");
            }
            file = arg;
        }

        /** The combinations the options cannot take. */
        void check() {
            if (type == null && !framed) {
                throw new UsageException("missing --type: name the @Marshalled type of the bytes"
                        + " (or --framed for messages with a type id)");
            }
            if (schema && (type == null || framed || file != null || offset != null || all)) {
                throw new UsageException("--schema takes --type alone (and --class-path): it prints the type's schema"
                        + " and reads no input");
            }
        }
    }

    /**
     * Prints {@code failure} as one line. Printing may fail too (memory is still short, the
     * stack still nearly full); the status is 1 all the same.
     */
    private static void failed(PrintStream err, Throwable failure) {
        try {
            err.println(("error: the inspector failed: " + failure).replaceAll("\\R", " "));
        } catch (Throwable printing) {
            try {
                err.println("error: the inspector failed");
            } catch (Throwable ignored) {
                // nothing more can be said; the status still tells
            }
        }
    }

    /**
     * Decodes one framed message at the read index and prints it; the header is checked by the
     * registry's own rules ({@link Marshallers#skipMessage}), the body by the schema of the type
     * its id names.
     *
     * @return null when decoded, else the error
     */
    private static String message(Marshallers registry, UnsafeBuffer buffer, String format, PrintStream out) {
        int start = buffer.readIndex();
        int typeId;
        try {
            typeId = Marshallers.skipMessage(buffer);
        } catch (MarshalException e) {
            return e.getMessage();
        }
        int end = buffer.readIndex();
        int length = end - start - Marshallers.HEADER_SIZE;
        Marshaller<?> marshaller = registry.forId(typeId);
        if (marshaller == null) {
            buffer.readIndex(start);
            return "message at offset " + start + " has type id " + typeId + ", which no type on the class path has;"
                    + " add the classes with --class-path (a named module lists its types in"
                    + " 'provides dev.marshalled.runtime.MarshallerProvider with ...')";
        }
        if (format.equals("hex")) {
            out.println("message at offset " + start + ": type id " + typeId + ", " + length + "-byte body");
        }
        // Decoded as the registry reads it: the header, the body within its length, nothing left over.
        UnsafeBuffer message = UnsafeBuffer.wrap(buffer.array()).writeIndex(buffer.writeIndex()).readIndex(start);
        Inspection inspection = Inspector.inspectMessage(registry, message);
        print(inspection, format, out);
        if (!inspection.complete()) {
            buffer.readIndex(start);
            return inspection.failure().getMessage();
        }
        return null;
    }

    private static void print(Inspection inspection, String format, PrintStream out) {
        String rendered;
        switch (format) {
            case "text": rendered = inspection.toText(); break;
            case "json": rendered = inspection.toJson(); break;
            default: rendered = inspection.toHexDump();
        }
        out.print(rendered.endsWith("\n") ? rendered : rendered + "\n");
    }

    /** The registry framed messages are read through: the one named type, or all discovered. */
    private static Marshallers registry(Marshaller<?> only, ClassLoader loader) {
        if (only == null) {
            return Marshallers.discovered(loader);
        }
        if (only.typeId() == 0) {
            throw new UsageException(only.schema().typeName() + " has no type id, so it is never framed;"
                    + " drop --framed, or give it @Marshalled(id = N)");
        }
        return Marshallers.of(only);
    }

    /** The class loader of the user's classes: this one's, plus {@code --class-path} entries. */
    private static ClassLoader loader(String classPath) {
        ClassLoader parent = Thread.currentThread().getContextClassLoader();
        if (parent == null) {
            parent = InspectCommand.class.getClassLoader();
        }
        if (classPath == null) {
            return parent;
        }
        List<URL> urls = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (entry.isEmpty()) {
                continue;
            }
            Path path = Path.of(entry);
            if (!Files.exists(path)) {
                throw new UsageException("--class-path entry '" + entry + "' does not exist");
            }
            try {
                urls.add(path.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new UsageException("--class-path entry '" + entry + "' is not a path: " + e.getMessage());
            }
        }
        return new URLClassLoader(urls.toArray(new URL[0]), parent);
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
