package dev.marshalled.processor.validate;

import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.processor.diagnostics.Reporter;
import dev.marshalled.processor.model.MarshalledAnnotation;
import java.util.HashMap;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/** Type ids are positive and unique within the compilation. */
public final class TypeIds {
    /** Type ids seen in this compilation, and which type has each. */
    private final Map<Integer, String> owners = new HashMap<>();

    /** Reports a bad or repeated id; @return true if the type's id is fine */
    public boolean check(TypeElement type, Reporter reporter) {
        int id = MarshalledAnnotation.typeId(type);
        if (id == 0) {
            return true;
        }
        AnnotationMirror annotation = MarshalledAnnotation.of(type);
        AnnotationValue value = MarshalledAnnotation.typeIdValue(type);
        String name = type.getQualifiedName().toString();
        if (id < 0) {
            reporter.report(type, annotation, value, Message.INVALID_TYPE_ID, name, id);
            return false;
        }
        String other = owners.putIfAbsent(id, name);
        if (other != null && !other.equals(name)) {
            reporter.report(type, annotation, value, Message.DUPLICATE_TYPE_ID, name, id, other);
            return false;
        }
        return true;
    }
}
