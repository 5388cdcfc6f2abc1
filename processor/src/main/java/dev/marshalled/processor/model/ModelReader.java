package dev.marshalled.processor.model;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.model.FieldModel.Getter;
import dev.marshalled.processor.model.FieldModel.Setter;
import dev.marshalled.processor.diagnostics.Message;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads an annotated type into a {@link TypeModel}: which fields go on the wire and how the
 * generated code gets and sets each one. Field types are not judged here; the codecs do that.
 */
public final class ModelReader {
    private final Elements elements;
    private final Types types;
    private final TypeResolver resolver;

    public ModelReader(Elements elements, Types types) {
        this.elements = elements;
        this.types = types;
        this.resolver = new TypeResolver(elements, types);
    }

    /** A field of the model: its wire shape resolved, {@code @Since} and {@code @Retired} read from {@code annotated}. */
    private FieldModel field(String name, Element element, TypeMirror type, Getter getter, Setter setter,
            boolean polymorphic, Element annotated) {
        return new FieldModel(name, element, TypeName.get(type), Descriptors.of(type), resolver.resolve(type, polymorphic),
                getter, setter, polymorphic, Math.max(MarshalledAnnotation.since(annotated), MarshalledAnnotation.since(element)),
                MarshalledAnnotation.retired(annotated) || MarshalledAnnotation.retired(element));
    }

    /**
     * @return the model; when its fields cannot all be reached, {@link TypeModel#problems()}
     *     says why and the model is not complete
     */
    public TypeModel read(TypeElement type) {
        return type.getKind() == ElementKind.RECORD ? readRecord(type) : readClass(type);
    }

    private TypeModel readRecord(TypeElement type) {
        DeclaredType self = (DeclaredType) type.asType();
        List<FieldModel> fields = new ArrayList<>();
        List<Integer> args = new ArrayList<>();
        for (RecordComponentElement component : type.getRecordComponents()) {
            TypeMirror fieldType = types.asMemberOf(self, component.getAccessor()) instanceof ExecutableType accessor
                    ? accessor.getReturnType() : component.asType();
            args.add(fields.size());
            Element target = diagnosticsTarget(type, component);
            boolean polymorphic = MarshalledAnnotation.polymorphic(component) || MarshalledAnnotation.polymorphic(target);
            fields.add(field(component.getSimpleName().toString(), target, fieldType,
                    Getter.method(component.getAccessor().getSimpleName().toString()), Setter.CONSTRUCTOR, polymorphic,
                    component));
        }
        return model(type, fields, args, List.of());
    }

    /**
     * javac (17) cannot place a diagnostic on a record component, but it can on the private
     * field it declares for it, which sits at the same spot in the record header.
     */
    private static Element diagnosticsTarget(TypeElement record, RecordComponentElement component) {
        for (VariableElement field : ElementFilter.fieldsIn(record.getEnclosedElements())) {
            if (field.getSimpleName().equals(component.getSimpleName())) {
                return field;
            }
        }
        return component;
    }

