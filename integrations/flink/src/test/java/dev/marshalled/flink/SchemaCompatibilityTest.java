package dev.marshalled.flink;

import static dev.marshalled.schema.WireSchema.Field.enumeration;
import static dev.marshalled.schema.WireSchema.Field.nested;
import static dev.marshalled.schema.WireSchema.Field.primitive;
import static dev.marshalled.schema.WireSchema.Field.sequence;
import static dev.marshalled.schema.WireSchema.Field.string;
import static dev.marshalled.schema.WireSchema.Field.union;
import static dev.marshalled.schema.Compatibility.Verdict.AS_IS;
import static dev.marshalled.schema.Compatibility.Verdict.INCOMPATIBLE;
import static dev.marshalled.schema.Compatibility.Verdict.MIGRATE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Kind;
import dev.marshalled.schema.Change;
import dev.marshalled.schema.ChangeKind;
import dev.marshalled.schema.Compatibility;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The restore rules, one per test, through the stored form a restore reads, in the words of the
 * shared catalogue ({@link ChangeKind}) that the schema lock's compile errors use too.
 */
class SchemaCompatibilityTest {
    private enum Side { BUY, SELL }

    private enum SideAppended { BUY, SELL, HOLD }

    private enum SideReordered { SELL, BUY }

    private static final WireSchema V1 = account(new int[] {1, 1, 1},
            primitive("id", Kind.LONG), string("owner"), primitive("level", Kind.INT));

    private static WireSchema account(int[] since, WireSchema.Field... fields) {
        return WireSchema.evolvable("Account", 0, false, since, fields).origin("test.Account", true, false);
    }

    private static List<Change> compare(WireSchema before, WireSchema after) throws IOException {
        // Through the stored form, as a restore sees the old schema.
        return Compatibility.compare(roundTrip(before), after);
    }

