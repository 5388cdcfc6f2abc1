package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeVariableName;
import com.squareup.javapoet.WildcardTypeName;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.schema.GeneratedNames;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.util.Elements;

/**
 * The simple names a generated file has in scope as types or packages, which no identifier it
 * introduces may take (see {@link Identifiers}): the types of {@code java.lang}, every type the
 * model mentions (its own package's among them) and its package's first part, the runtime's
 * types, a generic type's parameters, and the class's public members. The other types of the
 * marshaller's package are not listed: the file does not name them, and listing a package's
 * members makes javac compile whatever sources it finds for them.
 */
final class ScopeNames {
    /** Members of every generated class that its own code names unqualified. */
    private static final Set<String> OWN_MEMBERS = Set.of(GeneratedNames.INSTANCE, GeneratedNames.SCHEMA,
            GeneratedNames.PROVIDER);

    private ScopeNames() {
    }

    /** What a file for {@code model} can be told in advance. */
    static Set<String> initial(TypeModel model, Elements elements) {
        Set<String> names = new HashSet<>(OWN_MEMBERS);
        addPackage(elements.getPackageElement("java.lang"), names);
        Set<ClassName> types = new HashSet<>(RuntimeApi.TYPES);
        collect(model, types, new IdentityHashMap<>());
        for (ClassName type : types) {
            names.add(type.simpleNames().get(0));
            String root = type.packageName().isEmpty() ? type.simpleNames().get(0) : type.packageName().split("\\.")[0];
            names.add(root);
        }
        names.add("java");
        names.add("javax");
        // A generic type's parameters are types in the scope of the whole class: no nested class
        // the file declares (the holder of parameterized marshallers) may take one's name.
        names.addAll(model.typeParameters());
        return names;
    }

    /**
     * The names a finished file imports, and the first parts of their packages: the types the
     * codecs bring in themselves (an {@code ArrayList}, a {@code Map.Entry}).
     */
    static Set<String> imported(JavaFile file) {
        Set<String> names = new HashSet<>();
        for (String line : file.toString().split("\n")) {
            if (line.startsWith("import ") && line.endsWith(";") && !line.startsWith("import static ")) {
                String name = line.substring("import ".length(), line.length() - 1).trim();
                names.add(name.substring(name.lastIndexOf('.') + 1));
                names.add(name.split("\\.")[0]);
            }
        }
        return names;
    }

    /**
     * The names of {@code java.lang} types the file uses as simple names that a type of the
     * marshaller's own package also has ({@code p.String}, {@code p.Override}): a type of the
     * package comes before {@code java.lang}, so these must be written qualified.
     */
    static Set<String> shadowedJavaLang(JavaFile file, Elements elements) {
        Set<String> javaLang = new HashSet<>();
        addPackage(elements.getPackageElement("java.lang"), javaLang);
        Set<String> shadowed = new HashSet<>();
        String prefix = file.packageName.isEmpty() ? "" : file.packageName + ".";
        for (String token : file.toString().split("[^\\p{L}\\p{N}_$]+")) {
            if (javaLang.contains(token) && !shadowed.contains(token)
                    && elements.getTypeElement(prefix + token) != null) {
                shadowed.add(token);
            }
        }
        return shadowed;
    }

    private static void addPackage(PackageElement pkg, Set<String> names) {
        if (pkg == null) {
            return;
        }
        for (Element e : pkg.getEnclosedElements()) {
            if (e.getKind().isClass() || e.getKind().isInterface() || e.getKind() == ElementKind.RECORD) {
                names.add(e.getSimpleName().toString());
            }
        }
    }

    /**
     * Every class name reachable from {@code node}: the model is records of records, lists and
     * JavaPoet type names, walked generically so that a new component cannot be forgotten here.
     */
    private static void collect(Object node, Set<ClassName> out, Map<Object, Boolean> seen) {
        if (node == null || node instanceof Element || seen.put(node, Boolean.TRUE) != null) {
            return;
        }
        if (node instanceof ClassName c) {
            out.add(c);
            collect(c.enclosingClassName(), out, seen);
        } else if (node instanceof ParameterizedTypeName p) {
            collect(p.rawType, out, seen);
            p.typeArguments.forEach(t -> collect(t, out, seen));
        } else if (node instanceof ArrayTypeName a) {
            collect(a.componentType, out, seen);
        } else if (node instanceof WildcardTypeName w) {
            w.upperBounds.forEach(t -> collect(t, out, seen));
            w.lowerBounds.forEach(t -> collect(t, out, seen));
        } else if (node instanceof TypeVariableName v) {
            v.bounds.forEach(t -> collect(t, out, seen));
        } else if (node instanceof Collection<?> items) {
            items.forEach(t -> collect(t, out, seen));
        } else if (node instanceof Record record) {
            for (RecordComponent component : record.getClass().getRecordComponents()) {
                try {
                    collect(component.getAccessor().invoke(record), out, seen);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read " + component, e);
                }
            }
        }
    }
}
