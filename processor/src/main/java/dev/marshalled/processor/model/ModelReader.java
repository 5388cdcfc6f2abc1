package dev.marshalled.processor.model;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.model.FieldModel.Getter;
import dev.marshalled.processor.model.FieldModel.Member;
import dev.marshalled.processor.model.FieldModel.Setter;
import dev.marshalled.processor.diagnostics.Message;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
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
    private final ConverterReader converters;
    private final java.util.function.Predicate<Element> declaresValue;
    private final java.util.Set<ConverterScope.Converter> used = new java.util.LinkedHashSet<>();

    public ModelReader(Elements elements, Types types, java.util.function.Predicate<Element> declaresValue) {
        this.declaresValue = declaresValue;
        this.elements = elements;
        this.types = types;
        this.resolver = new TypeResolver(elements, types);
        this.converters = new ConverterReader(elements, types, resolver);
    }

    /** See {@link Initializers}: whether a field's declaration gives it a value, as far as {@code env} shows. */
    public static java.util.function.Predicate<Element> declaresValue(
            javax.annotation.processing.ProcessingEnvironment env) {
        return Initializers.of(env);
    }

    /**
     * A field of the model: its wire shape resolved through the converters in scope,
     * {@code @Since} and {@code @Retired} read from {@code annotated}.
     */
    private FieldModel field(String name, Element element, TypeMirror type, Getter getter, Setter setter, Member member,
            boolean polymorphic, Element annotated, Scope scope, TypeElement owner) {
        List<ConverterScope.Converter> own = converters.declaredOn(annotated, scope.pkg, scope.problems);
        if (own.isEmpty() && annotated != element) {
            own = converters.declaredOn(element, scope.pkg, scope.problems);
        }
        ConverterScope converterScope = scope.converters.within(own);
        if (owner != scope.type && !resolver.with(converterScope).resolve(type, polymorphic).ok()) {
            // An inherited field the subclass's scope cannot write may be one the class that
            // declares it converts: its type and package converters apply then (and only then,
            // so that no field that could be written before changes its bytes).
            ConverterScope declaring = scopeOf(owner, scope.pkg, new ArrayList<>()).within(own);
            if (resolver.with(declaring).resolve(type, polymorphic).ok()) {
                converterScope = declaring;
            }
        }
        ConverterScope chosen = converterScope.recording(scope.used);
        List<ConverterScope.Converter> idle = new ArrayList<>();
        for (ConverterScope.Converter converter : own) {
            if (!resolver.with(ConverterScope.NONE.within(List.of(converter))).converts(type)) {
                idle.add(converter);
            }
        }
        if (!own.isEmpty() && idle.size() == own.size()) {
            scope.problems.add(Problem.of(element, Message.CONVERTER_NOT_APPLICABLE, name, scope.type.getQualifiedName(),
                    type, type));
        } else {
            for (ConverterScope.Converter converter : idle) {
                AnnotationMirror annotation = MarshalledAnnotation.convertWith(converter.declaration());
                scope.problems.add(Problem.on(element, annotation, annotation == null ? null
                        : MarshalledAnnotation.converterValue(annotation, converter.type().canonicalName()),
                        Message.CONVERTER_NOT_USED_BY_FIELD, name, declaringType(element),
                        converter.type().canonicalName(), converter.source(), type));
            }
        }
        TypeElement hidden = unnameable(type, scope.pkg);
        java.util.Map<ClassName, String> hiddenEnums = new java.util.LinkedHashMap<>();
        if (hidden != null && onlyHiddenEnums(type, scope, hiddenEnums)) {
            // An enum the marshaller cannot name is written as any enum, by ordinal, alone or in a
            // container or Optional; generated code holds its values as Enum<?> (a List<Enum<?>>) and
            // sets the field through its handle or the constructor through a method handle.
            Resolution resolved = resolver.with(chosen).resolve(type, polymorphic);
            WireType wire = resolved.ok()
                    ? new HiddenEnums(hiddenEnums, ClassName.get(scope.type)).hide(resolved.wire()) : null;
            if (wire != null) {
                setter = setter == Setter.FIELD ? Setter.HANDLE : setter;
                return new FieldModel(name, element, wire.javaType(), Resolution.of(wire), getter,
                        setter, member, polymorphic,
                        Math.max(MarshalledAnnotation.since(annotated), MarshalledAnnotation.since(element)),
                        MarshalledAnnotation.retired(annotated) || MarshalledAnnotation.retired(element),
                        !type.getKind().isPrimitive()
                                && (MarshalledAnnotation.nonNull(annotated) || MarshalledAnnotation.nonNull(element)));
            }
        }
        Resolution resolution = hidden != null
                ? Resolution.reject(Message.TYPE_NOT_NAMEABLE, type, hidden.getQualifiedName(), access(hidden),
                        scope.pkg.isUnnamed() ? "(unnamed)" : scope.pkg.getQualifiedName(), hidden.getSimpleName(),
                        elements.getPackageOf(hidden).equals(scope.pkg) ? "package-private or public" : "public")
                : resolver.with(chosen).resolve(type, polymorphic);
        return new FieldModel(name, element, TypeName.get(type), resolution, getter, setter, member, polymorphic,
                Math.max(MarshalledAnnotation.since(annotated), MarshalledAnnotation.since(element)),
                MarshalledAnnotation.retired(annotated) || MarshalledAnnotation.retired(element),
                !type.getKind().isPrimitive()
                        && (MarshalledAnnotation.nonNull(annotated) || MarshalledAnnotation.nonNull(element)));
    }

    /** The type that declares a field: the same for every subclass that inherits it, so said once. */
    private static CharSequence declaringType(Element field) {
        return ((TypeElement) field.getEnclosingElement()).getQualifiedName();
    }

    /**
     * The first type in {@code type} (itself, an enclosing type, a type argument, an array's
     * component) that code in {@code pkg} cannot name, or null. The generated marshaller declares
     * locals and casts of a field's type, so it must be able to write every part of it.
     */
    private TypeElement unnameable(TypeMirror type, PackageElement pkg) {
        if (type.getKind() == TypeKind.ARRAY) {
            return unnameable(((javax.lang.model.type.ArrayType) type).getComponentType(), pkg);
        }
        if (type.getKind() == TypeKind.WILDCARD) {
            javax.lang.model.type.WildcardType wildcard = (javax.lang.model.type.WildcardType) type;
            TypeMirror bound = wildcard.getExtendsBound() != null ? wildcard.getExtendsBound() : wildcard.getSuperBound();
            return bound == null ? null : unnameable(bound, pkg);
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return null;
        }
        for (Element e = types.asElement(type); e instanceof TypeElement t; e = t.getEnclosingElement()) {
            if (!accessible(t, pkg)) {
                return t;
            }
        }
        for (TypeMirror arg : ((DeclaredType) type).getTypeArguments()) {
            TypeElement found = unnameable(arg, pkg);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /**
     * Whether {@code type} is an enum that generated code may reach by name through a private
     * lookup in the marshalled class: one of the marshaller's package (a private nested enum is
     * package-private to the JVM), or one whose every enclosing level is public or protected (a
     * protected nested class is public to the JVM).
     */
    private boolean reachableEnum(TypeMirror type, Scope scope) {
        if (type.getKind() != TypeKind.DECLARED || types.asElement(type).getKind() != ElementKind.ENUM) {
            return false;
        }
        TypeElement enumeration = (TypeElement) types.asElement(type);
        if (elements.getPackageOf(enumeration).equals(scope.pkg)) {
            return true;
        }
        for (Element e = enumeration; e instanceof TypeElement t; e = t.getEnclosingElement()) {
            if (!t.getModifiers().contains(Modifier.PUBLIC) && !t.getModifiers().contains(Modifier.PROTECTED)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether every part of {@code type} that the marshaller cannot name is an enum it may reach by
     * name ({@link #reachableEnum}), each put in {@code found} with its binary name.
     */
    private boolean onlyHiddenEnums(TypeMirror type, Scope scope, java.util.Map<ClassName, String> found) {
        if (type.getKind() == TypeKind.ARRAY) {
            return onlyHiddenEnums(((javax.lang.model.type.ArrayType) type).getComponentType(), scope, found);
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return unnameable(type, scope.pkg) == null;
        }
        TypeElement element = (TypeElement) types.asElement(type);
        for (Element e = element; e instanceof TypeElement t; e = t.getEnclosingElement()) {
            if (!accessible(t, scope.pkg)) {
                if (!reachableEnum(type, scope)) {
                    return false;
                }
                found.put(ClassName.get(element), elements.getBinaryName(element).toString());
                return true;
            }
        }
        List<? extends TypeMirror> arguments = ((DeclaredType) type).getTypeArguments();
        for (int i = 0; i < arguments.size(); i++) {
            int before = found.size();
            if (!onlyHiddenEnums(arguments.get(i), scope, found)) {
                return false;
            }
            // Generated code holds the argument with Enum<?> in the enum's place, which a bounded
            // parameter (T extends Comparable<T>) does not admit; EnumSet and EnumMap are held as Set and Map.
            String raw = element.getQualifiedName().toString();
            if (found.size() > before && !raw.equals("java.util.EnumSet") && !raw.equals("java.util.EnumMap")) {
                for (TypeMirror bound : element.getTypeParameters().get(i).getBounds()) {
                    if (!types.isSameType(bound, elements.getTypeElement("java.lang.Object").asType())) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** How a type hides itself from another package, in words. */
    private String access(TypeElement type) {
        return type.getModifiers().contains(Modifier.PRIVATE) ? "private"
                : type.getModifiers().contains(Modifier.PROTECTED) ? "protected in package "
                        + elements.getPackageOf(type).getQualifiedName()
                        : "package-private in package " + elements.getPackageOf(type).getQualifiedName();
    }

    /** What reading one type shares: its package, the converters of the type and package, the problems found. */
    private static final class Scope {
        final TypeElement type;
        final PackageElement pkg;
        final List<Problem> problems = new ArrayList<>();
        /** The converters the fields are written with. */
        final java.util.Set<ConverterScope.Converter> used = new java.util.LinkedHashSet<>();
        ConverterScope converters = ConverterScope.NONE;

        Scope(TypeElement type, PackageElement pkg) {
            this.type = type;
            this.pkg = pkg;
        }
    }

    /**
     * @return the model; when its fields cannot all be reached, {@link TypeModel#problems()}
     *     says why and the model is not complete
     */
    public TypeModel read(TypeElement type) {
        Scope scope = new Scope(type, elements.getPackageOf(type));
        scope.converters = scopeOf(type, scope.pkg, scope.problems);
        TypeModel model = type.getKind() == ElementKind.RECORD ? readRecord(type, scope) : readClass(type, scope);
        used.addAll(scope.used);
        return model;
    }

    /**
     * @return each converter a field of a type this reader read is written with, and the field, type or
     *     package whose {@code @ConvertWith} lists it
     */
    public java.util.Set<ConverterScope.Converter> convertersUsed() {
        return used;
    }

    /**
     * @param declaration a type or package that may carry {@code @ConvertWith}
     * @return the converters it lists that can be used (others are reported where a field uses the
     *     declaration), each with its {@code declaration}
     */
    public List<ConverterScope.Converter> usableConverters(Element declaration) {
        PackageElement pkg = elements.getPackageOf(declaration);
        List<ConverterScope.Converter> usable = new ArrayList<>();
        for (ConverterScope.Converter converter : converters.declaredOn(declaration, pkg, new ArrayList<>())) {
            if (converter.wire() != null) {
                usable.add(converter);
            }
        }
        return usable;
    }

    /**
     * The converters declared on {@code type}'s package and on {@code type} and the types that
     * enclose it, the type itself nearest; {@code pkg} is the marshaller's package, from which
     * each converter must be usable.
     */
    private ConverterScope scopeOf(TypeElement type, PackageElement pkg, List<Problem> problems) {
        ConverterScope scope = ConverterScope.NONE.within(converters.declaredOn(elements.getPackageOf(type), pkg,
                problems));
        List<TypeElement> enclosing = new ArrayList<>();
        for (Element e = type; e instanceof TypeElement t; e = t.getEnclosingElement()) {
            enclosing.add(0, t);
        }
        for (TypeElement t : enclosing) {
            scope = scope.within(converters.declaredOn(t, pkg, problems));
        }
        return scope;
    }

    private TypeModel readRecord(TypeElement type, Scope scope) {
        DeclaredType self = (DeclaredType) type.asType();
        List<FieldModel> fields = new ArrayList<>();
        List<Integer> args = new ArrayList<>();
        List<TypeName> parameters = new ArrayList<>();
        for (RecordComponentElement component : type.getRecordComponents()) {
            TypeMirror fieldType = types.asMemberOf(self, component.getAccessor()) instanceof ExecutableType accessor
                    ? accessor.getReturnType() : component.asType();
            args.add(fields.size());
            parameters.add(TypeName.get(types.erasure(fieldType)));
            Element target = diagnosticsTarget(type, component);
            boolean polymorphic = MarshalledAnnotation.polymorphic(component) || MarshalledAnnotation.polymorphic(target);
            fields.add(field(component.getSimpleName().toString(), target, fieldType, Getter.METHOD, Setter.CONSTRUCTOR,
                    null, polymorphic, component, scope, type));
        }
        return model(type, fields, args, Construction.direct(parameters), scope.problems);
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

    /**
     * A class is its fields, whatever their access: a field the marshaller's package can see is
     * used directly, any other through a {@code VarHandle}; no getter or setter is called.
     */
    private TypeModel readClass(TypeElement type, Scope scope) {
        DeclaredType self = (DeclaredType) type.asType();
        List<VariableElement> declared = instanceFields(type);
        Map<String, Integer> nameCount = new HashMap<>();
        for (VariableElement f : declared) {
            nameCount.merge(f.getSimpleName().toString(), 1, Integer::sum);
        }
        List<FieldModel> fields = new ArrayList<>();
        List<TypeMirror> fieldTypes = new ArrayList<>();
        for (VariableElement f : declared) {
            String name = f.getSimpleName().toString();
            TypeMirror fieldType = types.asMemberOf(self, f);
            TypeElement owner = (TypeElement) f.getEnclosingElement();
            int hops = ownerHops(type, owner, scope.pkg);
            // A direct access casts to the owner when a subclass hides the field, or when the field is
            // package-private or protected and a class between lies in another package, so that the
            // marshalled type does not inherit it as a member.
            boolean hidden = owner != type && (nameCount.get(name) > 1 || !f.getModifiers().contains(Modifier.PUBLIC)
                    && leavesPackage(type, owner));
            // A hidden field is reached by a cast to its owner, which must then be nameable.
            boolean direct = accessible(f, scope.pkg) && !(hidden && hops > 0);
            Member member = new Member(TypeName.get(types.erasure(owner.asType())), OwnerView.of(types, self, owner, f),
                    hops, name, TypeName.get(types.erasure(f.asType())), hidden);
            Setter setter = f.getModifiers().contains(Modifier.FINAL) ? null : direct ? Setter.FIELD : Setter.HANDLE;
            fields.add(field(name, f, fieldType, direct ? Getter.FIELD : Getter.HANDLE, setter, member,
                    MarshalledAnnotation.polymorphic(f), f, scope, owner));
            fieldTypes.add(fieldType);
        }
        Constructors.Choice choice = new Constructors(types, self, m -> accessible(m, scope.pkg), declaresValue)
                .choose(type, fields, fieldTypes, scope.problems);
        if (choice == null) {
            return model(type, fields, List.of(), Construction.direct(List.of()), scope.problems);
        }
        return model(type, choice.fields(), choice.args(), choice.construction(), scope.problems);
    }

    /**
     * The construction, through a handle when a parameter's type is an enum the marshaller cannot
     * name ({@code new} would need an argument of that type); such a parameter takes {@code Enum<?>}
     * in the enum's place ({@code List<Enum<?>>}).
     */
    private static Construction throughHandle(List<FieldModel> fields, List<Integer> args, Construction construction) {
        List<TypeName> parameterTypes = new ArrayList<>(construction.parameterTypes());
        boolean hidden = false;
        for (int p = 0; p < args.size() && p < parameterTypes.size(); p++) {
            FieldModel field = fields.get(args.get(p));
            if (field.resolution().ok() && WireType.hidesEnum(field.resolution().wire())) {
                parameterTypes.set(p, field.javaType());
                hidden = true;
            }
        }
        if (!hidden) {
            return construction;
        }
        // The method that calls the handle declares each parameter: a record's are erased, so a
        // parameterized one takes the component's own type rather than a raw one.
        for (int p = 0; p < args.size() && p < parameterTypes.size(); p++) {
            TypeName own = fields.get(args.get(p)).javaType();
            if (own instanceof com.squareup.javapoet.ParameterizedTypeName
                    && !(parameterTypes.get(p) instanceof com.squareup.javapoet.ParameterizedTypeName)) {
                parameterTypes.set(p, own);
            }
        }
        return new Construction(false, parameterTypes, construction.parameterClasses());
    }

    /** Whether a class from {@code type} up to, not including, {@code owner} lies outside {@code owner}'s package. */
    private boolean leavesPackage(TypeElement type, TypeElement owner) {
        PackageElement home = elements.getPackageOf(owner);
        for (TypeElement t = type; t != null && t != owner; t = superclassOf(t)) {
            if (!elements.getPackageOf(t).equals(home)) {
                return true;
            }
        }
        return false;
    }

    /**
     * How many {@code getSuperclass()} steps lead from {@code type} to {@code owner} when the
     * marshaller cannot name {@code owner}; 0 when it can.
     */
    private int ownerHops(TypeElement type, TypeElement owner, PackageElement pkg) {
        boolean nameable = true;
        for (Element e = owner; e instanceof TypeElement t; e = t.getEnclosingElement()) {
            nameable &= accessible(t, pkg);
        }
        if (nameable) {
            return 0;
        }
        int hops = 0;
        for (TypeElement t = type; t != null && t != owner; t = superclassOf(t)) {
            hops++;
        }
        return hops;
    }

    private TypeModel model(TypeElement type, List<FieldModel> fields, List<Integer> args, Construction construction,
            List<Problem> problems) {
        construction = throughHandle(fields, args, construction);
        if (!type.getTypeParameters().isEmpty()) {
            GenericExpansion.Endless endless = new GenericExpansion(types).endless(type);
            if (endless != null) {
                problems.add(Problem.of(endless.field(), Message.ENDLESS_PARAMETERIZATIONS,
                        endless.field().getSimpleName(), type.getQualifiedName(), endless.type(), type.getSimpleName()));
            }
        }
        java.util.Set<TypeElement> reachable = reachableTypes(type);
        boolean references = MarshalledAnnotation.references(type);
        boolean usesReferences = references;
        for (TypeElement t : reachable) {
            usesReferences |= MarshalledAnnotation.references(t);
        }
        boolean evolvable = MarshalledAnnotation.evolvable(type);
        java.util.Set<ClassName> recursiveTypes = new java.util.HashSet<>();
        for (TypeElement t : reachable) {
            if (t == type || reachableTypes(t).contains(t)) {
                recursiveTypes.add(ClassName.get(t));
            }
        }
        return new TypeModel(type, ClassName.get(type), Naming.marshallerOf(type), fields, args,
                construction, reachable.contains(type), java.util.Set.copyOf(recursiveTypes), MarshalledAnnotation.typeId(type), references, usesReferences, evolvable,
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
        return superclassOf(types, type);
    }

    /** The superclass of {@code type}, or null for one of {@code Object}'s direct subclasses. */
    static TypeElement superclassOf(Types types, TypeElement type) {
        TypeMirror sup = type.getSuperclass();
        if (sup.getKind() != TypeKind.DECLARED) {
            return null;
        }
        TypeElement element = (TypeElement) types.asElement(sup);
        return element.getQualifiedName().contentEquals("java.lang.Object") ? null : element;
    }

    /** Whether code in {@code pkg} may use {@code member}. */
    boolean accessible(Element member, PackageElement pkg) {
        if (member.getModifiers().contains(Modifier.PUBLIC)) {
            return true;
        }
        if (member.getModifiers().contains(Modifier.PRIVATE)) {
            return false;
        }
        return elements.getPackageOf(member).equals(pkg);
    }
}
