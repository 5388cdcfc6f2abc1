package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.marshalled.processor.Compile.compile;
import static dev.marshalled.processor.Compile.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * An annotation that no marshaller would act on is an error, with the reason and the fix, on the
 * annotation: on a field that is never written, on a field of a type no marshaller reads, a
 * {@code @Since(1)}, a converter that converts nothing it is listed for. ({@code @Polymorphic} where
 * nothing is written with a type id: {@link PolymorphismMessagesTest}.)
 */
class IgnoredAnnotationsMessagesTest {
    private static final JavaFileObject MONEY = source("lib.Money", """
            package lib;
            public final class Money {
                public final long cents;
                public Money(long cents) { this.cents = cents; }
            }
            """);

    private static final JavaFileObject MONEY_CONVERTER = source("test.MoneyConverter", """
            package test;
            public final class MoneyConverter implements dev.marshalled.WireConverter<lib.Money, Long> {
                public Long toWire(lib.Money value) { return value.cents; }
                public lib.Money fromWire(Long wire) { return new lib.Money(wire); }
            }
            """);

    private static final JavaFileObject LABEL_CONVERTER = source("test.LabelConverter", """
            package test;
            public final class LabelConverter implements dev.marshalled.WireConverter<java.util.Locale, String> {
                public String toWire(java.util.Locale value) { return value.toLanguageTag(); }
                public java.util.Locale fromWire(String wire) { return java.util.Locale.forLanguageTag(wire); }
            }
            """);

