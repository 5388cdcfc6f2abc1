package dev.marshalled.processor;

import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.processor.diagnostics.Reporter;
import dev.marshalled.schema.GeneratedNames;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * In a named module the {@code META-INF/services} file is ignored: {@code ServiceLoader} finds
 * only the providers that {@code module-info.java} declares. The processor cannot edit that
 * file, so it checks it and, where a generated provider is missing, reports the one line that
 * declares them all (a module may name a service in one {@code provides} only).
 */
final class ModuleProviders {
    private final Elements elements;
    private final String service;

    ModuleProviders(Elements elements, String service) {
        this.elements = elements;
        this.service = service;
    }

    /** @param providers binary names of the generated providers ({@link GeneratedNames#providerName}) */
    void check(Set<String> providers, Reporter reporter) {
        Map<ModuleElement, Set<String>> byModule = new LinkedHashMap<>();
        for (String provider : providers) {
            // The provider is a nested class of its marshaller, whose own name may hold a '$'.
            String marshaller = provider.substring(0, provider.lastIndexOf('$'));
            TypeElement type = elements.getTypeElement(marshaller);
            ModuleElement module = type == null ? null : elements.getModuleOf(type);
            if (module != null && !module.isUnnamed()) {
                byModule.computeIfAbsent(module, m -> new TreeSet<>()).add(marshaller + "." + GeneratedNames.PROVIDER);
            }
        }
        for (Map.Entry<ModuleElement, Set<String>> entry : byModule.entrySet()) {
            ModuleElement module = entry.getKey();
            Set<String> declared = declared(module);
            Set<String> missing = new TreeSet<>(entry.getValue());
            missing.removeAll(declared);
            if (!missing.isEmpty()) {
                Set<String> all = new TreeSet<>(declared);
                all.addAll(entry.getValue());
                reporter.report(module, Message.MODULE_PROVIDES_MISSING, module.getQualifiedName(),
                        String.join(", ", missing), service, String.join(", ", all));
            }
        }
    }

    private Set<String> declared(ModuleElement module) {
        Set<String> names = new TreeSet<>();
        for (ModuleElement.ProvidesDirective provides : ElementFilter.providesIn(module.getDirectives())) {
            if (provides.getService().getQualifiedName().contentEquals(service)) {
                for (TypeElement implementation : provides.getImplementations()) {
                    names.add(implementation.getQualifiedName().toString());
                }
            }
        }
        return names;
    }
}
