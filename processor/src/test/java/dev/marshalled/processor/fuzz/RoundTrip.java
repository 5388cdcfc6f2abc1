package dev.marshalled.processor.fuzz;

import dev.marshalled.processor.lock.LockSchemas;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import dev.marshalled.schema.WireSchema;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Loads what javac produced in a fresh class loader (its parent the test's, so the runtime classes
 * are shared) and writes, sizes, reads and inspects random values of every marshalled type: through
 * the static methods and {@code INSTANCE} of a type's marshaller, or for a generic type through
 * the marshallers the check code ({@link Roots}) made at concrete arguments.
 */
final class RoundTrip {
    private final DeclarationSet set;
    private final int valuesPerType;
    private final LockSchemas locked;
    private final List<Finding> findings = new ArrayList<>();

    /** @param locked what the schema lock records for the set's types, from the same javac run */
    RoundTrip(DeclarationSet set, int valuesPerType, LockSchemas locked) {
        this.set = set;
        this.valuesPerType = valuesPerType;
        this.locked = locked;
    }

    List<Finding> run(Path classes) throws Exception {
        Set<String> marshalled = new HashSet<>();
        set.marshalled().forEach(d -> marshalled.add(d.binary()));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                RoundTrip.class.getClassLoader())) {
            List<Loaded> types = new ArrayList<>();
            List<Class<?>> withIds = new ArrayList<>();
            for (Decl d : set.marshalled()) {
                if (d.generic()) {
                    continue;
                }
                Loaded l = load(loader, d);
                if (l == null) {
                    continue;
                }
                types.add(l);
                if (l.instance.typeId() > 0) {
                    try {
                        Marshallers.global().register(l.instance);
                        withIds.add((Class<?>) l.type);
                    } catch (IllegalArgumentException clash) {
                        // Another seed of this JVM took the id: this seed's @Polymorphic values skip it.
                        System.out.println("fuzz: seed " + set.seed() + ": " + clash.getMessage());
                    }
                }
            }
            types.addAll(roots(loader));
            agree(types, loader);
            Random random = new Random(set.seed() ^ 0x5DEECE66DL);
            for (Loaded l : types) {
                for (int i = 0; i < valuesPerType && findings.size() < 20; i++) {
                    Values values = new Values(random, set, marshalled, withIds);
                    check(l, values, marshalled);
                }
            }
        }
        return findings;
    }

    /**
     * What the lock records for each type against what its marshaller reports at run time
     * ({@link LockAgreement}): a type that is not generic, each generic type at the arguments of its
     * roots, and each twin.
     */
    private void agree(List<Loaded> types, ClassLoader loader) {
        LockAgreement agreement = new LockAgreement(locked.types(), loader);
        for (Loaded l : types) {
            if (l.root == null) {
                agreement.type(l.decl.canonical(), l.instance.schema());
                continue;
            }
            WireSchema.Field field = locked.parameterizations().get(l.root);
            if (field == null) {
                agreement.differences().add(l.label() + ": the lock records no field of its type");
            } else {
                agreement.parameterization(field, l.instance.schema(), l.label());
            }
            if (l.twin != null) {
                agreement.type(l.twin.type().getCanonicalName(), l.twin.schema());
            }
        }
        for (String difference : agreement.differences()) {
            findings.add(new Finding(set.seed(), "lock-runtime", difference, "declarations:\n" + set.listing(),
                    "lock-runtime: " + LockAgreement.signature(difference)));
        }
    }

    /**
     * One type's marshaller, through its static methods and its INSTANCE; or a generic type's at
     * arguments, with no static methods ({@code write} null), from the check code's method {@code root}.
     */
    private record Loaded(Decl decl, Type type, Method write, Method read, Method sizeOf,
            Marshaller<Object> instance, String root, Marshaller<Object> twin) {
        Loaded(Decl decl, Class<?> type, Method write, Method read, Method sizeOf, Marshaller<Object> instance) {
            this(decl, type, write, read, sizeOf, instance, null, null);
        }

        String label() {
            return root == null ? decl.canonical() : type.getTypeName() + " (" + root + ")";
        }

        int sizeOf(Object value) throws ReflectiveOperationException {
            return write == null ? instance.sizeOf(value) : (Integer) sizeOf.invoke(null, value);
        }

        void write(Object value, UnsafeBuffer buffer) throws ReflectiveOperationException {
            if (write == null) {
                instance.write(value, buffer);
            } else {
                write.invoke(null, value, buffer);
            }
        }

        Object read(UnsafeBuffer buffer) throws ReflectiveOperationException {
            return write == null ? instance.read(buffer) : read.invoke(null, buffer);
        }
    }

    /** The generic types' marshallers the check code makes, each with the type of its values. */
    @SuppressWarnings("unchecked")
    private List<Loaded> roots(ClassLoader loader) {
        List<Loaded> out = new ArrayList<>();
        for (DeclarationSet.Source check : set.checks()) {
            try {
                Class<?> roots = Class.forName(check.qualifiedName(), true, loader);
                List<Method> methods = new ArrayList<>(List.of(roots.getDeclaredMethods()));
                methods.removeIf(m -> !m.getName().startsWith(Roots.ROOT));
                methods.sort(java.util.Comparator.comparing(Method::getName));
                for (Method m : methods) {
                    Type type = ((ParameterizedType) m.getGenericReturnType()).getActualTypeArguments()[0];
                    Class<?> raw = Bindings.raw(type);
                    Decl decl = set.decls().stream().filter(d -> d.binary().equals(raw.getName())).findFirst()
                            .orElseThrow();
                    String root = check.qualifiedName() + "." + m.getName();
                    try {
                        Marshaller<Object> marshaller = (Marshaller<Object>) m.invoke(null);
                        if (marshaller.type() != raw) {
                            findings.add(new Finding(set.seed(), "api", root + "(): type() is " + marshaller.type()
                                    + ", not " + raw.getName(), ""));
                        }
                        Marshaller<Object> twin = null;
                        try {
                            String number = m.getName().substring(Roots.ROOT.length());
                            twin = (Marshaller<Object>) roots.getDeclaredMethod(Roots.TWIN + number).invoke(null);
                        } catch (NoSuchMethodException none) {
                            // Only a generic type's first root without a superclass has a twin.
                        }
                        out.add(new Loaded(decl, type, null, null, null, marshaller, root, twin));
                    } catch (InvocationTargetException | LinkageError e) {
                        Throwable cause = e instanceof InvocationTargetException i ? i.getCause() : e;
                        findings.add(new Finding(set.seed(), "load", root + "() cannot make the marshaller of "
                                + type.getTypeName() + ": " + root(cause), stack(cause)));
                    }
                }
            } catch (ReflectiveOperationException | LinkageError e) {
                findings.add(new Finding(set.seed(), "load", check.qualifiedName() + " cannot be loaded: " + root(e),
                        stack(e)));
            }
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private Loaded load(ClassLoader loader, Decl d) {
        try {
            Class<?> type = Class.forName(d.binary(), false, loader);
            Class<?> m = Class.forName(d.marshaller(), true, loader);
            Method write = m.getDeclaredMethod("write", type, UnsafeBuffer.class);
            Method read = m.getDeclaredMethod("read", UnsafeBuffer.class);
            Method sizeOf = m.getDeclaredMethod("sizeOf", type);
            for (Method x : List.of(write, read, sizeOf)) {
                x.setAccessible(true);
            }
            Marshaller<Object> instance = (Marshaller<Object>) m.getField("INSTANCE").get(null);
            return new Loaded(d, type, write, read, sizeOf, instance);
        } catch (Throwable e) {
            findings.add(new Finding(set.seed(), "load", d.marshaller() + " cannot be loaded: " + root(e),
                    stack(e)));
            return null;
        }
    }

    private void check(Loaded l, Values values, Set<String> marshalled) {
        Object first = null;
        String step = "building a value";
        try {
            first = values.instance(l.type);
            Object second = values.instance(l.type);
            step = "sizeOf";
            int size = l.sizeOf(first);
            UnsafeBuffer buffer = new UnsafeBuffer(8);
            step = "write";
            l.write(first, buffer);
            int written = buffer.writeIndex();
            if (size != written) {
                fail(l, "sizeOf", "sizeOf said " + size + " bytes, write wrote " + written, first);
            }
            step = "read";
            Object copy = l.read(buffer);
            compare(l, first, copy, marshalled, "read");
            if (buffer.readIndex() != written) {
                fail(l, "read", "read consumed " + buffer.readIndex() + " of " + written + " bytes", first);
            }
            step = "inspect";
            Inspection inspection = Inspector.inspect(l.instance, buffer.toByteArray());
            if (!inspection.complete() || inspection.failure() != null) {
                fail(l, "inspect", "the inspector did not decode the bytes: " + inspection.failure(), first);
            }
            step = "truncated";
            truncated(l, buffer.toByteArray(), first);
            step = "two values in one buffer";
            UnsafeBuffer two = new UnsafeBuffer(4);
            l.instance.write(first, two);
            l.instance.write(second, two);
            Object a = l.instance.read(two);
            Object b = l.instance.read(two);
            compare(l, first, a, marshalled, "first of two");
            compare(l, second, b, marshalled, "second of two");
            if (l.twin != null) {
                step = "twin";
                twin(l, first, l.instance.toByteArray(first), marshalled);
            }
        } catch (InvocationTargetException e) {
            fail(l, step, step + " threw " + root(e.getCause()), first, stack(e.getCause()));
        } catch (Exception | LinkageError | StackOverflowError e) {
            fail(l, step, step + " threw " + root(e), first, stack(e));
        }
    }

    /**
     * Every prefix of a value's bytes (up to 512 of them, evenly spaced, for long values) is refused
     * by the generated reader with a {@code MarshalException} and by the inspector at the same
     * offset: both find where a run of fixed-size fields starts, and what each count is checked
     * against, by the schema's one {@code Layout}.
     */
    private void truncated(Loaded l, byte[] bytes, Object value) {
        int step = Math.max(1, bytes.length / 512);
        for (int length = 0; length < bytes.length; length += step) {
            byte[] prefix = java.util.Arrays.copyOf(bytes, length);
            MarshalException refused = null;
            try {
                l.instance.read(UnsafeBuffer.wrap(prefix));
            } catch (MarshalException e) {
                refused = e;
            }
            if (refused == null) {
                fail(l, "truncated", "the reader accepted the first " + length + " of " + bytes.length + " bytes", value);
                return;
            }
            Inspection inspection = Inspector.inspect(l.instance, prefix);
            if (inspection.failure() == null || inspection.failure().offset() != refused.offset()) {
                fail(l, "truncated", "the first " + length + " of " + bytes.length + " bytes: the reader refuses at "
                        + refused.offset() + " (" + refused.getMessage() + "), the inspector "
                        + (inspection.failure() == null ? "does not" : "at " + inspection.failure().offset() + " ("
                        + inspection.failure().getMessage() + ")"), value);
                return;
            }
        }
    }

    /**
     * The value copied field by field into the generic type's non-generic twin ({@link Roots}) must
     * write the same bytes, and the twin's bytes must read back as the value.
     */
    private void twin(Loaded l, Object value, byte[] bytes, Set<String> marshalled)
            throws ReflectiveOperationException {
        Class<?> twinType = l.twin.type();
        List<Object> parts = new ArrayList<>();
        if (value.getClass().isRecord()) {
            for (java.lang.reflect.RecordComponent c : value.getClass().getRecordComponents()) {
                java.lang.reflect.Method accessor = c.getAccessor();
                accessor.setAccessible(true);
                parts.add(accessor.invoke(value));
            }
        } else {
            for (java.lang.reflect.Field f : value.getClass().getDeclaredFields()) {
                int mods = f.getModifiers();
                if (!java.lang.reflect.Modifier.isStatic(mods) && !java.lang.reflect.Modifier.isTransient(mods)
                        && !f.isSynthetic()) {
                    f.setAccessible(true);
                    parts.add(f.get(value));
                }
            }
        }
        Object twin;
        if (twinType.isRecord()) {
            java.lang.reflect.RecordComponent[] components = twinType.getRecordComponents();
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                Object part = parts.get(i);
                if (part != null && !(types[i].isPrimitive() || types[i].isInstance(part))) {
                    throw new IllegalStateException("the twin's component " + components[i] + " cannot hold a "
                            + part.getClass().getName());
                }
            }
            twin = twinType.getDeclaredConstructor(types).newInstance(parts.toArray());
        } else {
            twin = twinType.getDeclaredConstructor().newInstance();
            java.lang.reflect.Field[] fields = twinType.getDeclaredFields();
            for (int i = 0; i < fields.length; i++) {
                fields[i].set(twin, parts.get(i));
            }
        }
        byte[] hand = l.twin.toByteArray(twin);
        if (!java.util.Arrays.equals(bytes, hand)) {
            int at = java.util.Arrays.mismatch(bytes, hand);
            // Objects of references = true types reached through type arguments were once a cause (a
            // generic marshaller opened no identity scope): kept apart, should it come back, so it cannot
            // hide another.
            boolean identity = Inspector.inspect(l.twin, hand).toText().contains("-> object #");
            fail(l, "twin", "writes other bytes than its non-generic twin " + twinType.getName() + ": " + bytes.length
                    + " and " + hand.length + " bytes, first difference at offset " + at, value, "",
                    "twin: bytes differ from the substituted type's" + (identity ? ", with back references" : ""));
            return;
        }
        compare(l, value, l.instance.fromByteArray(hand), marshalled, "the twin's bytes");
    }

    private void compare(Loaded l, Object original, Object copy, Set<String> marshalled, String what) {
        String diff = new DeepEquals(set, marshalled).diff(original, copy, Bindings.raw(l.type).getSimpleName());
        if (diff != null) {
            // Grouped by how it differs, not where: one bug shows in many fields and types.
            String shape = diff.substring(diff.indexOf(": ") + 2).replaceAll("[0-9]+", "N");
            fail(l, "roundtrip", what + " differs at " + diff, original, "",
                    "roundtrip: " + shape.substring(0, Math.min(60, shape.length())));
        }
    }

    private void fail(Loaded l, String kind, String summary, Object value) {
        fail(l, kind, summary, value, "");
    }

    private void fail(Loaded l, String kind, String summary, Object value, String stack) {
        fail(l, kind, summary, value, stack, null);
    }

    private void fail(Loaded l, String kind, String summary, Object value, String stack, String signature) {
        String declaration = set.sources().stream().filter(s -> s.qualifiedName().equals(l.decl.top().canonical()))
                .map(DeclarationSet.Source::text).findFirst().orElse("?");
        Finding f = new Finding(set.seed(), kind, l.label() + ": " + summary,
                "declaration:\n" + declaration + "value: " + DeepEquals.show(value) + "\n" + stack);
        findings.add(signature == null ? f : new Finding(f.seed(), kind, f.summary(), f.detail(), signature));
    }

    static String root(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String message = t.getClass().getName() + ": " + t.getMessage();
        return message.length() > 300 ? message.substring(0, 300) + "…" : message;
    }

    static String stack(Throwable e) {
        StringWriter out = new StringWriter();
        e.printStackTrace(new PrintWriter(out));
        String[] lines = out.toString().split("\n");
        return String.join("\n", java.util.Arrays.copyOf(lines, Math.min(lines.length, 25))) + "\n";
    }
}