    private TypeModel readClass(TypeElement type) {
        DeclaredType self = (DeclaredType) type.asType();
        PackageElement pkg = elements.getPackageOf(type);
        List<VariableElement> declared = instanceFields(type);
        Map<String, Integer> nameCount = new HashMap<>();
        for (VariableElement f : declared) {
            nameCount.merge(f.getSimpleName().toString(), 1, Integer::sum);
        }
        List<ExecutableElement> methods = ElementFilter.methodsIn(elements.getAllMembers(type));

        List<FieldModel> fields = new ArrayList<>();
        List<TypeMirror> fieldTypes = new ArrayList<>();
        List<Setter> setters = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        for (VariableElement f : declared) {
            String name = f.getSimpleName().toString();
            TypeMirror fieldType = types.asMemberOf(self, f);
            Getter getter = getterFor(f, name, fieldType, type, pkg, methods, nameCount.get(name) > 1);
            Setter setter = setterFor(f, name, fieldType, pkg, methods, self);
            if (getter == null && setter == null) {
                // One cause, one error: the constructor check below skips fields without a getter.
                problems.add(Problem.of(f, Message.FIELD_NOT_ACCESSIBLE, name, type.getQualifiedName(),
                        getterName(name, fieldType), "set" + capitalize(name), fieldType, name));
            } else if (getter == null) {
                problems.add(Problem.of(f, Message.FIELD_NOT_READABLE, name, type.getQualifiedName(),
                        getterName(name, fieldType)));
            }
            setters.add(setter);
            fields.add(field(name, f, fieldType, getter, null, MarshalledAnnotation.polymorphic(f), f));
            fieldTypes.add(fieldType);
        }

        ExecutableElement constructor = chooseConstructor(type, pkg, fields, fieldTypes, setters, problems);
        if (constructor == null) {
            return model(type, fields, List.of(), problems);
        }
        List<Integer> args = new ArrayList<>();
        for (VariableElement p : constructor.getParameters()) {
            int index = matchingField(p, fields, fieldTypes, types.asMemberOf(self, constructor),
                    constructor.getParameters().indexOf(p));
            args.add(index);
            setters.set(index, Setter.CONSTRUCTOR);
        }
        List<FieldModel> resolved = new ArrayList<>();
        for (int i = 0; i < fields.size(); i++) {
            FieldModel f = fields.get(i);
            resolved.add(f.withSetter(setters.get(i)));
        }
        return model(type, resolved, args, problems);
    }

    private TypeModel model(TypeElement type, List<FieldModel> fields, List<Integer> args, List<Problem> problems) {
        java.util.Set<TypeElement> reachable = reachableTypes(type);
        boolean references = MarshalledAnnotation.references(type);
        boolean usesReferences = references;
        for (TypeElement t : reachable) {
            usesReferences |= MarshalledAnnotation.references(t);
        }
        boolean evolvable = MarshalledAnnotation.evolvable(type);
        return new TypeModel(type, ClassName.get(type), Naming.marshallerOf(type), fields, args,
                reachable.contains(type), MarshalledAnnotation.typeId(type), references, usesReferences, evolvable,
                MarshalledAnnotation.compact(type), List.copyOf(problems));
    }

    /**
     * The {@code @Marshalled} types a value of {@code type} can contain, through the types of its
     * fields and theirs; it contains {@code type} itself if the type is recursive.
     */
    private java.util.Set<TypeElement> reachableTypes(TypeElement type) {
        java.util.Set<TypeElement> seen = new java.util.LinkedHashSet<>();
        java.util.Deque<TypeElement> todo = new java.util.ArrayDeque<>();
        todo.add(type);
        while (!todo.isEmpty()) {
            TypeElement current = todo.pop();
            for (TypeElement next : marshalledTypesIn(current)) {
                if (seen.add(next)) {
                    todo.push(next);
                }
            }
        }
        return seen;
    }

    /** The {@code @Marshalled} types mentioned by a type's wire fields, inside type arguments and arrays too. */
    private List<TypeElement> marshalledTypesIn(TypeElement type) {
        List<TypeMirror> fieldTypes = new ArrayList<>();
        if (type.getKind() == ElementKind.RECORD) {
            for (RecordComponentElement component : type.getRecordComponents()) {
                fieldTypes.add(component.asType());
            }
        } else {
            for (VariableElement field : instanceFields(type)) {
                fieldTypes.add(field.asType());
            }
        }
        List<TypeElement> found = new ArrayList<>();
        while (!fieldTypes.isEmpty()) {
            TypeMirror t = fieldTypes.remove(fieldTypes.size() - 1);
            if (t.getKind() == TypeKind.ARRAY) {
                fieldTypes.add(((javax.lang.model.type.ArrayType) t).getComponentType());
            } else if (t.getKind() == TypeKind.DECLARED) {
                DeclaredType declared = (DeclaredType) t;
                fieldTypes.addAll(declared.getTypeArguments());
                TypeElement element = (TypeElement) declared.asElement();
                if (element.getModifiers().contains(Modifier.SEALED)) {
                    found.addAll(MarshalledAnnotation.permittedLeaves(element, new ArrayList<>()));
                } else if (isMarshalled(element)) {
                    found.add(element);
                }
            }
        }
        return found;
    }

