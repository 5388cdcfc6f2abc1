package dev.marshalled.processor.validate;

import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.processor.diagnostics.Reporter;
import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.MarshalledAnnotation;
import dev.marshalled.processor.model.Problem;
import dev.marshalled.processor.model.Resolution.Rejection;
import dev.marshalled.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;

/**
 * Rules about a finished {@link TypeModel}: what the reader found (construction, converters), the
 * versions, and each field's wire shape, all reported in one round, each on its element. Code
 * generation runs only on a model that passed, so it never reports errors itself.
 */
public final class ModelChecks {
    private final Reporter reporter;

    public ModelChecks(Reporter reporter) {
        this.reporter = reporter;
    }

    /** Reports every rule the model breaks; @return true if code can be generated for it */
    public boolean check(TypeModel model) {
        int before = reporter.errorCount();
        for (Problem problem : model.problems()) {
            if (problem.annotation() != null) {
                reporter.report(problem.element(), problem.annotation(), problem.value(), problem.message(),
                        problem.args().toArray());
            } else {
                reporter.report(problem.element(), problem.message(), problem.args().toArray());
            }
        }
        checkVersions(model);
        for (FieldModel field : model.fields()) {
            Rejection rejection = field.resolution().rejection();
            if (rejection != null) {
                List<Object> args = new ArrayList<>();
                args.add(field.name());
                args.add(model.element().getQualifiedName());
                args.addAll(rejection.details());
                reporter.report(field.element(), rejection.message(), args.toArray());
            } else if (field.polymorphic() && field.resolution().ok()) {
                checkPolymorphic(model, field);
            }
        }
        return reporter.errorCount() == before;
    }

    /** {@code @Polymorphic} only where some part of the field is written with its type id. */
    private void checkPolymorphic(TypeModel model, FieldModel field) {
        PolymorphicParts parts = PolymorphicParts.of(field.wire());
        if (parts.writesTypeId()) {
            return;
        }
        AnnotationMirror annotation = MarshalledAnnotation.polymorphicAnnotation(field.element());
        CharSequence type = model.element().getQualifiedName();
        String shown = PolymorphicParts.shown(field.javaType());
        if (parts.parameters().isEmpty()) {
            reporter.report(field.element(), annotation, null, Message.POLYMORPHIC_WITHOUT_TYPE_ID, field.name(), type,
                    shown, parts.reasons());
        } else {
            String generic = model.element().getSimpleName().toString();
            String others = parts.reasons().isEmpty() ? "" : ", and " + parts.reasons();
            reporter.report(field.element(), annotation, null, Message.POLYMORPHIC_TYPE_PARAMETER, field.name(), type,
                    shown, String.join(", ", parts.parameters()), generic, generic, others);
        }
    }

    /** {@code @Since} only on evolvable types, from 1 up, and never before an older field. */
    private void checkVersions(TypeModel model) {
        FieldModel newest = null;
        CharSequence type = model.element().getQualifiedName();
        for (FieldModel f : model.fields()) {
            AnnotationMirror since = MarshalledAnnotation.sinceAnnotation(f.element());
            if (since != null && !model.evolvable()) {
                reporter.report(f.element(), since, null, Message.SINCE_NOT_EVOLVABLE, f.name(), type);
                continue;
            }
            if (f.since() < 1) {
                reporter.report(f.element(), since, null, Message.INVALID_SINCE, f.name(), type, f.since());
                continue;
            }
            if (since != null && f.since() == 1) {
                reporter.report(f.element(), since, null, Message.SINCE_ONE, f.name(), type);
            }
            if (newest != null && f.since() < newest.since()) {
                reporter.report(f.element(), Message.SINCE_OUT_OF_ORDER, f.name(), type, f.since(), newest.name(),
                        newest.since(), f.name());
            }
            if (newest == null || f.since() >= newest.since()) {
                newest = f;
            }
        }
    }
}
