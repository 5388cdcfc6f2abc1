package dev.marshalled.flink;

import static dev.marshalled.flink.SchemaCompatibility.Verdict.AS_IS;
import static dev.marshalled.flink.SchemaCompatibility.Verdict.INCOMPATIBLE;
import static dev.marshalled.flink.SchemaCompatibility.Verdict.MIGRATE;
import static dev.marshalled.runtime.WireSchema.Field.enumeration;
import static dev.marshalled.runtime.WireSchema.Field.nested;
import static dev.marshalled.runtime.WireSchema.Field.primitive;
import static dev.marshalled.runtime.WireSchema.Field.sequence;
import static dev.marshalled.runtime.WireSchema.Field.string;
import static dev.marshalled.runtime.WireSchema.Field.union;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.runtime.WireSchema;
import dev.marshalled.runtime.WireSchema.Kind;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The restore rules, one per test, against the schema lock's own message catalogue (the
 * processor's {@link Message}), so the wording cannot drift from the compile-time errors.
 */
class SchemaCompatibilityTest {
    private static final String WHERE = SchemaCompatibility.WHERE;

    private enum Side { BUY, SELL }

    private enum SideAppended { BUY, SELL, HOLD }

    private enum SideReordered { SELL, BUY }

    private static final WireSchema V1 = WireSchema.evolvable("Account", 0, false, new int[] {1, 1, 1},
            primitive("id", Kind.LONG), string("owner"), primitive("level", Kind.INT));

    private static SchemaCompatibility.Result compare(WireSchema before, WireSchema after) throws IOException {
        // Through the stored form, as a restore sees the old schema.
        return SchemaCompatibility.compare(roundTrip(StoredSchema.of(before)), StoredSchema.of(after), "test.Account");
    }

