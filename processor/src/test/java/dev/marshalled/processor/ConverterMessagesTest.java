package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.marshalled.processor.Compile.compile;
import static dev.marshalled.processor.Compile.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The rules for {@code @ConvertWith}: each broken one is an error on the declaration that names the converter. */
class ConverterMessagesTest {
    /** A type from a library the model cannot annotate. */
    private static final JavaFileObject MONEY = source("lib.Money", """
            package lib;
            public final class Money {
                public final long cents;
                public Money(long cents) { this.cents = cents; }
            }
            """);

    private static final JavaFileObject MONEY_CONVERTER = source("test.MoneyConverter", """
            package test;
            import dev.marshalled.WireConverter;
            public final class MoneyConverter implements WireConverter<lib.Money, Long> {
                public Long toWire(lib.Money value) { return value.cents; }
                public lib.Money fromWire(Long wire) { return new lib.Money(wire); }
            }
            """);

    @Test
    void aConvertedFieldCompilesAndWritesTheWireType() throws Exception {
        JavaFileObject file = source("test.Priced", """
                package test;
                import dev.marshalled.ConvertWith;
                import dev.marshalled.Marshalled;
                @Marshalled
                @ConvertWith(MoneyConverter.class)
                public record Priced(String sku, lib.Money price, java.util.List<lib.Money> history) {}
                """);
        Compilation compilation = compile(MONEY, MONEY_CONVERTER, file);
        assertThat(compilation).succeededWithoutWarnings();
        String code = compilation.generatedSourceFile("test.PricedMarshaller").orElseThrow().getCharContent(false)
                .toString();
        assertTrue(code.contains("MONEY_CONVERTER.toWire("), code);
        assertTrue(code.contains("MONEY_CONVERTER.fromWire("), code);
        assertTrue(code.contains("WireSchema.Field.boxed(\"price\", WireSchema.Kind.LONG, \"Long\")"), code);
    }

    @Test
    void converterWithTypeVariables() {
        JavaFileObject converter = source("test.AnyConverter", """
                package test;
                import dev.marshalled.WireConverter;
                public class AnyConverter<T> implements WireConverter<T, String> {
                    public String toWire(T value) { return value.toString(); }
                    public T fromWire(String wire) { return null; }
                }
                """);
        JavaFileObject file = source("test.ErroneousGeneric", """
                package test;
                import dev.marshalled.ConvertWith;
                import dev.marshalled.Marshalled;
                @Marshalled
                @ConvertWith(AnyConverter.class)
                public record ErroneousGeneric(lib.Money price) {}
                """);
        // javac itself refuses the class literal of a generic converter, on the annotation.
        Compilation compilation = compile(MONEY, converter, file);
        assertThat(compilation).hadErrorContaining("incompatible types").inFile(file).onLine(5);
    }

    @Test
    void converterWithoutPublicConstructor() {
        JavaFileObject converter = source("other.HiddenConverter", """
                package other;
                import dev.marshalled.WireConverter;
                public final class HiddenConverter implements WireConverter<lib.Money, Long> {
                    private HiddenConverter() {}
                    public Long toWire(lib.Money value) { return value.cents; }
                    public lib.Money fromWire(Long wire) { return new lib.Money(wire); }
                }
                """);
        JavaFileObject file = source("test.ErroneousHidden", """
                package test;
                import dev.marshalled.ConvertWith;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousHidden {
                    @ConvertWith(other.HiddenConverter.class)
                    lib.Money price;
                }
                """);
        Compilation compilation = compile(MONEY, converter, file);
        assertThat(compilation).hadErrorContaining(
                "converter other.HiddenConverter cannot be created by the generated marshallers of package test: make it"
                        + " a non-abstract class, public (or in that package), top-level or static, with a public"
                        + " no-argument constructor").inFile(file).onLine(7);
        // The field is not reported a second time as an unsupported type.
        assertEquals(1, compilation.errors().size(), compilation.errors()::toString);
    }