    @Test
    void staticAndTransientFields() {
        JavaFileObject file = source("test.ErroneousCounter", """
                package test;
                import dev.marshalled.*;
                @Marshalled(evolvable = true)
                public class ErroneousCounter {
                    long count;
                    @Since(2)
                    static int instances;
                    @Polymorphic transient Object cache;
                    @Retired static final String NAME = "counter";
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorCount(3);
        assertThat(compilation).hadErrorContaining("field 'instances' of test.ErroneousCounter is static, so no"
                + " marshaller writes it, and @Since on it does nothing: remove @Since, or make it an instance field")
                .inFile(file).onLine(6);
        assertThat(compilation).hadErrorContaining("field 'cache' of test.ErroneousCounter is transient, so no"
                + " marshaller writes it, and @Polymorphic on it does nothing: remove @Polymorphic, or drop transient,"
                + " so that it is written").inFile(file).onLine(8);
        assertThat(compilation).hadErrorContaining("field 'NAME' of test.ErroneousCounter is static, so no marshaller"
                + " writes it, and @Retired on it does nothing").inFile(file).onLine(9);
    }

    @Test
    void staticFieldOfAnyClass() {
        JavaFileObject file = source("test.ErroneousDefaults", """
                package test;
                public class ErroneousDefaults {
                    @dev.marshalled.ConvertWith(MoneyConverter.class)
                    static lib.Money zero = new lib.Money(0);
                }
                """);
        assertThat(compile(MONEY, MONEY_CONVERTER, file)).hadErrorContaining("field 'zero' of test.ErroneousDefaults"
                + " is static, so no marshaller writes it, and @ConvertWith on it does nothing: remove @ConvertWith,"
                + " or make it an instance field").inFile(file).onLine(3);
    }

    @Test
    void componentOfARecordThatIsNotMarshalled() {
        JavaFileObject file = source("test.ErroneousPoint", """
                package test;
                import dev.marshalled.Since;
                public record ErroneousPoint(int x,
                        @Since(2) int y) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("field 'y' of test.ErroneousPoint has @Since, but ErroneousPoint is"
                + " a record without @Marshalled, which no class can extend, so no marshaller reads the field and the"
                + " annotation does nothing: annotate ErroneousPoint with @Marshalled, or remove @Since")
                .inFile(file).onLine(4);
    }

    @Test
    void fieldOfAFinalClassThatIsNotMarshalled() {
        JavaFileObject file = source("test.ErroneousEnvelope", """
                package test;
                public final class ErroneousEnvelope {
                    @dev.marshalled.Polymorphic Object body;
                }
                """);
        assertThat(compile(file)).hadErrorContaining("field 'body' of test.ErroneousEnvelope has @Polymorphic, but"
                + " ErroneousEnvelope is a final class without @Marshalled, which no class can extend, so no"
                + " marshaller reads the field and the annotation does nothing: annotate ErroneousEnvelope with"
                + " @Marshalled, or remove @Polymorphic").inFile(file).onLine(3);
    }

    @Test
    void fieldOfASealedClassWhoseSubclassesAreNotMarshalled() {
        JavaFileObject file = source("test.ErroneousShape", """
                package test;
                public abstract sealed class ErroneousShape permits ErroneousShape.Square {
                    @dev.marshalled.Retired double area;
                    public static final class Square extends ErroneousShape {}
                }
                """);
        assertThat(compile(file)).hadErrorContaining("field 'area' of test.ErroneousShape has @Retired, but"
                + " ErroneousShape is a sealed class without @Marshalled, and no class it permits is @Marshalled or"
                + " open to others, so no marshaller reads the field").inFile(file).onLine(3);
    }

    @Test
    void enumConstantAndEnumField() {
        JavaFileObject file = source("test.ErroneousSide", """
                package test;
                import dev.marshalled.*;
                public enum ErroneousSide {
                    @Since(2) BUY,
                    SELL;
                    @Retired int code;
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorCount(2);
        assertThat(compilation).hadErrorContaining("field 'BUY' of test.ErroneousSide has @Since, but ErroneousSide is"
                + " an enum, whose values are written by their ordinals, never by their fields, so no marshaller reads"
                + " the field and the annotation does nothing: remove @Since").inFile(file).onLine(4);
        assertThat(compilation).hadErrorContaining("field 'code' of test.ErroneousSide has @Retired, but ErroneousSide"
                + " is an enum").inFile(file).onLine(6);
    }

    @Test
    void aFieldOfAClassThatCanBeExtendedMayBeReadByASubclass() {
        // A @Marshalled subclass, here or compiled elsewhere, reads the base's fields with their annotations.
        JavaFileObject base = source("test.Base", """
                package test;
                public abstract class Base {
                    @dev.marshalled.Polymorphic public Object note;
                }
                """);
        JavaFileObject sub = source("test.Sub", """
                package test;
                @dev.marshalled.Marshalled
                public class Sub extends Base {
                    public int count;
                }
                """);
        assertThat(compile(base, sub)).succeededWithoutWarnings();
    }

    @Test
    void sinceOne() {
        JavaFileObject file = source("test.ErroneousAccount", """
                package test;
                import dev.marshalled.*;
                @Marshalled(evolvable = true)
                public record ErroneousAccount(long id,
                        @Since(1) String owner, @Since(2) String currency) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("field 'owner' of test.ErroneousAccount has @Since(1), the version"
                + " every field without @Since has, so the annotation does nothing: remove it (a field added after the"
                + " first version has @Since(2) or more)").inFile(file).onLine(5);
    }

    @Test
    void aFieldConverterThatConvertsNothingInTheField() {
        JavaFileObject file = source("test.ErroneousPrice", """
                package test;
                import dev.marshalled.*;
                @Marshalled
                public class ErroneousPrice {
                    @ConvertWith({MoneyConverter.class,
                            LabelConverter.class})
                    lib.Money amount;
                }
                """);
        Compilation compilation = compile(MONEY, MONEY_CONVERTER, LABEL_CONVERTER, file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("@ConvertWith on field 'amount' of test.ErroneousPrice lists"
                + " test.LabelConverter, which converts java.util.Locale, a type that is nowhere in the field's type"
                + " lib.Money, so it does nothing: remove it from the list").inFile(file).onLine(6);
    }

    @Test
    void aTypeConverterThatNoFieldUses() {
        JavaFileObject file = source("test.ErroneousOrder", """
                package test;
                import dev.marshalled.*;
                @Marshalled
                @ConvertWith({MoneyConverter.class,
                        LabelConverter.class})
                public record ErroneousOrder(long id, lib.Money total) {}
                """);
        Compilation compilation = compile(MONEY, MONEY_CONVERTER, LABEL_CONVERTER, file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("@ConvertWith on test.ErroneousOrder lists test.LabelConverter,"
                + " which converts java.util.Locale, but no field of test.ErroneousOrder has that type or a type inside"
                + " it, so it does nothing: remove it from the list (converters for a whole model can be listed once,"
                + " on the package in package-info.java, where a converter no field uses is allowed)")
                .inFile(file).onLine(5);
    }

    @Test
    void aTypeConverterThatANestedTypeUses() {
        JavaFileObject file = source("test.Shop", """
                package test;
                import dev.marshalled.*;
                @ConvertWith({MoneyConverter.class, LabelConverter.class})
                public final class Shop {
                    @Marshalled public record Item(lib.Money price) {}
                    @Marshalled public record Tag(java.util.List<java.util.Locale> languages) {}
                }
                """);
        assertThat(compile(MONEY, MONEY_CONVERTER, LABEL_CONVERTER, file)).succeededWithoutWarnings();
        JavaFileObject unused = source("test.ErroneousShop", """
                package test;
                import dev.marshalled.*;
                @ConvertWith({MoneyConverter.class, LabelConverter.class})
                public interface ErroneousShop {
                    @Marshalled record Item(lib.Money price) {}
                }
                """);
        assertThat(compile(MONEY, MONEY_CONVERTER, LABEL_CONVERTER, unused)).hadErrorContaining("@ConvertWith on"
                + " test.ErroneousShop lists test.LabelConverter, which converts java.util.Locale, but no field of"
                + " test.ErroneousShop or of the @Marshalled types nested in it has that type").inFile(unused).onLine(3);
    }

    @Test
    void aPackageConverterThatNoFieldUsesIsAllowed() {
        JavaFileObject pkg = source("test.package-info", """
                @dev.marshalled.ConvertWith({test.MoneyConverter.class, test.LabelConverter.class})
                package test;
                """);
        JavaFileObject file = source("test.Receipt", """
                package test;
                @dev.marshalled.Marshalled
                public record Receipt(lib.Money total) {}
                """);
        assertThat(compile(MONEY, MONEY_CONVERTER, LABEL_CONVERTER, pkg, file)).succeededWithoutWarnings();
    }

    @Test
    void anEmptyConverterList() {
        JavaFileObject file = source("test.ErroneousEmpty", """
                package test;
                import dev.marshalled.*;
                @Marshalled
                @ConvertWith({})
                public record ErroneousEmpty(
                        @ConvertWith({}) long id) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorCount(2);
        assertThat(compilation).hadErrorContaining("@ConvertWith on test.ErroneousEmpty lists no converter, so it does"
                + " nothing: name the converters, e.g. @ConvertWith(MoneyConverter.class), or remove the annotation")
                .inFile(file).onLine(4);
        assertThat(compilation).hadErrorContaining("@ConvertWith on field 'id' of test.ErroneousEmpty lists no"
                + " converter").inFile(file).onLine(6);
    }
}
