package dev.marshalled.processor.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * One declared type of a generated set, before it is printed. Mutable while the generator fills it
 * in; the harness reads only the finished set.
 */
final class Decl {
    enum Role { MARSHALLED, HOLDER, ENUM, SEALED, OPEN_INTERFACE, BOUND_INTERFACE, BASE, FOREIGN, CONVERTER }

    enum Kind { RECORD, CLASS, INTERFACE, ENUM }

    /** How a class is built, each one of the constructor routes docs/models.md describes. */
    enum Style { OPEN, FINALS, DELEGATING, FINAL_COLLECTION, TRANSIENT_ONLY }

    final String pkg;
    final String name;
    final Decl outer;
    final Role role;
    final Kind kind;
    final List<Decl> nested = new ArrayList<>();
    final List<Member> fields = new ArrayList<>();
    /** Lines printed verbatim inside the body (constructors, methods) and before it (annotations). */
    final List<String> body = new ArrayList<>();
    final List<String> annotations = new ArrayList<>();
    String access = "public";
    String modifiers = "";
    String extendsClause = "";
    String implementsClause = "";
    String permits = "";
    List<String> constants = List.of();
    Style style = Style.OPEN;
    boolean references;
    boolean evolvable;
    boolean compact;
    int id;
    Decl superclass;
    /** A marshalled class that another class extends cannot be final. */
    boolean extended;
    /** The type parameters, none for a type that is not generic. */
    final List<TypeArguments.Param> params = new ArrayList<>();
    /**
     * The superclass's type arguments when it is generic, as templates over this type's own
     * parameters ({@link TypeArguments#render}); chosen after every type is declared.
     */
    List<String> superArgs = List.of();

    Decl(String pkg, String name, Decl outer, Role role, Kind kind) {
        this.pkg = pkg;
        this.name = name;
        this.outer = outer;
        this.role = role;
        this.kind = kind;
        if (outer != null) {
            outer.nested.add(this);
        }
    }

    boolean generic() {
        return !params.isEmpty();
    }

    /** The names of the type parameters, in order. */
    List<String> paramNames() {
        return params.stream().map(TypeArguments.Param::name).toList();
    }

    /** A field or record component. */
    static final class Member {
        final String name;
        final String type;
        /**
         * The type with the declaring type's parameters as placeholders ({@link TypeArguments#render}),
         * so a subclass can spell it at its own arguments; equal to {@code type} when it names none.
         */
        String template;
        String access = "";
        boolean isFinal;
        boolean isTransient;
        boolean isStatic;
        String initializer;
        final List<String> annotations = new ArrayList<>();
        boolean retired;
        /** Whether the type needs {@code @Polymorphic}, or a converter: a field that hides this one needs them too. */
        boolean polymorphic;
        boolean converted;
        /** Whether the field is a collection whose final field construction creates. */
        boolean createdCollection;

        Member(String name, String type) {
            this.name = name;
            this.type = type;
            this.template = type;
        }

        /** A member whose type is a template over {@code owner}'s parameters. */
        static Member of(String name, String template, Decl owner) {
            Member m = new Member(name, TypeArguments.render(template, owner.paramNames()));
            m.template = template;
            return m;
        }
    }

    Decl top() {
        return outer == null ? this : outer.top();
    }

    /** Source spelling from anywhere: package, then the enclosing names. */
    String canonical() {
        return outer == null ? pkg + "." + name : outer.canonical() + "." + name;
    }

    String binary() {
        return outer == null ? pkg + "." + name : outer.binary() + "$" + name;
    }

    /** The generated marshaller's binary name: nesting joined with '_', as the processor names it. */
    String marshaller() {
        return pkg + "." + flatName() + "Marshaller";
    }

    String flatName() {
        return outer == null ? name : outer.flatName() + "_" + name;
    }

    boolean isPrivateSomewhere() {
        return access.equals("private") || (outer != null && outer.isPrivateSomewhere());
    }

    boolean isPublicChain() {
        boolean publicHere = access.equals("public") || (outer != null && outer.kind == Kind.INTERFACE);
        return publicHere && (outer == null || outer.isPublicChain());
    }

    /**
     * Whether code in package {@code pkg} outside this set's types, such as a generated marshaller,
     * may name this type: a package-private, protected or private part only from its own package.
     */
    boolean nameableIn(String pkg) {
        return isPublicChain() || (this.pkg.equals(pkg) && !isPrivateSomewhere());
    }

    /** Whether source in {@code from} (a type of this set) may name this type. */
    boolean visibleFrom(Decl from) {
        if (isPublicChain()) {
            return true;
        }
        if (!pkg.equals(from.pkg)) {
            return false;
        }
        return !isPrivateSomewhere() || top() == from.top();
    }
}
