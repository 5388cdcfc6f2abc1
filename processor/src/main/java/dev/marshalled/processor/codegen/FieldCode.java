package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.model.FieldModel;

/** The value of a field that is absent. */
final class FieldCode {
    private FieldCode() {
    }

    /** The value a retired or absent field has: 0, false or null, typed so that it also fits overloads. */
    static CodeBlock emptyValue(FieldModel field) {
        TypeName type = field.javaType();
        if (type.equals(TypeName.BOOLEAN)) {
            return CodeBlock.of("false");
        } else if (type.equals(TypeName.BYTE) || type.equals(TypeName.SHORT) || type.equals(TypeName.CHAR)) {
            return CodeBlock.of("($T) 0", type);
        } else if (type.equals(TypeName.INT)) {
            return CodeBlock.of("0");
        } else if (type.equals(TypeName.LONG)) {
            return CodeBlock.of("0L");
        } else if (type.equals(TypeName.FLOAT)) {
            return CodeBlock.of("0F");
        } else if (type.equals(TypeName.DOUBLE)) {
            return CodeBlock.of("0D");
        }
        return CodeBlock.of("($T) null", type);
    }
}
