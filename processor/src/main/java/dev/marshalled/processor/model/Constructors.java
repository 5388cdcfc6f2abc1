package dev.marshalled.processor.model;

import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.processor.model.FieldModel.Setter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * Chooses how reading creates an instance of a class. Any constructor will do, whatever its
 * access, if each parameter matches a field by name and the field's type is assignable to it
 * ({@code Collection<Line>} for a {@code List<Line>} field), and it sets every final field that
 * nothing else can. A constructor that sets every final field is preferred; only when there is
 * none is a final collection or map that construction already creates filled in place (where
 * the constructor made an immutable one, reading then fails with a {@code MarshalException}
 * that names the field). Among the candidates the no-argument constructor comes first, then the
 * one with the most parameters. A type that keeps identity is the exception: it prefers in-place
 * filling and the fewest parameters, so that it is created before its fields are read and a
 * cycle can refer back to it.
 */
final class Constructors {
    private final Types types;
    private final DeclaredType self;
    private final Predicate<Element> visible;
    private final Predicate<Element> declaresValue;

    /**
     * @param visible whether the marshaller's package may use a member directly
     * @param declaresValue whether a field's declaration may give it a value (see {@link Initializers})
     */
    Constructors(Types types, DeclaredType self, Predicate<Element> visible, Predicate<Element> declaresValue) {
        this.types = types;
        this.self = self;
        this.visible = visible;
        this.declaresValue = declaresValue;
    }

    /**
     * The chosen constructor, and the fields with every setter decided.
     *
     * @param args indexes into {@code fields}, one per constructor parameter
     */
    record Choice(List<FieldModel> fields, List<Integer> args, Construction construction) {
    }

    /** @return the choice, or null after adding the one problem that says what to add */
    Choice choose(TypeElement type, List<FieldModel> fields, List<TypeMirror> fieldTypes, List<Problem> problems) {
        List<Setter> setters = new ArrayList<>();
        List<Integer> finals = new ArrayList<>();
        List<Integer> unlessDeclared = new ArrayList<>();
        List<Integer> mustConstruct = new ArrayList<>();
        for (FieldModel f : fields) {
            Setter setter = f.setter();
            if (setter == null) {
                finals.add(setters.size());
            }
            if (setter == null && fillableInPlace(f)) {
                setter = Setter.IN_PLACE;
                if (!declaresValue.test(f.element())) {
                    unlessDeclared.add(setters.size());
                }
            }
            if (setter == null) {
                mustConstruct.add(setters.size());
                unlessDeclared.add(setters.size());
            }
            setters.add(setter);
        }
        boolean createFirst = MarshalledAnnotation.references(type);
        // A constructor that sets every final field itself comes first: filling a final
        // collection in place trusts that the constructor made a mutable one (List.of() is not),
        // which only a collection its declaration creates is known to be. A type that keeps
        // identity prefers to be created before its fields, as a cycle needs, where that is sound.
        ExecutableElement best = createFirst ? best(type, fields, fieldTypes, unlessDeclared, true) : null;
        if (best == null) {
            best = best(type, fields, fieldTypes, finals, false);
        }
        if (best == null) {
            best = best(type, fields, fieldTypes, unlessDeclared, createFirst);
        }
        if (best == null) {
            best = best(type, fields, fieldTypes, mustConstruct, createFirst);
        }
        if (best == null) {
            report(type, fields, fieldTypes, mustConstruct, problems);
            return null;
        }
        int[] bestArgs = parameterFields(best, fields, fieldTypes);
        List<Integer> args = new ArrayList<>();
        List<TypeName> parameterTypes = new ArrayList<>();
        List<TypeName> parameterClasses = new ArrayList<>();
        ExecutableType signature = (ExecutableType) types.asMemberOf(self, best);
        for (int p = 0; p < bestArgs.length; p++) {
            args.add(bestArgs[p]);
            setters.set(bestArgs[p], Setter.CONSTRUCTOR);
            parameterTypes.add(TypeName.get(signature.getParameterTypes().get(p)));
            parameterClasses.add(TypeName.get(types.erasure(signature.getParameterTypes().get(p))));
        }
        List<FieldModel> resolved = new ArrayList<>();
        for (int i = 0; i < fields.size(); i++) {
            resolved.add(fields.get(i).withSetter(setters.get(i)));
        }
        return new Choice(resolved, args, new Construction(visible.test(best), parameterTypes, parameterClasses));
    }

