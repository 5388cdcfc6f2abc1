package dev.marshalled.processor.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * Whether a generic type holds itself, directly or through other generic types, at ever larger
 * type arguments ({@code Node<T>} with a field {@code Node<List<T>>}): its parameterizations
 * would then have no end, and no schema could describe them all, so the type is refused.
 *
 * <p>Each place where a type parameter flows into another generic type's argument is an edge
 * from (declaration, parameter) to (declaration, parameter); it grows the argument when the
 * argument is more than the parameter itself. The parameterizations are endless exactly when a
 * cycle of edges has a growing one.
 */
final class GenericExpansion {
    private record Node(TypeElement type, int parameter) {
    }

    private record Edge(Node from, Node to, boolean grows, Element field, TypeMirror fieldType) {
    }

    private final Types types;
    private final Map<TypeElement, List<Edge>> edges = new HashMap<>();

    GenericExpansion(Types types) {
        this.types = types;
    }

    /**
     * @param root a generic {@code @Marshalled} type
     * @return the field of {@code root} that grows an argument on a cycle back to the parameter it
     *     starts from, with its type as a member of {@code root}, or null. A type on such a cycle whose
     *     own fields pass their parameters on as they are ({@code Wrap<X>} holding {@code Node<X>},
     *     when {@code Node<T>} holds {@code Wrap<List<T>>}) is not refused itself: the one error is on
     *     the field that grows, where its advice applies, and while that type is refused the other's
     *     marshaller, which would call its marshaller, is not written.
     */
    Endless endless(TypeElement root) {
        for (Edge start : edgesOf(root)) {
            if (start.grows() && reachable(start.to()).contains(start.from())) {
                return new Endless(start.field(), start.fieldType());
            }
        }
        return null;
    }

    /** A field and its type, for the message. */
    record Endless(Element field, TypeMirror type) {
    }

    private Set<Node> reachable(Node from) {
        Set<Node> seen = new HashSet<>();
        Deque<Node> todo = new ArrayDeque<>();
        todo.add(from);
        seen.add(from);
        while (!todo.isEmpty()) {
            Node node = todo.pop();
            for (Edge edge : edgesOf(node.type())) {
                if (edge.from().equals(node) && seen.add(edge.to())) {
                    todo.push(edge.to());
                }
            }
        }
        return seen;
    }

    private List<Edge> edgesOf(TypeElement declaration) {
        List<Edge> known = edges.get(declaration);
        if (known != null) {
            return known;
        }
        List<Edge> found = new ArrayList<>();
        edges.put(declaration, found);
        DeclaredType self = (DeclaredType) declaration.asType();
        for (TypeElement t = declaration; t != null; t = ModelReader.superclassOf(types, t)) {
            for (VariableElement field : ElementFilter.fieldsIn(t.getEnclosedElements())) {
                if (!field.getModifiers().contains(Modifier.STATIC) && !field.getModifiers().contains(Modifier.TRANSIENT)) {
                    TypeMirror type = types.asMemberOf(self, field);
                    walk(declaration, type, field, type, found);
                }
            }
        }
        return found;
    }

    /** Adds the edges of each generic {@code @Marshalled} type inside {@code type}. */
    private void walk(TypeElement declaration, TypeMirror type, Element field, TypeMirror fieldType, List<Edge> found) {
        if (type.getKind() == TypeKind.ARRAY) {
            walk(declaration, ((ArrayType) type).getComponentType(), field, fieldType, found);
            return;
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return;
        }
        DeclaredType declared = (DeclaredType) type;
        TypeElement element = (TypeElement) declared.asElement();
        List<? extends TypeMirror> args = declared.getTypeArguments();
        boolean generic = MarshalledAnnotation.of(element) != null && !element.getTypeParameters().isEmpty()
                && args.size() == element.getTypeParameters().size();
        for (int j = 0; j < args.size(); j++) {
            TypeMirror arg = args.get(j);
            if (generic) {
                for (int i : parametersIn(declaration, arg)) {
                    found.add(new Edge(new Node(declaration, i), new Node(element, j),
                            arg.getKind() != TypeKind.TYPEVAR, field, fieldType));
                }
            }
            walk(declaration, arg, field, fieldType, found);
        }
    }

    /** The positions of {@code declaration}'s type parameters that occur in {@code type}. */
    private static Set<Integer> parametersIn(TypeElement declaration, TypeMirror type) {
        Set<Integer> found = new HashSet<>();
        List<? extends TypeParameterElement> parameters = declaration.getTypeParameters();
        Deque<TypeMirror> todo = new ArrayDeque<>();
        todo.add(type);
        while (!todo.isEmpty()) {
            TypeMirror t = todo.pop();
            switch (t.getKind()) {
                case TYPEVAR -> {
                    int i = parameters.indexOf(((TypeVariable) t).asElement());
                    if (i >= 0) {
                        found.add(i);
                    }
                }
                case ARRAY -> todo.push(((ArrayType) t).getComponentType());
                case DECLARED -> todo.addAll(((DeclaredType) t).getTypeArguments());
                case WILDCARD -> {
                    WildcardType wildcard = (WildcardType) t;
                    if (wildcard.getExtendsBound() != null) {
                        todo.push(wildcard.getExtendsBound());
                    }
                    if (wildcard.getSuperBound() != null) {
                        todo.push(wildcard.getSuperBound());
                    }
                }
                default -> {
                }
            }
        }
        return found;
    }
}
