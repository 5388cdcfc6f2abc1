package dev.marshalled.api;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The public API of one published module as lines of text, one per promise: a type (its kind and
 * modifiers, its type parameters and superclass), each interface it implements, each public or
 * protected constructor, method and field, with generic signatures and modifiers. A line reads
 * {@code KEY | MODIFIERS | SIGNATURE}; the key names the member as the JVM links it (erased
 * parameter types), so an overload is a line of its own.
 *
 * <p>Built by reflection over the compiled classes of the given packages (this is a test), from
 * the jar or class folder that holds a marker class. Synthetic and bridge members are left out.
 */
final class ApiDescription {
    /** Modifiers that are API; synchronized, native, strictfp, transient, volatile are not. */
    private static final int API_MODIFIERS = Modifier.PUBLIC | Modifier.PROTECTED | Modifier.STATIC
            | Modifier.FINAL | Modifier.ABSTRACT;

    private ApiDescription() {
    }

    /** Every public type of {@code packages} in the code source of {@code marker}, described. */
    static List<String> describe(Class<?> marker, Set<String> packages) {
        List<String> lines = new ArrayList<>();
        for (Class<?> type : publicTypes(marker, packages)) {
            describe(type, lines);
        }
        return lines;
    }

    /** Types by name, each top-level public type followed by its accessible member types. */
    private static List<Class<?>> publicTypes(Class<?> marker, Set<String> packages) {
        ClassLoader loader = marker.getClassLoader();
        List<Class<?>> types = new ArrayList<>();
        for (String name : classNames(marker)) {
            int dot = name.lastIndexOf('.');
            if (!packages.contains(name.substring(0, dot)) || name.endsWith("package-info")) {
                continue;
            }
            Class<?> type;
            try {
                type = Class.forName(name, false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                throw new IllegalStateException("cannot load " + name + " to describe its API", e);
            }
            if (accessible(type)) {
                types.add(type);
            }
        }
        types.sort((a, b) -> a.getName().compareTo(b.getName()));
        return types;
    }

    /** Public, or protected and nested in an accessible type; anonymous and local types never. */
    private static boolean accessible(Class<?> type) {
        if (type.isAnonymousClass() || type.isLocalClass() || type.isSynthetic()) {
            return false;
        }
        int modifiers = type.getModifiers();
        Class<?> outer = type.getDeclaringClass();
        if (outer == null) {
            return Modifier.isPublic(modifiers);
        }
        return (Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers)) && accessible(outer);
    }

