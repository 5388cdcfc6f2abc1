package dev.marshalled.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.marshalled.ConvertWith;
import dev.marshalled.Marshalled;
import dev.marshalled.Polymorphic;
import dev.marshalled.Retired;
import dev.marshalled.Since;
import dev.marshalled.WireConverter;
import dev.marshalled.processor.model.MarshalledAnnotation;
import dev.marshalled.processor.model.MarshalledAnnotation.Values;
import org.junit.jupiter.api.Test;

/**
 * The processor reads the annotations from mirrors, by name, so that types from class files
 * work as well as sources; this checks each name it spells against the annotations themselves.
 */
class AnnotationNamesTest {

    @Test
    void annotationTypeNames() {
        assertEquals(Marshalled.class.getName(), MarshalledAnnotation.MARSHALLED);
        assertEquals(Polymorphic.class.getName(), MarshalledAnnotation.POLYMORPHIC);
        assertEquals(Since.class.getName(), MarshalledAnnotation.SINCE);
        assertEquals(Retired.class.getName(), MarshalledAnnotation.RETIRED);
        assertEquals(ConvertWith.class.getName(), MarshalledAnnotation.CONVERT_WITH);
        assertEquals(WireConverter.class.getName(), MarshalledAnnotation.WIRE_CONVERTER);
    }

    @Test
    void memberNamesAndTypes() throws NoSuchMethodException {
        assertEquals(int.class, Marshalled.class.getMethod(Values.ID).getReturnType());
        assertEquals(boolean.class, Marshalled.class.getMethod(Values.REFERENCES).getReturnType());
        assertEquals(boolean.class, Marshalled.class.getMethod(Values.EVOLVABLE).getReturnType());
        assertEquals(Marshalled.Encoding.class, Marshalled.class.getMethod(Values.ENCODING).getReturnType());
        assertEquals(Marshalled.Encoding.COMPACT, Marshalled.Encoding.valueOf(Values.COMPACT));
        assertEquals(int.class, Since.class.getMethod(MarshalledAnnotation.SINCE_VALUE).getReturnType());
        assertEquals(Class[].class, ConvertWith.class.getMethod(MarshalledAnnotation.CONVERT_WITH_VALUE).getReturnType());
    }

    @Test
    void defaultsMatchTheAnnotation() throws NoSuchMethodException {
        assertEquals(Marshalled.NO_ID, Marshalled.class.getMethod(Values.ID).getDefaultValue());
        assertEquals(false, Marshalled.class.getMethod(Values.REFERENCES).getDefaultValue());
        assertEquals(false, Marshalled.class.getMethod(Values.EVOLVABLE).getDefaultValue());
        assertEquals(Marshalled.Encoding.FIXED, Marshalled.class.getMethod(Values.ENCODING).getDefaultValue());
    }
}
