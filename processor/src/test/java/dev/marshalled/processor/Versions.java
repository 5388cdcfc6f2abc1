package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import dev.marshalled.runtime.Marshaller;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.util.HashMap;
import java.util.Map;
import javax.tools.JavaFileObject;

/**
 * One version of a set of classes: compiled with the processor and loaded in a class loader
 * of its own, so that two versions of {@code test.Account} can live in one test.
 */
final class Versions {
    private final ClassLoader loader;

    private Versions(ClassLoader loader) {
        this.loader = loader;
    }

    static Versions compile(JavaFileObject... sources) {
        Compilation compilation = Compile.compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
        Map<String, byte[]> classes = new HashMap<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() != JavaFileObject.Kind.CLASS) {
                continue;
            }
            String path = file.toUri().getPath();
            String name = path.substring(path.indexOf("/test/") + 1, path.length() - ".class".length()).replace('/', '.');
            try (InputStream in = file.openInputStream()) {
                classes.put(name, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new Versions(new ClassLoader(Versions.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                byte[] bytes = classes.get(name);
                if (bytes == null) {
                    throw new ClassNotFoundException(name);
                }
                return defineClass(name, bytes, 0, bytes.length);
            }
        });
    }

    Class<?> type(String name) {
        try {
            return Class.forName("test." + name, true, loader);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    @SuppressWarnings("unchecked")
    Marshaller<Object> marshaller(String name) {
        try {
            return (Marshaller<Object>) type(name + "Marshaller").getField("INSTANCE").get(null);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * The marshaller of a generic type at a parameterization: its {@code of(...)} with the
     * arguments' marshallers, e.g. {@code generic("Result", marshaller("Item"))}.
     */
    @SuppressWarnings("unchecked")
    Marshaller<Object> generic(String name, Marshaller<?>... arguments) {
        for (java.lang.reflect.Method of : type(name + "Marshaller").getMethods()) {
            if (of.getName().equals("of") && java.lang.reflect.Modifier.isStatic(of.getModifiers())
                    && of.getParameterCount() == arguments.length) {
                try {
                    return (Marshaller<Object>) of.invoke(null, (Object[]) arguments);
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            }
        }
        throw new AssertionError("no " + name + "Marshaller.of with " + arguments.length + " arguments");
    }

    /** A record through its canonical constructor (the only one with {@code args.length} parameters). */
    Object record(String name, Object... args) {
        for (Constructor<?> c : type(name).getDeclaredConstructors()) {
            if (c.getParameterCount() == args.length) {
                try {
                    return c.newInstance(args);
                } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
                    throw new AssertionError(e);
                }
            }
        }
        throw new AssertionError("no constructor with " + args.length + " parameters in " + name);
    }

    /** A class through its no-argument constructor, then fields set by name: "name", value, ... */
    Object object(String name, Object... namesAndValues) {
        try {
            Object o = type(name).getDeclaredConstructor().newInstance();
            for (int i = 0; i < namesAndValues.length; i += 2) {
                Field f = o.getClass().getDeclaredField((String) namesAndValues[i]);
                f.setAccessible(true);
                f.set(o, namesAndValues[i + 1]);
            }
            return o;
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** A record component or field value by name. */
    static Object get(Object o, String name) {
        try {
            if (o.getClass().isRecord()) {
                return o.getClass().getMethod(name).invoke(o);
            }
            Field f = o.getClass().getDeclaredField(name);
            f.setAccessible(true);
            return f.get(o);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