    @Test
    void converterToAnUnsupportedType() {
        JavaFileObject converter = source("test.ThreadConverter", """
                package test;
                import dev.marshalled.WireConverter;
                public final class ThreadConverter implements WireConverter<lib.Money, Thread> {
                    public Thread toWire(lib.Money value) { return null; }
                    public lib.Money fromWire(Thread wire) { return null; }
                }
                """);
        JavaFileObject file = source("test.ErroneousWire", """
                package test;
                import dev.marshalled.ConvertWith;
                import dev.marshalled.Marshalled;
                @Marshalled
                @ConvertWith(ThreadConverter.class)
                public record ErroneousWire(lib.Money price) {}
                """);
        Compilation compilation = compile(MONEY, converter, file);
        assertThat(compilation).hadErrorContaining(
                "converter test.ThreadConverter converts lib.Money to java.lang.Thread, which cannot go on the wire itself:"
                        + " convert to a type a @Marshalled field may have").inFile(file).onLine(6);
        assertEquals(1, compilation.errors().size(), compilation.errors()::toString);
    }

    @Test
    void twoConvertersForOneType() {
        JavaFileObject other = source("test.CentsAsText", """
                package test;
                import dev.marshalled.WireConverter;
                public final class CentsAsText implements WireConverter<lib.Money, String> {
                    public String toWire(lib.Money value) { return Long.toString(value.cents); }
                    public lib.Money fromWire(String wire) { return new lib.Money(Long.parseLong(wire)); }
                }
                """);
        JavaFileObject file = source("test.ErroneousTwice", """
                package test;
                import dev.marshalled.ConvertWith;
                import dev.marshalled.Marshalled;
                @Marshalled
                @ConvertWith({MoneyConverter.class, CentsAsText.class})
                public record ErroneousTwice(lib.Money price) {}
                """);
        Compilation compilation = compile(MONEY, MONEY_CONVERTER, other, file);
        assertThat(compilation).hadErrorContaining(
                "@ConvertWith on test.ErroneousTwice lists two converters for lib.Money, test.MoneyConverter and"
                        + " test.CentsAsText: keep one (a @ConvertWith on a type or field overrides one on its package)")
                .inFile(file).onLine(6);
    }

    @Test
    void fieldConverterForAnotherType() {
        JavaFileObject file = source("test.ErroneousMismatch", """
                package test;
                import dev.marshalled.ConvertWith;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousMismatch {
                    @ConvertWith(MoneyConverter.class)
                    String label;
                }
                """);
        Compilation compilation = compile(MONEY, MONEY_CONVERTER, file);
        assertThat(compilation).hadErrorContaining(
                "@ConvertWith on field 'label' of test.ErroneousMismatch names no converter for its type java.lang.String"
                        + " or a type inside it: list a converter whose source type appears in java.lang.String, or"
                        + " remove the annotation").inFile(file).onLine(7);
    }

    @Test
    void aPackageConverterReportedOnceForAllItsTypes() {
        JavaFileObject converter = source("test.AnyConverter", """
                package test;
                import dev.marshalled.WireConverter;
                public abstract class AnyConverter implements WireConverter<lib.Money, String> {
                    public String toWire(lib.Money value) { return value.toString(); }
                }
                """);
        JavaFileObject pkg = source("test.package-info", """
                @dev.marshalled.ConvertWith(test.AnyConverter.class)
                package test;
                """);
        JavaFileObject a = source("test.A", """
                package test;
                @dev.marshalled.Marshalled
                public record A(lib.Money price) {}
                """);
        JavaFileObject b = source("test.B", """
                package test;
                @dev.marshalled.Marshalled
                public record B(lib.Money price) {}
                """);
        Compilation compilation = compile(MONEY, converter, pkg, a, b);
        long onPackage = compilation.errors().stream()
                .filter(d -> d.getMessage(null).startsWith("converter test.AnyConverter")).count();
        assertEquals(1, onPackage, compilation.errors()::toString);
    }
}