    /** Whether {@code element} carries {@code @Marshalled}, looked up by name so class files work too. */
    public static boolean isMarshalled(TypeElement element) {
        return MarshalledAnnotation.of(element) != null;
    }

    /** Instance, non-transient fields, superclass fields first, each class in declaration order. */
    private List<VariableElement> instanceFields(TypeElement type) {
        List<TypeElement> chain = new ArrayList<>();
        for (TypeElement t = type; t != null; t = superclassOf(t)) {
            chain.add(0, t);
        }
        List<VariableElement> fields = new ArrayList<>();
        for (TypeElement t : chain) {
            for (VariableElement f : ElementFilter.fieldsIn(t.getEnclosedElements())) {
                if (!f.getModifiers().contains(Modifier.STATIC) && !f.getModifiers().contains(Modifier.TRANSIENT)) {
                    fields.add(f);
                }
            }
        }
        return fields;
    }

    private TypeElement superclassOf(TypeElement type) {
        TypeMirror sup = type.getSuperclass();
        if (sup.getKind() != TypeKind.DECLARED) {
            return null;
        }
        TypeElement element = (TypeElement) types.asElement(sup);
        return element.getQualifiedName().contentEquals("java.lang.Object") ? null : element;
    }

    private Getter getterFor(VariableElement f, String name, TypeMirror fieldType, TypeElement type,
            PackageElement pkg, List<ExecutableElement> methods, boolean hidden) {
        if (accessible(f, pkg)) {
            TypeName castTo = hidden && f.getEnclosingElement() != type
                    ? TypeName.get(types.erasure(f.getEnclosingElement().asType())) : null;
            return Getter.field(name, castTo);
        }
        List<String> candidates = new ArrayList<>();
        candidates.add(getterName(name, fieldType));
        if (fieldType.getKind() == TypeKind.BOOLEAN) {
            candidates.add("get" + capitalize(name));
        }
        candidates.add(name);
        DeclaredType self = (DeclaredType) type.asType();
        for (String candidate : candidates) {
            for (ExecutableElement m : methods) {
                if (m.getSimpleName().contentEquals(candidate) && m.getParameters().isEmpty()
                        && !m.getModifiers().contains(Modifier.STATIC) && accessible(m, pkg)
                        && types.isSameType(((ExecutableType) types.asMemberOf(self, m)).getReturnType(), fieldType)) {
                    return Getter.method(candidate);
                }
            }
        }
        return null;
    }

    /** @return a field or method setter, or null if the field can only be set by a constructor */
    private Setter setterFor(VariableElement f, String name, TypeMirror fieldType, PackageElement pkg,
            List<ExecutableElement> methods, DeclaredType self) {
        if (accessible(f, pkg) && !f.getModifiers().contains(Modifier.FINAL)) {
            return new Setter(Setter.Kind.FIELD, name);
        }
        String setter = "set" + capitalize(name);
        for (ExecutableElement m : methods) {
            if (m.getSimpleName().contentEquals(setter) && m.getParameters().size() == 1
                    && !m.getModifiers().contains(Modifier.STATIC) && accessible(m, pkg)
                    && types.isSameType(((ExecutableType) types.asMemberOf(self, m)).getParameterTypes().get(0), fieldType)) {
                return new Setter(Setter.Kind.METHOD, setter);
            }
        }
        return null;
    }

