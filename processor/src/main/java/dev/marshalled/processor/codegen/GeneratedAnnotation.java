package dev.marshalled.processor.codegen;

import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Whether a generated class may carry {@code @javax.annotation.processing.Generated}. That type
 * lives in module {@code java.compiler}, which the unnamed module reads but a named module
 * reads only if it requires it (directly, or through a {@code requires transitive} such as
 * {@code java.se}'s). A user's module should not need {@code requires java.compiler} for an
 * annotation it never asked for, so there the generated class goes without it.
 *
 * <p>The question goes through {@link Elements#getTypeElement(ModuleElement, CharSequence)},
 * which answers as seen from the module. Reading the module's directives instead would make
 * javac resolve its {@code provides} clauses before the providers they name are generated.
 */
final class GeneratedAnnotation {
    private static final String NAME = "javax.annotation.processing.Generated";

    private GeneratedAnnotation() {
    }

    /** @return true if the module of {@code type} can see {@code javax.annotation.processing.Generated} */
    static boolean readableFrom(TypeElement type, Elements elements) {
        ModuleElement module = elements.getModuleOf(type);
        return module == null || module.isUnnamed() || elements.getTypeElement(module, NAME) != null;
    }
}