    private static WireSchema roundTrip(WireSchema schema) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StoredSchema.write(schema, new DataOutputStream(bytes));
        return StoredSchema.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())),
                StoredSchema.FORMAT);
    }

    private static void assertRefused(List<Change> changes, String reason) {
        assertEquals(INCOMPATIBLE, Compatibility.verdict(changes));
        assertEquals("state of test.Account cannot be restored: " + reason,
                MarshalledSerializerSnapshot.refusal("test.Account", changes));
    }

    private static List<ChangeKind> kinds(List<Change> changes) {
        return changes.stream().map(Change::kind).toList();
    }

    @Test
    void theSameSchemaIsCompatibleAsIs() throws IOException {
        assertEquals(List.of(), compare(V1, V1));
        assertEquals(List.of(), compare(ReadingMarshaller.SCHEMA, ReadingMarshaller.SCHEMA));
    }

    @Test
    void aRenameOrARetiredFieldKeepsEveryByteInPlace() throws IOException {
        WireSchema renamed = account(new int[] {1, 1, 1},
                primitive("id", Kind.LONG), string("holder").retire(), primitive("rank", Kind.INT));
        assertEquals(List.of(), compare(V1, renamed));
        assertTrue(roundTrip(renamed).fields().get(1).retired());
    }

    @Test
    void fieldsAppendedWithANewerSinceNeedMigration() throws IOException {
        WireSchema v2 = account(new int[] {1, 1, 1, 2, 2},
                primitive("id", Kind.LONG), string("owner"), primitive("level", Kind.INT),
                sequence("tags", "List<String>", string("[]")), primitive("limit", Kind.DOUBLE));
        assertEquals(List.of(ChangeKind.FIELD_APPENDED, ChangeKind.FIELD_APPENDED), kinds(compare(V1, v2)));
        assertEquals(MIGRATE, Compatibility.verdict(compare(V1, v2)));
        assertEquals("field 'tags' of test.Account is new since the schema lock in the restored state, with"
                + " @Since(2): values stored before it read it as its default, and are written again with it",
                compare(V1, v2).get(0).describe(MarshalledSerializerSnapshot.WORDING));
    }

    @Test
    void containersThatEncodeAlikeMayReplaceEachOther() throws IOException {
        WireSchema list = account(new int[] {1}, sequence("lines", "List<String>", string("[]")));
        WireSchema array = account(new int[] {1}, sequence("lines", "String[]", string("[]")));
        WireSchema ints = account(new int[] {1}, sequence("lines", "List<Integer>",
                WireSchema.Field.boxed("[]", Kind.INT, "Integer")));
        assertEquals(List.of(), compare(list, array));
        assertRefused(compare(list, ints), "field 'lines' of test.Account (slot 0) has type List<Integer>, but the"
                + " schema lock in the restored state records List<String> there, so stored bytes would be misread:"
                + " keep the old type, or keep the old field marked @Retired and add the new one at the end with"
                + " @Since(2) (the type must be evolvable)");
    }

    @Test
    void appendsWithoutSinceOrToATypeThatIsNotEvolvableAreRefused() throws IOException {
        WireSchema v2 = account(new int[] {1, 1, 1, 1},
                primitive("id", Kind.LONG), string("owner"), primitive("level", Kind.INT), string("email"));
        assertRefused(compare(V1, v2), "field 'email' of test.Account is new since the schema lock in the restored"
                + " state, whose newest version of the type is 1: mark it @Since(2) so that bytes from older"
                + " versions, which end before it, give it its default");
        WireSchema before = WireSchema.of("Account", primitive("id", Kind.LONG)).origin("test.Account", true, false);
        WireSchema after = WireSchema.of("Account", primitive("id", Kind.LONG), string("owner"))
                .origin("test.Account", true, false);
        assertRefused(compare(before, after), "field 'owner' of test.Account is new since the schema lock in the"
                + " restored state, but test.Account is not evolvable, so bytes stored without the field could not be"
                + " read: remove it, or declare evolvable = true and start the job without this state");
    }

    @Test
    void movedAndRemovedFieldsAreRefused() throws IOException {
        WireSchema moved = account(new int[] {1, 1, 1},
                primitive("id", Kind.LONG), primitive("level", Kind.INT), string("owner"));
        assertEquals(List.of(ChangeKind.FIELD_MOVED, ChangeKind.FIELD_MOVED), kinds(compare(V1, moved)));
        WireSchema removed = account(new int[] {1, 1}, primitive("id", Kind.LONG), string("owner"));
        assertRefused(compare(V1, removed), "@Marshalled type test.Account has no field in slot 2, where the schema"
                + " lock in the restored state records 'level' : int, so the fields after it would be misread: put"
                + " the field back and mark it @Retired, which keeps its slot and always writes it empty");
    }

    @Test
    void aChangedEncodingFlagOrIdIsRefused() throws IOException {
        assertRefused(compare(V1, V1.compact()), "@Marshalled type test.Account has encoding = FIXED in the schema"
                + " lock in the restored state but now COMPACT, which changes the encoding of every stored value:"
                + " keep encoding = FIXED, or start the job without this state");
        WireSchema withId = WireSchema.evolvable("Account", 12, false, new int[] {1, 1, 1},
                primitive("id", Kind.LONG), string("owner"), primitive("level", Kind.INT))
                .origin("test.Account", true, false);
        assertRefused(compare(V1, withId), "@Marshalled type test.Account has type id 0 in the schema lock in the"
                + " restored state but now 12, so stored messages of it would no longer be recognised: keep id = 0,"
                + " or start the job without this state");
    }

    @Test
    void anIdThatAnotherStoredTypeHadIsRefused() throws IOException {
        WireSchema badge = WireSchema.of("Badge", 51, false, string("code")).origin("test.Badge", true, false);
        WireSchema pin = WireSchema.of("Pin", 51, false, string("code")).origin("test.Pin", true, false);
        WireSchema before = WireSchema.of("Wearer", nested("badge", "Badge", () -> badge))
                .origin("test.Wearer", true, false);
        WireSchema after = WireSchema.of("Wearer", nested("badge", "Pin", () -> pin))
                .origin("test.Wearer", true, false);
        List<Change> changes = compare(before, after);
        assertEquals(List.of(ChangeKind.FIELD_TYPE_CHANGED, ChangeKind.ID_REUSED), kinds(changes));
        assertEquals("@Marshalled type test.Pin has type id 51, which test.Badge has in the schema lock in the"
                + " restored state, so stored messages of test.Badge would be read as test.Pin: choose an id that no"
                + " type has used, or start the job without this state",
                changes.get(1).describe(MarshalledSerializerSnapshot.WORDING));
    }

    @Test
    void enumConstantsMayOnlyBeAppended() throws IOException {
        WireSchema before = account(new int[] {1}, enumeration("side", "Side", Side.values()).qualified("test.Side"));
        WireSchema appended = account(new int[] {1},
                enumeration("side", "Side", SideAppended.values()).qualified("test.Side"));
        WireSchema reordered = account(new int[] {1},
                enumeration("side", "Side", SideReordered.values()).qualified("test.Side"));
        assertEquals(List.of(), compare(before, appended));
        assertRefused(compare(before, reordered), "field 'side' of test.Account uses enum test.Side, whose constants"
                + " were BUY,SELL in the schema lock in the restored state and are now SELL,BUY; the wire holds"
                + " ordinals, so only appending constants is safe: restore the old constants in their order and add"
                + " new ones at the end");
        // also inside a list
        WireSchema inList = account(new int[] {1}, sequence("sides", "List<Side>",
                enumeration("[]", "Side", Side.values()).qualified("test.Side")));
        WireSchema inListReordered = account(new int[] {1}, sequence("sides", "List<Side>",
                enumeration("[]", "Side", SideReordered.values()).qualified("test.Side")));
        assertEquals(List.of(ChangeKind.ENUM_CHANGED), kinds(compare(inList, inListReordered)));
    }

    @Test
    void typesOfTheSameSimpleNameInDifferentPackagesAreDifferentTypes() throws IOException {
        WireSchema before = account(new int[] {1}, enumeration("side", "Side", Side.values()).qualified("a.Side"));
        WireSchema after = account(new int[] {1}, enumeration("side", "Side", Side.values()).qualified("b.Side"));
        assertEquals(List.of(ChangeKind.FIELD_TYPE_CHANGED), kinds(compare(before, after)));
        WireSchema cityA = WireSchema.of("Address", string("city")).origin("a.Address", true, false);
        WireSchema cityB = WireSchema.of("Address", string("city")).origin("b.Address", true, false);
        assertEquals(List.of(ChangeKind.FIELD_TYPE_CHANGED),
                kinds(compare(account(new int[] {1}, nested("home", "Address", () -> cityA)),
                        account(new int[] {1}, nested("home", "Address", () -> cityB)))));
    }

    @Test
    void sealedSubtypesMayOnlyBeAppended() throws IOException {
        WireSchema card = WireSchema.of("Card", string("number")).origin("test.Card", true, false);
        WireSchema cash = WireSchema.of("Cash", primitive("amount", Kind.LONG)).origin("test.Cash", true, false);
        WireSchema voucher = WireSchema.of("Voucher", string("code")).origin("test.Voucher", true, false);
        WireSchema before = account(new int[] {1}, union("payment", "Payment",
                nested("Card", "Card", () -> card), nested("Cash", "Cash", () -> cash)).qualified("test.Payment"));
        WireSchema appended = account(new int[] {1}, union("payment", "Payment", nested("Card", "Card", () -> card),
                nested("Cash", "Cash", () -> cash), nested("Voucher", "Voucher", () -> voucher))
                .qualified("test.Payment"));
        WireSchema swapped = account(new int[] {1}, union("payment", "Payment",
                nested("Cash", "Cash", () -> cash), nested("Card", "Card", () -> card)).qualified("test.Payment"));
        assertEquals(List.of(), compare(before, appended));
        assertRefused(compare(before, swapped), "field 'payment' of test.Account uses sealed type test.Payment, whose"
                + " subtypes were test.Card,test.Cash in the schema lock in the restored state and are now"
                + " test.Cash,test.Card; the wire holds each subtype's position in the permits clause, so only"
                + " appending is safe: restore the old permits order and add new subtypes at the end");
    }

    @Test
    void nestedTypesAreComparedAsTypesOfTheirOwn() throws IOException {
        WireSchema address1 = WireSchema.evolvable("Address", 0, false, new int[] {1}, string("city"))
                .origin("test.Address", true, false);
        WireSchema address2 = WireSchema.evolvable("Address", 0, false, new int[] {1, 2}, string("city"),
                string("zip")).origin("test.Address", true, false);
        WireSchema address3 = WireSchema.evolvable("Address", 0, false, new int[] {1}, primitive("city", Kind.INT))
                .origin("test.Address", true, false);
        WireSchema person1 = account(new int[] {1}, nested("home", "Address", () -> address1));
        WireSchema person2 = account(new int[] {1}, nested("home", "Address", () -> address2));
        WireSchema person3 = account(new int[] {1}, nested("home", "Address", () -> address3));
        assertEquals(MIGRATE, Compatibility.verdict(compare(person1, person2)));
        List<Change> changes = compare(person1, person3);
        assertEquals(INCOMPATIBLE, Compatibility.verdict(changes));
        assertEquals("field 'city' of test.Address (slot 0) has type int, but the schema lock in the restored state"
                + " records String there, so stored bytes would be misread: keep the old type, or keep the old field"
                + " marked @Retired and add the new one at the end with @Since(2) (the type must be evolvable)",
                changes.get(0).describe(MarshalledSerializerSnapshot.WORDING));
    }

    @Test
    void recursiveTypesAreStoredOnce() throws IOException {
        AtomicReference<WireSchema> tree = new AtomicReference<>();
        tree.set(WireSchema.of("Tree", string("label"),
                sequence("children", "List<Tree>", nested("[]", "Tree", tree::get))).origin("test.Tree", true, true));
        WireSchema stored = roundTrip(tree.get());
        assertEquals(1, stored.reachable().size());
        assertEquals("Tree { String label, List<Tree> children }", StoredSchema.describe(stored));
        assertEquals(AS_IS, Compatibility.verdict(Compatibility.compare(stored, tree.get())));
    }

    @Test
    void aDamagedStoredSchemaFailsWithIOException() throws IOException {
        assertTrue(damaged(3, out -> out.writeInt(Integer.MAX_VALUE)).contains("2147483647 bytes of JSON"));
        assertTrue(damaged(3, out -> out.writeInt(-1)).contains("-1 bytes of JSON"));
        assertTrue(damaged(3, out -> {
            out.writeInt(3);
            out.write(new byte[] {'{', (byte) 0xC3, '}'});
        }).contains("not UTF-8"));
        assertTrue(damaged(3, out -> {
            byte[] json = "{\"format\": 3, \"root\": \"T\", \"types\": {]}".getBytes(StandardCharsets.UTF_8);
            out.writeInt(json.length);
            out.write(json);
        }).startsWith("stored Marshalled schema cannot be read: malformed JSON at line 1, column 38 (offset 37): expected a member name"));
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        StoredSchema.write(V1, new DataOutputStream(whole));
        byte[] truncated = Arrays.copyOf(whole.toByteArray(), whole.size() - 2);
        assertThrows(IOException.class, () -> StoredSchema.read(
                new DataInputStream(new ByteArrayInputStream(truncated)), StoredSchema.FORMAT));
        // Format 2, read field by field, checks its counts.
        assertTrue(damaged(2, out -> {
            out.writeUTF("Tree");
            out.writeInt(Integer.MAX_VALUE);
        }).contains("2147483647 types"));
    }

    private interface Writing {
        void to(DataOutputStream out) throws IOException;
    }

    private static String damaged(int format, Writing writing) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        writing.to(new DataOutputStream(bytes));
        return assertThrows(IOException.class, () -> StoredSchema.read(
                new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())), format)).getMessage();
    }

    /** The schema JSON is as long as the schema needs: past the 64 KB that {@code writeUTF} ends at. */
    @Test
    void aSchemaOfMoreThanSixtyFourKilobytesIsStored() throws IOException {
        WireSchema.Field[] fields = new WireSchema.Field[2_000];
        for (int i = 0; i < fields.length; i++) {
            fields[i] = string("field" + i);
        }
        WireSchema wide = WireSchema.of("Wide", fields).origin("test.Wide", false, false);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StoredSchema.write(wide, new DataOutputStream(bytes));
        assertTrue(bytes.size() > 65_536, bytes.size() + " bytes");
        WireSchema read = roundTrip(wide);
        assertEquals(2_000, read.fields().size());
        assertEquals(AS_IS, Compatibility.verdict(Compatibility.compare(read, wide)));
    }
}
