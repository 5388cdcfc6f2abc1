package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.marshalled.processor.Compile.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The schema lock: the file it writes, the changes it accepts, and for each change that
 * stored bytes would not survive, the compile error's text and line.
 */
class SchemaLockTest {
    @TempDir
    Path dir;
    private Path lock;

    @BeforeEach
    void setUp() {
        lock = dir.resolve("marshalled.lock");
    }

    private Compilation compile(JavaFileObject... sources) {
        return Compile.withLock(lock, false, sources);
    }

    private Compilation update(JavaFileObject... sources) {
        return Compile.withLock(lock, true, sources);
    }

    private static JavaFileObject account(String body) {
        return source("test.Account", """
                package test;
                import dev.marshalled.*;
                import java.util.List;
                """ + body);
    }

    /** Version 1 of Account, recorded in the lock. */
    private void lockVersion1() {
        assertThat(compile(account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String owner, int level, Side side) {
                    public enum Side { BUY, SELL }
                }
                """))).succeeded();
    }

    private String lockText() throws IOException {
        return Files.readString(lock);
    }

    /** @return the lock read back and shown a line per field ({@link LockBlocks}) */
    private String blocks() throws IOException {
        return LockBlocks.of(lockText());
    }

    @Test
    void firstCompileWritesTheLock() throws IOException {
        Compilation compilation = compile(account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String owner, Side side, @Since(2) List<String> tags) {
                    public enum Side { BUY, SELL }
                }
                """));
        assertThat(compilation).succeeded();
        assertThat(compilation).hadNoteContaining("marshalled.lock updated for test.Account; commit it with the change");
        // The schema JSON of the locked types, without a root, a line per field; the enum's constants in its field.
        assertEquals("""
                {
                  "about": "Marshalled schema lock: the wire layout of each @Marshalled type as last accepted, one \
                line per field in wire order. Every compile compares the types with it and fails on a change that \
                bytes already written would not survive. Commit it with the change. To accept an intended \
                incompatible change, compile once with -Amarshalled.lock.update=true; to forget a type, delete its \
                entry. See docs/evolution.md.",
                  "format": 3,
                  "root": null,
                  "types": {
                    "test.Account": {"name": "test.Account", "typeId": 4, "encoding": "fixed", "evolvable": true, \
                "references": false, "builtByConstructor": false, "recursive": false, "fields": [
                      {"name": "id", "kind": "LONG", "type": "long", "since": 1},
                      {"name": "owner", "kind": "STRING", "type": "java.lang.String", "since": 1},
                      {"name": "side", "kind": "ENUM", "type": "test.Account.Side", "qualifiedName": \
                "test.Account.Side", "since": 1, "constants": ["BUY", "SELL"]},
                      {"name": "tags", "kind": "SEQUENCE", "type": "java.util.List<java.lang.String>", "since": 2, \
                "nullElements": true, "distinct": false, "ascending": false, "parts": [{"name": "[]", "kind": \
                "STRING", "type": "java.lang.String"}]}
                    ]}
                  }
                }
                """, lockText());
        assertEquals("""
                type test.Account id=4 evolvable
                  0 id : long
                  1 owner : java.lang.String
                  2 side : test.Account.Side
                  3 tags since=2 : java.util.List<java.lang.String>

                enum test.Account.Side
                  BUY,SELL

                """, blocks());
    }

    @Test
    void compatibleChangesPassAndUpdateTheLock() throws IOException {
        lockVersion1();
        Compilation compilation = compile(account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String ownerName, @Retired int level, Side side,
                        @Since(2) String currency) {
                    public enum Side { BUY, SELL, SHORT }
                }
                """));
        assertThat(compilation).succeededWithoutWarnings();
        String text = blocks();
        assertTrue(text.contains("  1 ownerName : java.lang.String\n"), text);
        assertTrue(text.contains("  2 level retired : int\n"), text);
        assertTrue(text.contains("  4 currency since=2 : java.lang.String\n"), text);
        assertTrue(text.contains("  BUY,SELL,SHORT\n"), text);
        // Compiling the same thing again leaves the file alone and says nothing.
        long modified = Files.getLastModifiedTime(lock).toMillis();
        String before = lockText();
        Compilation again = compile(account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String ownerName, @Retired int level, Side side,
                        @Since(2) String currency) {
                    public enum Side { BUY, SELL, SHORT }
                }
                """));
        assertThat(again).succeededWithoutWarnings();
        assertEquals(0, again.notes().stream().filter(n -> n.getMessage(null).contains("schema lock")).count());
        assertEquals(before, lockText());
        assertEquals(modified, Files.getLastModifiedTime(lock).toMillis());
    }

    @Test
    void changedFieldType() throws IOException {
        lockVersion1();
        String before = lockText();
        JavaFileObject file = account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String owner,
                        long level, Side side) {
                    public enum Side { BUY, SELL }
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining("field 'level' of test.Account (slot 2) has type long, but the schema"
                + " lock " + lock + " records int there, so stored bytes would be misread: keep the old type, or keep"
                + " the old field marked @Retired and add the new one at the end with @Since(2) (the type must be"
                + " evolvable)").inFile(file).onLine(6);
        assertEquals(1, compilation.errors().size(), compilation.errors()::toString);
        assertEquals(before, lockText(), "an incompatible change leaves the lock as it was");
    }

    @Test
    void aFailedCompileLeavesTheLockAsItWasEvenWithCompatibleChangesInIt() throws IOException {
        lockVersion1();
        assertThat(compile(source("test.Quote", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled(id = 9)
                public record Quote(double bid) {}
                """), account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String owner, int level, Side side) {
                    public enum Side { BUY, SELL }
                }
                """))).succeeded();
        byte[] before = Files.readAllBytes(lock);
        long modified = Files.getLastModifiedTime(lock).toMillis();
        // One compile: Quote gains a field (rejected), Account's enum gains a constant and a new
        // type appears (both compatible on their own).
        JavaFileObject quote = source("test.Quote", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled(id = 9)
                public record Quote(double bid,
                        double ask) {}
                """);
        Compilation compilation = compile(quote, account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String ownerName, int level, Side side) {
                    public enum Side { BUY, SELL, SHORT }
                }
                """), source("test.Trade", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record Trade(long price) {}
                """));
        assertThat(compilation).hadErrorContaining("field 'ask' of test.Quote is new since the schema lock")
                .inFile(quote).onLine(5);
        assertEquals(1, compilation.errors().size(), compilation.errors()::toString);
        assertEquals(0, compilation.notes().stream().filter(n -> n.getMessage(null).contains("schema lock")).count());
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(lock)), "the lock changed:\n" + lockText());
        assertEquals(modified, Files.getLastModifiedTime(lock).toMillis());
        // The same compatible changes on their own are recorded.
        assertThat(compile(source("test.Quote", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled(id = 9)
                public record Quote(double bid) {}
                """), account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String ownerName, int level, Side side) {
                    public enum Side { BUY, SELL, SHORT }
                }
                """))).succeeded();
        assertTrue(blocks().contains("  BUY,SELL,SHORT\n"), lockText());
    }

    @Test
    void anErrorOnAnotherTypeLeavesTheLockAsItWas() throws IOException {
        lockVersion1();
        byte[] before = Files.readAllBytes(lock);
        Compilation compilation = compile(account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String owner, int level, Side side) {
                    public enum Side { BUY, SELL, SHORT }
                }
                """), source("test.Broken", """
                package test;
                @dev.marshalled.Marshalled
                public interface Broken {}
                """));
        assertThat(compilation).failed();
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(lock)), "the lock changed:\n" + lockText());
    }

    @Test
    void aChangeOfDeclaredTypeThatKeepsTheBytesPasses() throws IOException {
        assertThat(compile(source("test.Basket", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.*;
                @Marshalled
                public record Basket(List<String> items, Map<String, List<Integer>> counts, Set<Long> ids,
                        Optional<List<String>> tags) {}
                """))).succeeded();
        Compilation compilation = compile(source("test.Basket", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.*;
                @Marshalled
                public record Basket(ArrayList<String> items, TreeMap<String, Integer[]> counts, Long[] ids,
                        Optional<Deque<String>> tags) {}
                """));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).hadNoteContaining("marshalled.lock updated for test.Basket");
        assertTrue(blocks().contains("  0 items : java.util.ArrayList<java.lang.String>\n"
                + "  1 counts : java.util.TreeMap<java.lang.String,java.lang.Integer[]>\n"
                + "  2 ids : java.lang.Long[]\n"
                + "  3 tags : java.util.Optional<java.util.Deque<java.lang.String>>\n"), lockText());
    }

    @Test
    void aChangeOfDeclaredTypeThatChangesTheBytesFails() {
        assertThat(compile(source("test.Basket", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.*;
                @Marshalled
                public record Basket(List<Integer> numbers, List<String> names) {}
                """))).succeeded();
        // int[] is copied in bulk without presence bytes; a List<Integer> has one per element.
        // A List<String> and a String[][] differ in depth.
        JavaFileObject file = source("test.Basket", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.*;
                @Marshalled
                public record Basket(int[] numbers,
                        String[][] names) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining("field 'numbers' of test.Basket (slot 0) has type int[], but the"
                + " schema lock " + lock + " records java.util.List<java.lang.Integer> there").inFile(file).onLine(5);
        assertThat(compilation).hadErrorContaining("field 'names' of test.Basket (slot 1) has type"
                + " java.lang.String[][], but the schema lock " + lock + " records java.util.List<java.lang.String>"
                + " there").inFile(file).onLine(6);
        assertEquals(2, compilation.errors().size(), compilation.errors()::toString);
    }

    @Test
    void movedField() {
        lockVersion1();
        JavaFileObject file = account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, int level,
                        String owner, Side side) {
                    public enum Side { BUY, SELL }
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining("field 'level' of test.Account is at slot 1, but the schema lock "
                + lock + " has it at slot 2; fields are on the wire in declaration order, so moving one misreads"
                + " stored bytes: move it back to position 2 (renaming in place is free)").inFile(file).onLine(5);
        assertThat(compilation).hadErrorContaining("field 'owner' of test.Account is at slot 2, but the schema lock")
                .inFile(file).onLine(6);
    }

    @Test
    void swappedFieldsOfTheSameType() {
        assertThat(compile(account("""
                @Marshalled
                public record Account(int width, int height) {}
                """))).succeeded();
        JavaFileObject file = account("""
                @Marshalled
                public record Account(int height,
                        int width) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining("field 'height' of test.Account is at slot 0, but the schema lock")
                .inFile(file).onLine(5);
        assertThat(compilation).hadErrorContaining("field 'width' of test.Account is at slot 1, but the schema lock")
                .inFile(file).onLine(6);
    }

    @Test
    void removedField() {
        lockVersion1();
        JavaFileObject file = account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String owner, int level) {
                    public enum Side { BUY, SELL }
                }
                """);
        assertThat(compile(file)).hadErrorContaining("@Marshalled type test.Account has no field in slot 3, where the"
                + " schema lock " + lock + " records 'side' : test.Account.Side, so the fields after it would be"
                + " misread: put the field back and mark it @Retired, which keeps its slot and always writes it empty")
                .inFile(file).onLine(5);
    }

    @Test
    void appendedFieldWithoutSince() {
        lockVersion1();
        JavaFileObject file = account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String owner, int level, Side side,
                        String currency) {
                    public enum Side { BUY, SELL }
                }
                """);
        assertThat(compile(file)).hadErrorContaining("field 'currency' of test.Account is new since the schema lock "
                + lock + ", whose newest version of the type is 1: mark it @Since(2) so that bytes from older"
                + " versions, which end before it, give it its default").inFile(file).onLine(6);
    }

    @Test
    void appendedFieldOnATypeThatIsNotEvolvable() {
        assertThat(compile(account("""
                @Marshalled
                public record Account(long id) {}
                """))).succeeded();
        JavaFileObject file = account("""
                @Marshalled
                public record Account(long id,
                        String owner) {}
                """);
        assertThat(compile(file)).hadErrorContaining("field 'owner' of test.Account is new since the schema lock "
                + lock + ", but test.Account is not evolvable, so bytes stored without the field could not be read:"
                + " remove it, or declare evolvable = true and accept the change with -Amarshalled.lock.update=true"
                + " if no stored bytes must be read").inFile(file).onLine(6);
    }

    @Test
    void reorderedEnumConstants() {
        lockVersion1();
        JavaFileObject file = account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String owner, int level,
                        Side side) {
                    public enum Side { SELL, BUY }
                }
                """);
        assertThat(compile(file)).hadErrorContaining("field 'side' of test.Account uses enum test.Account.Side, whose"
                + " constants were BUY,SELL in the schema lock " + lock + " and are now SELL,BUY; the wire holds"
                + " ordinals, so only appending constants is safe: restore the old constants in their order and add"
                + " new ones at the end").inFile(file).onLine(6);
    }

    @Test
    void reorderedEnumThatOnlyAnAppendedFieldUses() throws IOException {
        // The enum enters the lock with the @Since field that brings it; from then on its
        // constants are held to their order like any other enum's.
        lockVersion1();
        assertThat(compile(account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String owner, int level, Side side, @Since(2) Tier tier) {
                    public enum Side { BUY, SELL }
                    public enum Tier { BASIC, GOLD }
                }
                """))).succeededWithoutWarnings();
        assertTrue(blocks().contains("enum test.Account.Tier\n  BASIC,GOLD\n"), lockText());
        JavaFileObject file = account("""
                @Marshalled(evolvable = true, id = 4)
                public record Account(long id, String owner, int level, Side side,
                        @Since(2) Tier tier) {
                    public enum Side { BUY, SELL }
                    public enum Tier { GOLD, BASIC }
                }
                """);
        assertThat(compile(file)).hadErrorContaining("field 'tier' of test.Account uses enum test.Account.Tier, whose"
                + " constants were BASIC,GOLD in the schema lock " + lock + " and are now GOLD,BASIC").inFile(file)
                .onLine(6);
    }

    @Test
    void reorderedSealedSubtypes() {
        JavaFileObject v1 = source("test.Drawing", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record Drawing(Shape shape) {
                    public sealed interface Shape permits Circle, Square {}
                    @Marshalled public record Circle(double r) implements Shape {}
                    @Marshalled public record Square(double side) implements Shape {}
                }
                """);
        assertThat(compile(v1)).succeeded();
        JavaFileObject v2 = source("test.Drawing", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record Drawing(Shape shape) {
                    public sealed interface Shape permits Square, Circle {}
                    @Marshalled public record Circle(double r) implements Shape {}
                    @Marshalled public record Square(double side) implements Shape {}
                }
                """);
        assertThat(compile(v2)).hadErrorContaining("field 'shape' of test.Drawing uses sealed type test.Drawing.Shape,"
                + " whose subtypes were test.Drawing.Circle,test.Drawing.Square in the schema lock " + lock
                + " and are now test.Drawing.Square,test.Drawing.Circle; the wire holds each subtype's position in the"
                + " permits clause, so only appending is safe: restore the old permits order and add new subtypes at"
                + " the end").inFile(v2).onLine(4);
    }

    @Test
    void changedTypeId() {
        lockVersion1();
        JavaFileObject file = account("""
                @Marshalled(evolvable = true, id = 5)
                public record Account(long id, String owner, int level, Side side) {
                    public enum Side { BUY, SELL }
                }
                """);
        assertThat(compile(file)).hadErrorContaining("@Marshalled type test.Account has type id 4 in the schema lock "
                + lock + " but now 5, so stored messages of it would no longer be recognised: keep id = 4, or accept"
                + " the change with -Amarshalled.lock.update=true if no stored bytes must be read")
                .inFile(file).onLine(5);
    }

    @Test
    void reusedTypeId() {
        lockVersion1();
        JavaFileObject file = source("test.Quote", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled(id = 4)
                public record Quote(double bid) {}
                """);
        assertThat(compile(file)).hadErrorContaining("@Marshalled type test.Quote has type id 4, which test.Account has"
                + " in the schema lock " + lock + ", so stored messages of test.Account would be read as test.Quote:"
                + " choose an id that no type has used, or accept the change with -Amarshalled.lock.update=true if no"
                + " stored bytes must be read").inFile(file).onLine(4);
    }

    @Test
    void evolvableSwitchedOff() {
        lockVersion1();
        JavaFileObject file = account("""
                @Marshalled(id = 4)
                public record Account(long id, String owner, int level, Side side) {
                    public enum Side { BUY, SELL }
                }
                """);
        assertThat(compile(file)).hadErrorContaining("@Marshalled type test.Account has evolvable = true in the schema"
                + " lock " + lock + " but now false, which changes the encoding of every stored value: keep"
                + " evolvable = true, or accept the change with -Amarshalled.lock.update=true if no stored bytes must"
                + " be read").inFile(file).onLine(5);
    }

    @Test
    void encodingSwitched() throws IOException {
        lockVersion1();
        JavaFileObject file = account("""
                @Marshalled(evolvable = true, id = 4, encoding = Marshalled.Encoding.COMPACT)
                public record Account(long id, String owner, int level, Side side) {
                    public enum Side { BUY, SELL }
                }
                """);
        assertThat(compile(file)).hadErrorContaining("@Marshalled type test.Account has encoding = FIXED in the schema"
                + " lock " + lock + " but now COMPACT, which changes the encoding of every stored value: keep"
                + " encoding = FIXED, or accept the change with -Amarshalled.lock.update=true if no stored bytes must"
                + " be read").inFile(file).onLine(5);
        assertThat(update(file)).succeeded();
        assertTrue(blocks().contains("type test.Account id=4 evolvable compact\n"), lockText());
    }

    @Test
    void updateOptionAcceptsAnIntendedChange() throws IOException {
        lockVersion1();
        Compilation compilation = update(account("""
                @Marshalled(id = 4)
                public record Account(String owner, long id) {}
                """));
        assertThat(compilation).succeeded();
        String text = blocks();
        assertTrue(text.contains("type test.Account id=4\n  0 owner : java.lang.String\n  1 id : long\n"), text);
        // Later compiles check against the accepted layout.
        assertThat(compile(account("""
                @Marshalled(id = 4)
                public record Account(String owner, long id) {}
                """))).succeededWithoutWarnings();
    }

    @Test
    void unreadableLock() throws IOException {
        Files.writeString(lock, "type test.Account\n  zero id : long\n");
        JavaFileObject file = account("""
                @Marshalled
                public record Account(long id) {}
                """);
        assertThat(compile(file)).hadErrorContaining("the schema lock " + lock + " cannot be read: " + lock
                + " line 2: 'zero' is not a number; correct the line, or delete the file to record every type afresh")
                .inFile(file).onLine(5);
    }

    @Test
    void unreadableJsonLock() throws IOException {
        JavaFileObject file = account("""
                @Marshalled
                public record Account(long id) {}
                """);
        Files.writeString(lock, "{\"format\": 3,\n  \"root\": null,,\n");
        assertThat(compile(file)).hadErrorContaining("the schema lock " + lock + " cannot be read: " + lock
                + ": malformed JSON at line 2, column 16 (offset 29): expected a member name in quotes; correct the"
                + " line, or delete the file to record every type afresh").inFile(file).onLine(5);
        Files.writeString(lock, "{\"format\": 3, \"root\": null, \"types\": {\"test.Account\": []}}\n");
        assertThat(compile(file)).hadErrorContaining("the schema lock " + lock + " cannot be read: " + lock
                + ": schema JSON: type \"test.Account\" is not an object;").inFile(file).onLine(5);
    }

    /** A type the model cannot annotate, with two converters to different wire types. */
    private static final List<JavaFileObject> MONEY = List.of(
            source("lib.Money", """
                    package lib;
                    public final class Money {
                        public final long cents;
                        public Money(long cents) { this.cents = cents; }
                    }
                    """),
            source("test.CentsConverter", """
                    package test;
                    public final class CentsConverter implements dev.marshalled.WireConverter<lib.Money, Long> {
                        public Long toWire(lib.Money value) { return value.cents; }
                        public lib.Money fromWire(Long wire) { return new lib.Money(wire); }
                    }
                    """),
            source("test.OtherCentsConverter", """
                    package test;
                    public final class OtherCentsConverter implements dev.marshalled.WireConverter<lib.Money, Long> {
                        public Long toWire(lib.Money value) { return value.cents; }
                        public lib.Money fromWire(Long wire) { return new lib.Money(wire); }
                    }
                    """),
            source("test.TextConverter", """
                    package test;
                    public final class TextConverter implements dev.marshalled.WireConverter<lib.Money, String> {
                        public String toWire(lib.Money value) { return Long.toString(value.cents); }
                        public lib.Money fromWire(String wire) { return new lib.Money(Long.parseLong(wire)); }
                    }
                    """));

    private Compilation compileWithConverter(String converter) {
        JavaFileObject price = source("test.Price", """
                package test;
                @dev.marshalled.Marshalled
                @dev.marshalled.ConvertWith(%s.class)
                public record Price(String sku, lib.Money amount) {}
                """.formatted(converter));
        List<JavaFileObject> sources = new java.util.ArrayList<>(MONEY);
        sources.add(price);
        return compile(sources.toArray(new JavaFileObject[0]));
    }

    @Test
    void theLockRecordsAConvertersWireTypeSoOnlyAChangeOfItIsAnError() throws IOException {
        assertThat(compileWithConverter("CentsConverter")).succeeded();
        assertTrue(blocks().contains("  1 amount : java.lang.Long\n"), lockText());
        assertThat(compileWithConverter("OtherCentsConverter")).succeeded();
        Compilation changed = compileWithConverter("TextConverter");
        assertThat(changed).hadErrorContaining("field 'amount' of test.Price (slot 1) has type java.lang.String, but"
                + " the schema lock");
    }

    private static JavaFileObject board(String sides, String note) {
        return source("test.Board", """
                package test;
                import dev.marshalled.*;
                import java.util.Map;
                import java.util.UUID;
                @Marshalled
                public record Board(long id,
                        @Polymorphic Map<Side, Note> notes, @Polymorphic Map<UUID, Note> byId, %s) {
                    public enum Side { %s }
                    public interface Note {}
                }
                """.formatted(note, sides));
    }

    @Test
    void reorderedEnumConstantsInAPolymorphicField() throws IOException {
        // The key is written by its ordinal, the value with its type id: the lock holds the key's constants.
        assertThat(compile(board("BUY, SELL", "Side side"))).succeededWithoutWarnings();
        assertTrue(blocks().contains("  1 notes polymorphic : java.util.Map<test.Board.Side,test.Board.Note>\n"),
                lockText());
        assertTrue(blocks().contains("enum test.Board.Side\n  BUY,SELL\n"), lockText());
        JavaFileObject file = board("SELL, BUY", "Side side");
        Compilation reordered = compile(file);
        assertThat(reordered).hadErrorContaining("field 'notes' of test.Board uses enum test.Board.Side, whose constants"
                + " were BUY,SELL in the schema lock " + lock + " and are now SELL,BUY; the wire holds ordinals, so"
                + " only appending constants is safe").inFile(file).onLine(7);
        assertThat(reordered).hadErrorContaining("field 'side' of test.Board uses enum test.Board.Side")
                .inFile(file).onLine(7);
    }

    @Test
    void aJsonLockThatRecordedAPolymorphicEnumAsDynamicRecordsItsConstants() throws IOException {
        // Before @Polymorphic was refused where nothing is written with a type id, the lock recorded an
        // enum in such a field as DYNAMIC, without its constants; so it did a JDK value type.
        assertThat(compile(board("BUY, SELL", "Side side"))).succeededWithoutWarnings();
        String written = lockText();
        String former = written.replace("\"kind\": \"STANDARD\"", "\"kind\": \"DYNAMIC\"")
                .replaceAll("\"kind\": \"ENUM\",(\\s*\"type\": \"test.Board.Side\",\\s*\"qualifiedName\":"
                        + " \"test.Board.Side\"),\\s*\"constants\": \\[[^]]*]", "\"kind\": \"DYNAMIC\",$1");
        assertTrue(!former.contains("\"ENUM\"") && !former.contains("\"STANDARD\""), former);
        Files.writeString(lock, former);
        // A reorder since then cannot be seen: the constants as they are now are recorded, and the note says so.
        JavaFileObject file = board("SELL, BUY", "Side side");
        Compilation compilation = compile(file);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).hadNoteContaining("the schema lock " + lock + " recorded enum test.Board.Side in field"
                + " 'notes' of test.Board as a @Polymorphic value, without its constants, but an enum is written by its"
                + " ordinal: the lock now records its constants SELL,BUY as they are in this compile, which it could not"
                + " check; if they were reordered since the lock was written, restore the order the stored bytes were"
                + " written with").inFile(file).onLine(7);
        assertThat(compilation).hadNoteContaining("recorded enum test.Board.Side in field 'side' of test.Board")
                .inFile(file).onLine(7);
        assertEquals(written.replace("\"BUY\", \"SELL\"", "\"SELL\", \"BUY\""), lockText());
        // From then on the constants are held to their order.
        assertThat(compile(board("BUY, SELL", "Side side"))).hadErrorContaining("field 'notes' of test.Board uses enum"
                + " test.Board.Side, whose constants were SELL,BUY");
    }

    @Test
    void aTextLockHoldsTheConstantsOfAnEnumInAPolymorphicSlot() throws IOException {
        // The former text form listed every enum a field used: its @Polymorphic slots' enums are checked too.
        Files.writeString(lock, """
                type test.Board
                  0 id : long
                  1 notes polymorphic : java.util.Map<test.Board.Side,test.Board.Note>
                  2 byId polymorphic : java.util.Map<java.util.UUID,test.Board.Note>
                  3 extra : int

                enum test.Board.Side
                  BUY,SELL
                """);
        assertThat(compile(board("BUY, SELL", "int extra"))).succeededWithoutWarnings();
        JavaFileObject file = board("SELL, BUY", "int extra");
        assertThat(compile(file)).hadErrorContaining("field 'notes' of test.Board uses enum test.Board.Side, whose"
                + " constants were BUY,SELL in the schema lock " + lock).inFile(file).onLine(7);
    }
}