    /**
     * The constructor to read with among those whose parameters all match fields and that set
     * every field of {@code required}: the no-argument one, else the one with the most
     * parameters (the fewest when {@code fewest}).
     */
    private ExecutableElement best(TypeElement type, List<FieldModel> fields, List<TypeMirror> fieldTypes,
            List<Integer> required, boolean fewest) {
        ExecutableElement best = null;
        for (ExecutableElement c : ElementFilter.constructorsIn(type.getEnclosedElements())) {
            int[] args = parameterFields(c, fields, fieldTypes);
            if (args == null || !covers(args, required)) {
                continue;
            }
            int n = args.length;
            boolean better = best == null || best.getParameters().size() != 0 && (n == 0
                    || (fewest ? n < best.getParameters().size() : n > best.getParameters().size()));
            if (better) {
                best = c;
            }
        }
        return best;
    }

    /** A final collection or map (not an array): construction creates it, reading fills it. */
    private static boolean fillableInPlace(FieldModel field) {
        WireType wire = field.resolution().wire();
        return wire instanceof WireType.MapOf
                || wire instanceof WireType.Sequence sequence && sequence.container() != null;
    }

    private static boolean covers(int[] args, List<Integer> required) {
        for (int field : required) {
            boolean found = false;
            for (int a : args) {
                found |= a == field;
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    /** @return the field each parameter sets, or null if some parameter matches no field (or one twice) */
    private int[] parameterFields(ExecutableElement constructor, List<FieldModel> fields, List<TypeMirror> fieldTypes) {
        List<? extends VariableElement> parameters = constructor.getParameters();
        List<? extends TypeMirror> parameterTypes = ((ExecutableType) types.asMemberOf(self, constructor))
                .getParameterTypes();
        int[] args = new int[parameters.size()];
        boolean[] used = new boolean[fields.size()];
        for (int p = 0; p < parameters.size(); p++) {
            int index = -1;
            // The most derived field of that name, if a subclass hides a superclass's field.
            for (int i = fields.size() - 1; i >= 0 && index < 0; i--) {
                if (fields.get(i).name().contentEquals(parameters.get(p).getSimpleName())
                        && types.isAssignable(fieldTypes.get(i), parameterTypes.get(p))) {
                    index = i;
                }
            }
            if (index < 0 || used[index]) {
                return null;
            }
            used[index] = true;
            args[p] = index;
        }
        return args;
    }

    /** One error that names what to add: the constructor the final fields need, or any constructor. */
    private void report(TypeElement type, List<FieldModel> fields, List<TypeMirror> fieldTypes,
            List<Integer> mustConstruct, List<Problem> problems) {
        String simple = type.getSimpleName().toString();
        if (mustConstruct.isEmpty()) { // no constructor's parameters all match fields
            problems.add(Problem.of(type, Message.NO_CONSTRUCTOR, type.getQualifiedName(), simple));
            return;
        }
        List<String> names = new ArrayList<>();
        List<String> parameters = new ArrayList<>();
        for (int i : mustConstruct) {
            names.add("'" + fields.get(i).name() + "'");
            parameters.add(TypeResolver.display(fieldTypes.get(i)) + " " + fields.get(i).name());
        }
        boolean one = names.size() == 1;
        problems.add(Problem.of(type, Message.FINAL_FIELDS_NOT_CONSTRUCTED, type.getQualifiedName(), one ? "" : "s",
                String.join(", ", names), one ? "it" : "them", simple, String.join(", ", parameters), one ? "it" : "them"));
    }
}
