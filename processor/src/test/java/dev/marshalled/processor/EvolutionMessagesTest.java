package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.marshalled.processor.Compile.compile;
import static dev.marshalled.processor.Compile.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Compile errors about @Since: text and line. */
class EvolutionMessagesTest {

    @Test
    void sinceOnATypeThatIsNotEvolvable() {
        JavaFileObject file = source("test.ErroneousSince", """
                package test;
                import dev.marshalled.*;
                @Marshalled
                public record ErroneousSince(long id,
                        @Since(2) String note) {}
                """);
        assertThat(compile(file)).hadErrorContaining("field 'note' has @Since, but test.ErroneousSince is not evolvable,"
                + " so its bytes carry no length and an older reader could not skip the new field: declare"
                + " @Marshalled(evolvable = true) before the first bytes are stored, or remove @Since")
                .inFile(file).onLine(5);
    }

    @Test
    void sinceBelowOne() {
        JavaFileObject file = source("test.ErroneousVersion", """
                package test;
                import dev.marshalled.*;
                @Marshalled(evolvable = true)
                public class ErroneousVersion {
                    public long id;
                    @Since(0) public String note;
                }
                """);
        assertThat(compile(file)).hadErrorContaining("field 'note' of test.ErroneousVersion has @Since(0), but versions"
                + " start at 1 (the fields without @Since): a field added later has @Since(2) or more")
                .inFile(file).onLine(6);
    }

    @Test
    void newerFieldBeforeAnOlderOne() {
        JavaFileObject file = source("test.ErroneousOrder", """
                package test;
                import dev.marshalled.*;
                @Marshalled(evolvable = true)
                public class ErroneousOrder {
                    @Since(3) public String email;
                    @Since(2) public int visits;
                }
                """);
        assertThat(compile(file)).hadErrorContaining("field 'visits' of test.ErroneousOrder has @Since(2) but comes after"
                + " field 'email' with version 3; fields are read in order, so a newer field can only be appended:"
                + " move 'visits' after every older field").inFile(file).onLine(6);
    }

    @Test
    void sinceOnAGenericTypeThatIsNotEvolvable() {
        JavaFileObject file = source("test.ErroneousResult", """
                package test;
                import dev.marshalled.*;
                @Marshalled
                public record ErroneousResult<T>(int code,
                        @Since(2) T data) {}
                """);
        assertThat(compile(file)).hadErrorContaining("field 'data' has @Since, but test.ErroneousResult is not"
                + " evolvable, so its bytes carry no length and an older reader could not skip the new field: declare"
                + " @Marshalled(evolvable = true) before the first bytes are stored, or remove @Since")
                .inFile(file).onLine(5);
    }

    @Test
    void aFieldOfATypeParameterBeforeAnOlderOne() {
        JavaFileObject file = source("test.ErroneousPage", """
                package test;
                import dev.marshalled.*;
                @Marshalled(evolvable = true)
                public class ErroneousPage<T> {
                    @Since(2) public java.util.List<T> items;
                    public T first;
                }
                """);
        assertThat(compile(file)).hadErrorContaining("field 'first' of test.ErroneousPage has @Since(1) but comes after"
                + " field 'items' with version 2; fields are read in order, so a newer field can only be appended:"
                + " move 'first' after every older field").inFile(file).onLine(6);
    }
}
