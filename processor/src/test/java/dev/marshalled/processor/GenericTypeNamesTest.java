package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.marshalled.processor.Compile.compile;
import static dev.marshalled.processor.Compile.source;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/**
 * The names a parameterization's schema shows for a generic type's fields: each parameter replaced
 * by its argument's name, and nothing else, even where a type in the field is called like a
 * parameter ({@code java.lang.String} in a type with a parameter {@code String}), which the
 * display name alone cannot tell apart.
 */
class GenericTypeNamesTest {

    @Test
    void aTypeCalledLikeAParameterKeepsItsNameAndTheParameterTakesItsArguments() {
        Compilation compilation = compile(source("p.Pair", """
                package p;
                @dev.marshalled.Marshalled
                public record Pair<String, Long>(java.util.List<java.lang.String> names, java.util.List<String> firsts,
                        java.util.Optional<Long> second, java.util.Map<java.lang.String, String> byName,
                        Pair<Long, java.lang.String> next) {
                }
                """), source("p.Check", """
                package p;
                import dev.marshalled.runtime.JdkMarshallers;
                import dev.marshalled.schema.WireSchema;
                public final class Check {
                    public static void check() {
                        WireSchema schema = PairMarshaller.of(JdkMarshallers.of(Integer.class),
                                JdkMarshallers.of(Byte.class)).schema();
                        String[] expected = {"List<String>", "List<Integer>", "Optional<Byte>", "Map<String,Integer>",
                            "Pair<Byte,String>"};
                        for (int i = 0; i < expected.length; i++) {
                            String shown = schema.fields().get(i).typeName().replace(" ", "");
                            if (!shown.equals(expected[i])) {
                                throw new AssertionError("field " + i + " shows " + shown + ", not " + expected[i]);
                            }
                        }
                        String element = schema.fields().get(0).parts().get(0).typeName();
                        if (!element.equals("String")) {
                            throw new AssertionError("names' element shows " + element);
                        }
                    }
                }
                """));
        assertThat(compilation).succeeded();
        Compile.runCheck(compilation, "p.Check");
    }
}