    /**
     * Picks the constructor with the most parameters (the fewest for a type that keeps identity) among those whose parameters all match
     * fields by name and type and that set every field nothing else can set. Reports and
     * returns null if there is none.
     */
    private ExecutableElement chooseConstructor(TypeElement type, PackageElement pkg, List<FieldModel> fields,
            List<TypeMirror> fieldTypes, List<Setter> setters, List<Problem> problems) {
        // A type that keeps identity is best created before its fields are read, so that a
        // cycle can refer back to it: the fewest parameters win.
        boolean createFirst = MarshalledAnnotation.references(type);
        DeclaredType self = (DeclaredType) type.asType();
        List<ExecutableElement> usable = new ArrayList<>();
        for (ExecutableElement c : ElementFilter.constructorsIn(type.getEnclosedElements())) {
            if (accessible(c, pkg) && allParametersMatch(c, fields, fieldTypes, self)) {
                usable.add(c);
            }
        }
        ExecutableElement best = null;
        boolean[] bestCovered = null;
        for (ExecutableElement c : usable) {
            boolean[] covered = new boolean[fields.size()];
            ExecutableType ct = (ExecutableType) types.asMemberOf(self, c);
            for (int p = 0; p < c.getParameters().size(); p++) {
                covered[matchingField(c.getParameters().get(p), fields, fieldTypes, ct, p)] = true;
            }
            boolean complete = true;
            for (int i = 0; i < fields.size(); i++) {
                complete &= covered[i] || setters.get(i) != null;
            }
            boolean better = best == null || (createFirst
                    ? c.getParameters().size() < best.getParameters().size()
                    : c.getParameters().size() > best.getParameters().size());
            if (complete && better) {
                best = c;
                bestCovered = covered;
            }
        }
        if (best != null) {
            return best;
        }
        if (usable.isEmpty()) {
            problems.add(Problem.of(type, Message.NO_CONSTRUCTOR, type.getQualifiedName(),
                    Naming.marshallerOf(type).simpleName()));
            return null;
        }
        for (int i = 0; i < fields.size(); i++) {
            if (setters.get(i) == null && fields.get(i).getter() != null) {
                FieldModel f = fields.get(i);
                boolean isFinal = f.element().getModifiers().contains(Modifier.FINAL);
                String why = isFinal ? "final" : "private and has no setter";
                String fix = isFinal ? "or make the field non-final and not private"
                        : "or add a non-private setter " + "set" + capitalize(f.name()) + "(" + fieldTypes.get(i) + ")";
                problems.add(Problem.of(f.element(), Message.FIELD_NOT_SETTABLE, f.name(), type.getQualifiedName(), why,
                        f.name(), fieldTypes.get(i), fix));
            }
        }
        return null;
    }

    private boolean allParametersMatch(ExecutableElement c, List<FieldModel> fields, List<TypeMirror> fieldTypes,
            DeclaredType self) {
        ExecutableType ct = (ExecutableType) types.asMemberOf(self, c);
        boolean[] used = new boolean[fields.size()];
        for (int p = 0; p < c.getParameters().size(); p++) {
            int index = matchingField(c.getParameters().get(p), fields, fieldTypes, ct, p);
            if (index < 0 || used[index]) {
                return false;
            }
            used[index] = true;
        }
        return true;
    }

    /** The field a constructor parameter sets: same name and type; the most derived one if names repeat. */
    private int matchingField(VariableElement param, List<FieldModel> fields, List<TypeMirror> fieldTypes,
            TypeMirror ctorType, int position) {
        TypeMirror paramType = ((ExecutableType) ctorType).getParameterTypes().get(position);
        for (int i = fields.size() - 1; i >= 0; i--) {
            FieldModel f = fields.get(i);
            if (f.name().contentEquals(param.getSimpleName()) && types.isSameType(fieldTypes.get(i), paramType)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether code in {@code pkg} may use {@code member}. */
    private boolean accessible(Element member, PackageElement pkg) {
        if (member.getModifiers().contains(Modifier.PUBLIC)) {
            return true;
        }
        if (member.getModifiers().contains(Modifier.PRIVATE)) {
            return false;
        }
        return elements.getPackageOf(member).equals(pkg);
    }

    private static String getterName(String field, TypeMirror type) {
        return (type.getKind() == TypeKind.BOOLEAN ? "is" : "get") + capitalize(field);
    }

    private static String capitalize(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
