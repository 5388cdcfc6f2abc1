package dev.marshalled.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.codegen.RuntimeMember.Constant;
import dev.marshalled.processor.codegen.RuntimeMember.Form;
import dev.marshalled.processor.codegen.RuntimeMember.Method;
import dev.marshalled.schema.ContainerRules;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Checks every runtime type, method, constructor and constant that generated code uses against
 * the runtime itself, so that renaming or changing one in the runtime fails this build rather than
 * the compile of a user's generated code.
 */
class RuntimeApiTest {
    private static final List<String> RUNTIME_PACKAGES = List.of(RuntimeApi.PACKAGE, RuntimeApi.WIRE,
            RuntimeApi.SCHEMA_PACKAGE);

    /**
     * Loads every class of the package, so that each runtime class declared anywhere in it has
     * declared its members: none is left out by a list of where they are.
     */
    @BeforeAll
    static void loadTheWholePackage() throws IOException, URISyntaxException, ClassNotFoundException {
        Path classes = Path.of(RuntimeApi.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path codegen = classes.resolve(RuntimeApi.class.getPackageName().replace('.', '/'));
        List<String> names;
        try (Stream<Path> files = Files.list(codegen)) {
            names = files.map(file -> file.getFileName().toString()).filter(name -> name.endsWith(".class"))
                    .map(name -> name.substring(0, name.length() - ".class".length())).toList();
        }
        assertTrue(names.contains("WireCalls"), "the classes were found in " + codegen);
        for (String name : names) {
            Class.forName(RuntimeApi.class.getPackageName() + "." + name, true, RuntimeApiTest.class.getClassLoader());
        }
    }

    @Test
    void everyEntryExistsInTheRuntimeExactlyAsDescribed() {
        List<String> problems = new ArrayList<>();
        for (RuntimeMember member : RuntimeClass.declared()) {
            String problem = check(member);
            if (problem != null) {
                problems.add(problem);
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(RuntimeClass.declared().size() > 100, "entries: " + RuntimeClass.declared().size());
    }

    @Test
    void everyTypeExistsAndIsPublic() throws ClassNotFoundException {
        for (ClassName type : RuntimeApi.TYPES) {
            assertTrue(Modifier.isPublic(load(type).getModifiers()), type + " is not public");
        }
    }

    /**
     * Every runtime type an entry names, as its owner, its subject, a parameter or what it returns,
     * is one of the declared {@link RuntimeApi#TYPES}: the names a generated file keeps free for
     * them. A type named only in an entry (as {@code ArgumentRuns} once was) would let a field of
     * that name hide it.
     */
    @Test
    void everyRuntimeTypeAnEntryNamesIsDeclared() {
        Set<String> missing = new HashSet<>();
        for (RuntimeMember member : RuntimeClass.declared()) {
            List<TypeName> named = new ArrayList<>(List.of(member.owner()));
            if (member instanceof Method method) {
                named.addAll(method.declaredParameters());
                named.add(method.returns());
            } else if (member instanceof Constant constant) {
                named.add(constant.type());
            }
            for (TypeName type : named) {
                while (type instanceof ArrayTypeName array) {
                    type = array.componentType;
                }
                if (type instanceof ClassName name && RUNTIME_PACKAGES.contains(name.packageName())
                        && !RuntimeApi.TYPES.contains(name)) {
                    missing.add(name + " (in " + member + ")");
                }
            }
        }
        assertEquals(Set.of(), missing);
    }

    /** Each runtime type is declared once, and each has members that generated code calls. */
    @Test
    void everyDeclaredTypeIsDeclaredOnceAndCalled() {
        assertEquals(RuntimeApi.TYPES.size(), Set.copyOf(RuntimeApi.TYPES).size(), "declared twice: " + RuntimeApi.TYPES);
        Set<ClassName> owners = new HashSet<>();
        for (RuntimeMember member : RuntimeClass.declared()) {
            owners.add(member.owner());
        }
        for (ClassName type : RuntimeApi.TYPES) {
            assertTrue(owners.contains(type), type + " has no member generated code calls");
        }
    }

    @Test
    void entriesAreDistinct() {
        Set<String> seen = new HashSet<>();
        for (RuntimeMember member : RuntimeClass.declared()) {
            String key = member instanceof Method method
                    ? member.owner() + "." + member.name() + method.declaredParameters()
                    : member.owner() + "." + member.name();
            assertTrue(seen.add(key), "listed twice: " + key);
        }
    }

    /** The check itself must notice a wrong name, a wrong parameter, a wrong static-ness and a wrong return type. */
    @Test
    void theCheckRejectsEntriesThatDoNotMatch() {
        Method putTag = WireCalls.UNIONS.putTag;
        assertEquals(null, check(putTag));
        assertNotNull(check(new Method(putTag.owner(), "putTagg", putTag.form(), putTag.subject(),
                putTag.parameters(), putTag.returns())));
        assertNotNull(check(new Method(putTag.owner(), putTag.name(), putTag.form(), putTag.subject(),
                List.of(TypeName.LONG), putTag.returns())));
        Form otherForm = putTag.form() == Form.INSTANCE ? Form.STATIC_WITH_SUBJECT : Form.INSTANCE;
        assertNotNull(check(new Method(putTag.owner(), putTag.name(), otherForm, putTag.subject(),
                putTag.parameters(), putTag.returns())));
        assertNotNull(check(new Method(putTag.owner(), putTag.name(), putTag.form(), putTag.subject(),
                putTag.parameters(), TypeName.INT)));
        Method sizeOf = WireCalls.STRINGS.sizeOf;
        assertNotNull(check(new Method(sizeOf.owner(), sizeOf.name(), Form.INSTANCE, sizeOf.owner(),
                sizeOf.parameters(), sizeOf.returns())));
        assertNotNull(check(new Constant(RuntimeApi.UNSAFE_BUFFER, "OLD_REFERENCE", TypeName.INT)));
        assertNotNull(check(new Method(RuntimeApi.MARSHAL_EXCEPTION, "<init>", Form.CONSTRUCTOR, null,
                List.of(TypeName.INT), TypeName.VOID)));
    }

    @Test
    void theProcessorAndTheRuntimeAgreeWhichContainersHoldNull() {
        // The generated reader refuses a null where the processor's table says so; the inspector
        // where the runtime's Containers says so. They must agree for every declared type.
        for (var entry : dev.marshalled.processor.model.Container.COLLECTIONS.entrySet()) {
            String simple = entry.getKey().substring(entry.getKey().lastIndexOf('.') + 1);
            assertEquals(ContainerRules.holdsNullElements(simple + "<E>"), entry.getValue().holdsNull(),
                    entry.getKey());
        }
        for (var entry : dev.marshalled.processor.model.Container.MAPS.entrySet()) {
            String simple = entry.getKey().substring(entry.getKey().lastIndexOf('.') + 1);
            assertEquals(ContainerRules.holdsNullKeys(simple + "<K, V>"), entry.getValue().holdsNull(),
                    entry.getKey());
        }
    }

    /** @return null if {@code member} is in the runtime as described, else what differs */
    private static String check(RuntimeMember member) {
        try {
            Class<?> owner = load(member.owner());
            if (member instanceof Constant constant) {
                Field field = owner.getField(constant.name());
                int modifiers = field.getModifiers();
                if (!Modifier.isStatic(modifiers) || !Modifier.isFinal(modifiers)) {
                    return constant + ": not static final";
                }
                return sameType(field.getType(), constant.type()) ? null : constant + ": the field is " + field.getType();
            }
            Method method = (Method) member;
            Class<?>[] parameters = new Class<?>[method.declaredParameters().size()];
            for (int i = 0; i < parameters.length; i++) {
                parameters[i] = load(method.declaredParameters().get(i));
            }
            if (method.form() == Form.CONSTRUCTOR) {
                Constructor<?> constructor = owner.getConstructor(parameters);
                return Modifier.isPublic(constructor.getModifiers()) ? null : method + ": not public";
            }
            java.lang.reflect.Method found = owner.getMethod(method.name(), parameters);
            if (Modifier.isStatic(found.getModifiers()) != method.isStatic()) {
                return method + ": static is " + Modifier.isStatic(found.getModifiers());
            }
            if (method.form() == Form.INSTANCE && !method.subject().equals(method.owner())) {
                return method + ": the subject of an instance method is its owner";
            }
            if (!sameType(found.getReturnType(), method.returns())) {
                return method + ": returns " + found.getReturnType();
            }
            return null;
        } catch (ReflectiveOperationException e) {
            return member + ": " + e;
        }
    }

    private static boolean sameType(Class<?> actual, TypeName expected) {
        return TypeName.get(actual).equals(expected);
    }

    private static Class<?> load(TypeName type) throws ClassNotFoundException {
        if (type.isPrimitive()) {
            for (Class<?> primitive : List.of(boolean.class, byte.class, short.class, char.class, int.class,
                    long.class, float.class, double.class, void.class)) {
                if (TypeName.get(primitive).equals(type)) {
                    return primitive;
                }
            }
        }
        if (type instanceof com.squareup.javapoet.ArrayTypeName array) {
            return load(array.componentType).arrayType();
        }
        return Class.forName(((ClassName) type).reflectionName());
    }

    @Test
    void generatedCodeTargetsTheApiLevelOfTheRuntimeItIsBuiltWith() {
        assertEquals(dev.marshalled.runtime.wire.Versions.API, RuntimeApi.API_LEVEL,
                "the processor generates code for another runtime API level than the runtime it is built with");
    }
}
