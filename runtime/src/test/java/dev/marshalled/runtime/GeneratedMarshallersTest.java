package dev.marshalled.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class GeneratedMarshallersTest {
    /** The shape of a generated class: a public static final INSTANCE. */
    public static final class HolderMarshaller {
        public static final Marshaller<Holder> INSTANCE = new Marshaller<>() {
            @Override
            public void write(Holder value, UnsafeBuffer buffer) {
            }

            @Override
            public Holder read(UnsafeBuffer buffer) {
                return new Holder();
            }

            @Override
            public int sizeOf(Holder value) {
                return 0;
            }

            @Override
            public WireSchema schema() {
                throw new UnsupportedOperationException();
            }

            @Override
            public Class<Holder> type() {
                return Holder.class;
            }
        };
    }

    public static final class Holder {
    }

    public static final class NotGenerated {
        public static final String INSTANCE = "no";
    }

    @Test
    void namesFollowTheTypesNesting() {
        assertEquals("com.acme.TradeMarshaller", GeneratedMarshallers.className("com.acme", List.of("Trade")));
        assertEquals("com.acme.Order_LineMarshaller", GeneratedMarshallers.className("com.acme", List.of("Order", "Line")));
        assertEquals("TopMarshaller", GeneratedMarshallers.className("", List.of("Top")));
        assertEquals("dev.marshalled.runtime.GeneratedMarshallersTest_HolderMarshaller",
                GeneratedMarshallers.className(Holder.class));
    }

    @Test
    void theInstanceOfAGeneratedClass() throws IllegalAccessException {
        assertSame(HolderMarshaller.INSTANCE, GeneratedMarshallers.instanceOf(HolderMarshaller.class));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GeneratedMarshallers.instanceOf(NotGenerated.class));
        assertTrue(e.getMessage().endsWith("NotGenerated is not a generated marshaller (a class with a public static"
                + " Marshaller INSTANCE)"), e.getMessage());
    }

    @Test
    void aTypeWithoutAGeneratedClassSaysWhatToDo() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GeneratedMarshallers.forType(String.class));
        assertEquals("java.lang.String has no generated marshaller java.lang.StringMarshaller.INSTANCE: annotate it"
                + " with @Marshalled and put marshalled-processor on the annotation-processor path", e.getMessage());
    }
}