    private static StoredSchema roundTrip(StoredSchema schema) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        schema.write(new DataOutputStream(bytes));
        return StoredSchema.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
    }

    private static void assertRefused(SchemaCompatibility.Result result, String reason) {
        assertEquals(INCOMPATIBLE, result.verdict());
        assertEquals(List.of(reason), result.reasons());
    }

    /** The part of a lock message before its remedy, where the lock suggests -Amarshalled.lock.update. */
    private static String rule(String message) {
        return message.substring(0, message.indexOf(": "));
    }

    @Test
    void theSameSchemaIsCompatibleAsIs() throws IOException {
        assertEquals(AS_IS, compare(V1, V1).verdict());
        assertEquals(AS_IS, compare(ReadingMarshaller.SCHEMA, ReadingMarshaller.SCHEMA).verdict());
    }

    @Test
    void aRenameKeepsEveryByteInPlace() throws IOException {
        WireSchema renamed = WireSchema.evolvable("Account", 0, false, new int[] {1, 1, 1},
                primitive("id", Kind.LONG), string("holder"), primitive("rank", Kind.INT));
        assertEquals(AS_IS, compare(V1, renamed).verdict());
    }

    @Test
    void fieldsAppendedWithANewerSinceNeedMigration() throws IOException {
        WireSchema v2 = WireSchema.evolvable("Account", 0, false, new int[] {1, 1, 1, 2, 2},
                primitive("id", Kind.LONG), string("owner"), primitive("level", Kind.INT),
                sequence("tags", "List<String>", string("[]")), primitive("limit", Kind.DOUBLE));
        assertEquals(MIGRATE, compare(V1, v2).verdict());
        WireSchema v3 = WireSchema.evolvable("Account", 0, false, new int[] {1, 1, 1, 2, 2, 3},
                primitive("id", Kind.LONG), string("owner"), primitive("level", Kind.INT),
                sequence("tags", "List<String>", string("[]")), primitive("limit", Kind.DOUBLE), string("email"));
        assertEquals(MIGRATE, compare(v2, v3).verdict());
        assertEquals(AS_IS, compare(v3, v3).verdict());
    }

    @Test
    void containersThatEncodeAlikeMayReplaceEachOther() throws IOException {
        WireSchema list = WireSchema.of("Order", sequence("lines", "List<String>", string("[]")));
        WireSchema array = WireSchema.of("Order", sequence("lines", "String[]", string("[]")));
        WireSchema ints = WireSchema.of("Order", sequence("lines", "List<Integer>",
                WireSchema.Field.boxed("[]", Kind.INT, "Integer")));
        assertEquals(AS_IS, compare(list, array).verdict());
        assertRefused(compare(list, ints),
                Message.LOCK_FIELD_TYPE_CHANGED.format("lines", "test.Account", 0, "List<Integer>", WHERE,
                        "List<String>", 2));
    }

    @Test
    void aFieldAppendedWithoutSinceIsRefused() throws IOException {
        WireSchema v2 = WireSchema.evolvable("Account", 0, false, new int[] {1, 1, 1, 1},
                primitive("id", Kind.LONG), string("owner"), primitive("level", Kind.INT), string("email"));
        assertRefused(compare(V1, v2), Message.LOCK_APPEND_WITHOUT_SINCE.format("email", "test.Account", WHERE, 1, 2));
    }

    @Test
    void aFieldAppendedToATypeThatIsNotEvolvableIsRefused() throws IOException {
        WireSchema before = WireSchema.of("Account", primitive("id", Kind.LONG));
        WireSchema after = WireSchema.of("Account", primitive("id", Kind.LONG), string("owner"));
        SchemaCompatibility.Result result = compare(before, after);
        assertEquals(INCOMPATIBLE, result.verdict());
        assertEquals(rule(Message.LOCK_APPEND_NOT_EVOLVABLE.format("owner", "test.Account", WHERE, "test.Account")),
                rule(result.reasons().get(0)));
    }

    @Test
    void aChangedFieldTypeIsRefused() throws IOException {
        WireSchema after = WireSchema.evolvable("Account", 0, false, new int[] {1, 1, 1},
                primitive("id", Kind.LONG), primitive("owner", Kind.LONG), primitive("level", Kind.INT));
        assertRefused(compare(V1, after),
                Message.LOCK_FIELD_TYPE_CHANGED.format("owner", "test.Account", 1, "long", WHERE, "String", 2));
    }

    @Test
    void aMovedFieldIsRefused() throws IOException {
        WireSchema after = WireSchema.evolvable("Account", 0, false, new int[] {1, 1, 1},
                primitive("id", Kind.LONG), primitive("level", Kind.INT), string("owner"));
        SchemaCompatibility.Result result = compare(V1, after);
        assertEquals(INCOMPATIBLE, result.verdict());
        assertEquals(List.of(Message.LOCK_FIELD_MOVED.format("level", "test.Account", 1, WHERE, 2, 2),
                Message.LOCK_FIELD_MOVED.format("owner", "test.Account", 2, WHERE, 1, 1)), result.reasons());
    }

    @Test
    void aRemovedFieldIsRefused() throws IOException {
        WireSchema after = WireSchema.evolvable("Account", 0, false, new int[] {1, 1},
                primitive("id", Kind.LONG), string("owner"));
        assertRefused(compare(V1, after), Message.LOCK_FIELD_REMOVED.format("test.Account", 2, WHERE, "level", "int"));
    }

    @Test
    void aChangedEncodingOrFlagIsRefused() throws IOException {
        SchemaCompatibility.Result compact = compare(V1, V1.compact());
        assertEquals(INCOMPATIBLE, compact.verdict());
        assertEquals(rule(Message.LOCK_FLAG_CHANGED.format("test.Account", "encoding", "FIXED", WHERE, "COMPACT",
                "encoding", "FIXED")), rule(compact.reasons().get(0)));

        WireSchema fixed = WireSchema.of("Account", primitive("id", Kind.LONG), string("owner"),
                primitive("level", Kind.INT));
        SchemaCompatibility.Result notEvolvable = compare(V1, fixed);
        assertEquals(rule(Message.LOCK_FLAG_CHANGED.format("test.Account", "evolvable", true, WHERE, false,
                "evolvable", true)), rule(notEvolvable.reasons().get(0)));

        WireSchema withId = WireSchema.evolvable("Account", 12, false, new int[] {1, 1, 1},
                primitive("id", Kind.LONG), string("owner"), primitive("level", Kind.INT));
        SchemaCompatibility.Result id = compare(V1, withId);
        assertEquals(rule(Message.LOCK_ID_CHANGED.format("test.Account", 0, WHERE, 12, 0)), rule(id.reasons().get(0)));
    }

    @Test
    void enumConstantsMayOnlyBeAppended() throws IOException {
        WireSchema before = WireSchema.of("Order", enumeration("side", "Side", Side.values()));
        WireSchema appended = WireSchema.of("Order", enumeration("side", "Side", SideAppended.values()));
        WireSchema reordered = WireSchema.of("Order", enumeration("side", "Side", SideReordered.values()));
        assertEquals(AS_IS, compare(before, appended).verdict());
        assertRefused(compare(before, reordered),
                Message.LOCK_ENUM_CHANGED.format("side", "test.Account", "Side", "BUY,SELL", WHERE, "SELL,BUY"));
        // also inside a list
        WireSchema inList = WireSchema.of("Order",
                sequence("sides", "List<Side>", enumeration("[]", "Side", Side.values())));
        WireSchema inListReordered = WireSchema.of("Order",
                sequence("sides", "List<Side>", enumeration("[]", "Side", SideReordered.values())));
        assertEquals(INCOMPATIBLE, compare(inList, inListReordered).verdict());
    }

    @Test
    void sealedSubtypesMayOnlyBeAppended() throws IOException {
        WireSchema card = WireSchema.of("Card", string("number"));
        WireSchema cash = WireSchema.of("Cash", primitive("amount", Kind.LONG));
        WireSchema before = WireSchema.of("Order", union("payment", "Payment",
                nested("Card", "Card", () -> card), nested("Cash", "Cash", () -> cash)));
        WireSchema appended = WireSchema.of("Order", union("payment", "Payment",
                nested("Card", "Card", () -> card), nested("Cash", "Cash", () -> cash),
                nested("Voucher", "Voucher", () -> WireSchema.of("Voucher", string("code")))));
        WireSchema swapped = WireSchema.of("Order", union("payment", "Payment",
                nested("Cash", "Cash", () -> cash), nested("Card", "Card", () -> card)));
        assertEquals(AS_IS, compare(before, appended).verdict());
        assertRefused(compare(before, swapped), Message.LOCK_SEALED_CHANGED.format("payment", "test.Account",
                "Payment", "Card,Cash", WHERE, "Cash,Card"));
    }

    @Test
    void nestedTypesAreComparedAsTypesOfTheirOwn() throws IOException {
        WireSchema address1 = WireSchema.evolvable("Address", 0, false, new int[] {1}, string("city"));
        WireSchema address2 = WireSchema.evolvable("Address", 0, false, new int[] {1, 2}, string("city"), string("zip"));
        WireSchema address3 = WireSchema.evolvable("Address", 0, false, new int[] {1}, primitive("city", Kind.INT));
        WireSchema person1 = WireSchema.of("Person", nested("home", "Address", () -> address1));
        WireSchema person2 = WireSchema.of("Person", nested("home", "Address", () -> address2));
        WireSchema person3 = WireSchema.of("Person", nested("home", "Address", () -> address3));
        assertEquals(MIGRATE, compare(person1, person2).verdict());
        assertRefused(compare(person1, person3),
                Message.LOCK_FIELD_TYPE_CHANGED.format("city", "Address", 0, "int", WHERE, "String", 2));
    }

    @Test
    void recursiveTypesAreStoredOnce() throws IOException {
        AtomicReference<WireSchema> tree = new AtomicReference<>();
        tree.set(WireSchema.of("Tree", string("label"),
                sequence("children", "List<Tree>", nested("[]", "Tree", tree::get))));
        StoredSchema stored = roundTrip(StoredSchema.of(tree.get()));
        assertEquals(1, stored.types.size());
        assertEquals("Tree { String label, List<Tree> children }", stored.toString());
        assertEquals(AS_IS, SchemaCompatibility.compare(stored, StoredSchema.of(tree.get()), "Tree").verdict());
    }

    @Test
    void aDamagedStoredSchemaFailsWithIOException() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeUTF("Tree");
        out.writeInt(Integer.MAX_VALUE);
        IOException e = assertThrows(IOException.class,
                () -> StoredSchema.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()))));
        assertTrue(e.getMessage().contains("2147483647 types"), e.getMessage());
        byte[] truncated = new byte[bytes.size() - 2];
        System.arraycopy(bytes.toByteArray(), 0, truncated, 0, truncated.length);
        assertThrows(IOException.class,
                () -> StoredSchema.read(new DataInputStream(new ByteArrayInputStream(truncated))));
    }
}
