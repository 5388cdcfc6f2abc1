package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Guards the shape of the generated code: each input in {@code src/test/resources/golden}
 * (compiled with the other inputs it names, space-separated) must generate exactly the committed
 * marshaller next to it. After an intended change, run
 * {@code mvn -pl processor -am test -Dgolden.update=true} and review the diff.
 */
class GoldenFilesTest {
    /** The widest line generated code may have, as a reviewer reads it. */
    private static final int LINE_WIDTH = 120;

    @ParameterizedTest
    @CsvSource({
        "Trade, TradeMarshaller",
        "MarketData, MarketDataMarshaller",
        "Account, Account_HolderMarshaller",
        "Library, LibraryMarshaller",
        "Order, OrderMarshaller",
        "Profile, ProfileMarshaller",
        "Page, PageMarshaller",
        "Catalog Page, CatalogMarshaller",
    })
    void generatedSourceMatchesGoldenFile(String inputs, String marshaller) throws IOException {
        JavaFileObject[] sources = Arrays.stream(inputs.split(" "))
                .map(input -> JavaFileObjects.forResource("golden/" + input + ".java"))
                .toArray(JavaFileObject[]::new);
        Compilation compilation = Compile.compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
        String actual = compilation.generatedSourceFile("golden." + marshaller).orElseThrow()
                .getCharContent(false).toString();
        String resource = "golden/" + marshaller + ".java.txt";
        if (Boolean.getBoolean("golden.update")) {
            Path file = Path.of("src/test/resources", resource);
            Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        assertEquals(read(resource), actual, "generated " + marshaller + " differs from " + resource);
        String[] lines = actual.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            assertTrue(lines[i].length() <= LINE_WIDTH, marshaller + " line " + (i + 1) + " is "
                    + lines[i].length() + " characters wide, over " + LINE_WIDTH + ": " + lines[i]);
        }
    }

    private static String read(String resource) throws IOException {
        try (InputStream in = GoldenFilesTest.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("missing golden file " + resource + "; create it with -Dgolden.update=true");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
