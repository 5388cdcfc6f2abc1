package dev.marshalled.processor;

import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.util.ElementFilter;

/**
 * Makes the processor independent of its place beside Lombok on the processor path. Lombok
 * rewrites a class inside javac (constructors, final and private fields) when its own turn in a
 * round comes; a processor called before it in that round sees the class as written. So a type
 * whose declaration Lombok shapes waits one round, and is read as Lombok left it.
 */
final class LombokOrder {
    private LombokOrder() {
    }

    /**
     * @param waited the types that have waited already; {@code type} is added when it must wait
     * @return whether {@code type} should be read in the next round instead of this one
     */
    static boolean mustWait(TypeElement type, Set<String> waited) {
        return shapedByLombok(type) && waited.add(type.getQualifiedName().toString());
    }

    /** Whether Lombok annotations sit on the type, a superclass or one of their fields. */
    private static boolean shapedByLombok(TypeElement type) {
        for (Element e = type; e instanceof TypeElement t; ) {
            if (hasLombok(t)) {
                return true;
            }
            for (VariableElement field : ElementFilter.fieldsIn(t.getEnclosedElements())) {
                if (hasLombok(field)) {
                    return true;
                }
            }
            e = t.getSuperclass() instanceof DeclaredType sup ? sup.asElement() : null;
        }
        return false;
    }

    private static boolean hasLombok(Element element) {
        for (AnnotationMirror annotation : element.getAnnotationMirrors()) {
            TypeElement type = (TypeElement) annotation.getAnnotationType().asElement();
            if (type.getQualifiedName().toString().startsWith("lombok.")) {
                return true;
            }
        }
        return false;
    }
}