    /** Class names in the jar or folder {@code marker} was loaded from (a multi-release jar's base). */
    private static List<String> classNames(Class<?> marker) {
        Path location;
        try {
            location = Path.of(marker.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        try {
            if (Files.isDirectory(location)) {
                return classNames(location);
            }
            try (FileSystem jar = FileSystems.newFileSystem(location)) {
                return classNames(jar.getPath("/"));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An entry of the jar or folder {@code marker} was loaded from. */
    static byte[] read(Class<?> marker, String entry) {
        try {
            Path location = Path.of(marker.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isDirectory(location)) {
                return Files.readAllBytes(location.resolve(entry));
            }
            try (FileSystem jar = FileSystems.newFileSystem(location)) {
                return Files.readAllBytes(jar.getPath("/", entry));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> classNames(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.map(root::relativize)
                    .map(path -> path.toString().replace('\\', '/'))
                    .filter(path -> path.endsWith(".class") && !path.startsWith("META-INF/")
                            && !path.equals("module-info.class"))
                    .map(path -> path.substring(0, path.length() - ".class".length()).replace('/', '.'))
                    .sorted()
                    .collect(Collectors.toList());
        }
    }

    private static void describe(Class<?> type, List<String> lines) {
        String name = type.getName();
        List<String> head = new ArrayList<>();
        head.add(kind(type) + typeParameters(type.getTypeParameters()));
        if (!type.isInterface() && type.getGenericSuperclass() != null) {
            head.add("extends " + type.getGenericSuperclass().getTypeName());
        }
        // Sealed is a promise of its own kind: adding it breaks subclasses, removing it breaks none.
        String modifiers = modifiers(type.getModifiers() & ~(type.isInterface() ? Modifier.ABSTRACT : 0))
                + (type.isSealed() ? " sealed" : "");
        lines.add(line(name, modifiers.strip(), String.join(" ", head)));
        for (Type itf : type.getGenericInterfaces()) {
            lines.add(line(name + " implements " + erasure(itf), "", itf.getTypeName()));
        }
        Map<String, String> members = new TreeMap<>();
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            if (api(constructor.getModifiers()) && !constructor.isSynthetic()) {
                members.put(name + "#<init>" + parameters(constructor),
                        lineRest(modifiers(constructor.getModifiers()),
                                spaced(typeParameters(constructor.getTypeParameters())) + "(" + genericParameters(constructor) + ")"
                                        + exceptions(constructor)));
            }
        }
        for (Method method : type.getDeclaredMethods()) {
            if (api(method.getModifiers()) && !method.isSynthetic() && !method.isBridge()) {
                String modifiers1 = modifiers(method.getModifiers());
                if (method.isDefault()) {
                    modifiers1 = (modifiers1 + " default").strip();
                }
                if (method.getDefaultValue() != null) {
                    // An annotation element with a default: removing the default breaks every use that omits it.
                    modifiers1 = (modifiers1 + " has-default").strip();
                }
                members.put(name + "#" + method.getName() + parameters(method),
                        lineRest(modifiers1, spaced(typeParameters(method.getTypeParameters()))
                                + method.getGenericReturnType().getTypeName() + " " + method.getName()
                                + "(" + genericParameters(method) + ")" + exceptions(method)));
            }
        }
        for (Field field : type.getDeclaredFields()) {
            if (api(field.getModifiers()) && !field.isSynthetic()) {
                members.put(name + "#" + field.getName(),
                        lineRest(modifiers(field.getModifiers()) + (field.isEnumConstant() ? " enum-constant" : ""),
                                field.getGenericType().getTypeName() + " " + field.getName()));
            }
        }
        members.forEach((key, rest) -> lines.add(key + " | " + rest));
    }

    private static boolean api(int modifiers) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
    }

    private static String kind(Class<?> type) {
        if (type.isAnnotation()) {
            return "@interface";
        }
        if (type.isInterface()) {
            return "interface";
        }
        if (type.isEnum()) {
            return "enum";
        }
        if (type.isRecord()) {
            return "record";
        }
        return "class";
    }

    private static String modifiers(int modifiers) {
        return Modifier.toString(modifiers & API_MODIFIERS);
    }

    private static String line(String key, String modifiers, String signature) {
        return key + " | " + lineRest(modifiers, signature);
    }

    private static String lineRest(String modifiers, String signature) {
        return modifiers.strip() + " | " + signature;
    }

    private static String typeParameters(TypeVariable<?>[] variables) {
        if (variables.length == 0) {
            return "";
        }
        return Arrays.stream(variables)
                .map(v -> {
                    List<String> bounds = Arrays.stream(v.getBounds())
                            .map(Type::getTypeName)
                            .filter(b -> !b.equals("java.lang.Object"))
                            .collect(Collectors.toList());
                    return bounds.isEmpty() ? v.getName() : v.getName() + " extends " + String.join(" & ", bounds);
                })
                .collect(Collectors.joining(", ", "<", ">"));
    }

    private static String spaced(String typeParameters) {
        return typeParameters.isEmpty() ? "" : typeParameters + " ";
    }

    private static String parameters(Executable executable) {
        return Arrays.stream(executable.getParameterTypes()).map(Class::getTypeName)
                .collect(Collectors.joining(",", "(", ")"));
    }

    private static String genericParameters(Executable executable) {
        Type[] types = executable.getGenericParameterTypes();
        // Inner-class constructors and enum constructors may report fewer generic than erased types.
        if (types.length != executable.getParameterCount()) {
            types = executable.getParameterTypes();
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < types.length; i++) {
            String typeName = types[i].getTypeName();
            if (i == types.length - 1 && executable.isVarArgs()) {
                typeName = typeName.substring(0, typeName.length() - 2) + "...";
            }
            names.add(typeName);
        }
        return String.join(", ", names);
    }

    private static String exceptions(Executable executable) {
        Type[] thrown = executable.getGenericExceptionTypes();
        if (thrown.length == 0) {
            return "";
        }
        // Order of the throws clause is not API.
        Set<String> names = new TreeSet<>();
        for (Type t : thrown) {
            names.add(t.getTypeName());
        }
        return " throws " + String.join(", ", names);
    }

    private static String erasure(Type type) {
        String name = type.getTypeName();
        int generic = name.indexOf('<');
        return generic < 0 ? name : name.substring(0, generic);
    }
}
