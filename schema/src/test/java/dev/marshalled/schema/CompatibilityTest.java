package dev.marshalled.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.marshalled.schema.Compatibility.Verdict;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rules of docs/evolution.md, on schemas built here: what stored bytes survive (nothing on the
 * wire changed, or a field appended with a newer {@code @Since} to an evolvable type) and each way
 * they do not, as the exact {@link Change} the schema lock and Flink report.
 */
class CompatibilityTest {
    private static final Wording LOCK = new Wording("marshalled.lock", "accept it with -Amarshalled.lock.update=true");

    private static final Field ID = Field.primitive("id", Kind.LONG);
    private static final Field OWNER = Field.string("owner");
    private static final Field LEVEL = Field.primitive("level", Kind.INT);
    private static final Field TAGS = Field.sequence("tags", "List<String>", Field.string("[]"));

    private static Field side(String name, String... constants) {
        return new Field(name, Kind.ENUM, null, "Side", List.of(constants), null, List.of());
    }

    private static WireSchema account(Field... fields) {
        return WireSchema.of("Account", fields);
    }

    private static WireSchema evolvable(int[] since, Field... fields) {
        return WireSchema.evolvable("Account", 0, false, since, fields);
    }

    private static Change change(ChangeKind kind, int slot, String field, String subject, String before, String after,
            int version) {
        return new Change(kind, "Account", slot, field, subject, before, after, version);
    }

    private static List<Change> compare(WireSchema before, WireSchema after) {
        return Compatibility.compare(before, after);
    }

    // ---- nothing on the wire changed ----

    @Test
    void anUnchangedSchemaHasNoChanges() {
        List<Change> changes = compare(account(ID, OWNER, LEVEL), account(ID, OWNER, LEVEL));
        assertEquals(List.of(), changes);
        assertEquals(Verdict.AS_IS, Compatibility.verdict(changes));
    }

    @Test
    void renamingInPlaceAndRetiringAreFree() {
        assertEquals(List.of(), compare(account(ID, OWNER, LEVEL), account(ID, Field.string("ownerName"), LEVEL)));
        assertEquals(List.of(), compare(account(ID, OWNER, LEVEL), account(ID, OWNER, LEVEL.retire())));
    }

    @Test
    void containersThatEncodeAlikeAreOne() {
        for (String declared : new String[] {"ArrayList<String>", "Collection<String>", "String[]"}) {
            assertEquals(List.of(), compare(account(TAGS),
                    account(Field.sequence("tags", declared, Field.string("[]")))), declared);
        }
        Field map = Field.map("limits", "Map<String, Long>", Field.string("key"), Field.boxed("value", Kind.LONG, "Long"));
        Field treeMap = Field.map("limits", "TreeMap<String, Long>", Field.string("key"),
                Field.boxed("value", Kind.LONG, "Long"));
        assertEquals(List.of(), compare(account(map), account(treeMap)));
    }

    @Test
    void enumConstantsAppendedAreFree() {
        assertEquals(List.of(), compare(account(side("side", "BUY", "SELL")), account(side("side", "BUY", "SELL", "HOLD"))));
    }

    @Test
    void theRootIsComparedWithTheRootEvenWhenItsClassWasRenamed() {
        WireSchema before = account(ID, LEVEL).origin("com.acme.Account", true, false);
        WireSchema after = WireSchema.of("Customer", ID, LEVEL).origin("com.acme.Customer", true, false);
        assertEquals(List.of(), compare(before, after));
        assertEquals(List.of(new Change(ChangeKind.FIELD_TYPE_CHANGED, "com.acme.Customer", 1, "level", "", "int",
                        "long", 1)),
                compare(before, WireSchema.of("Customer", ID, Field.primitive("level", Kind.LONG))
                        .origin("com.acme.Customer", true, false)));
    }

    // ---- appending ----

    @Test
    void aFieldAppendedWithANewerSinceToAnEvolvableTypeIsNotBreaking() {
        List<Change> changes = compare(evolvable(new int[] {1, 1}, ID, OWNER), evolvable(new int[] {1, 1, 2}, ID, OWNER, TAGS));
        assertEquals(List.of(change(ChangeKind.FIELD_APPENDED, 2, "tags", "", "", "", 2)), changes);
        assertFalse(changes.get(0).breaking());
        assertEquals(Verdict.MIGRATE, Compatibility.verdict(changes));
        assertEquals("field 'tags' of Account is new since the schema lock marshalled.lock, with @Since(2): values"
                + " stored before it read it as its default, and are written again with it", changes.get(0).describe(LOCK));
    }

    @Test
    void aFieldAppendedWithoutANewerSinceIsBreaking() {
        List<Change> changes = compare(evolvable(new int[] {1, 2}, ID, OWNER), evolvable(new int[] {1, 2, 2}, ID, OWNER, TAGS));
        assertEquals(List.of(change(ChangeKind.APPEND_WITHOUT_SINCE, 2, "tags", "", "", "", 2)), changes);
        assertEquals(Verdict.INCOMPATIBLE, Compatibility.verdict(changes));
        assertEquals("field 'tags' of Account is new since the schema lock marshalled.lock, whose newest version of the"
                + " type is 2: mark it @Since(3) so that bytes from older versions, which end before it, give it its"
                + " default", changes.get(0).describe(LOCK));
    }

    @Test
    void aFieldAppendedToATypeThatIsNotEvolvableIsBreaking() {
        assertEquals(List.of(change(ChangeKind.APPEND_NOT_EVOLVABLE, 1, "owner", "", "", "", 0)),
                compare(account(ID), account(ID, OWNER)));
    }

    // ---- breaking changes of fields ----

    @Test
    void aFieldWhoseTypeChangedIsBreaking() {
        List<Change> changes = compare(account(ID, LEVEL), account(ID, Field.primitive("level", Kind.LONG)));
        assertEquals(List.of(change(ChangeKind.FIELD_TYPE_CHANGED, 1, "level", "", "int", "long", 1)), changes);
        assertEquals("field 'level' of Account (slot 1) has type long, but the schema lock marshalled.lock records int"
                + " there, so stored bytes would be misread: keep the old type, or keep the old field marked @Retired"
                + " and add the new one at the end with @Since(2) (the type must be evolvable)",
                changes.get(0).describe(LOCK));
        assertEquals(List.of(change(ChangeKind.FIELD_TYPE_CHANGED, 0, "level", "", "int", "Integer", 1)),
                compare(account(LEVEL), account(Field.boxed("level", Kind.INT, "Integer"))), "a box has a presence byte");
        assertEquals(List.of(change(ChangeKind.FIELD_TYPE_CHANGED, 0, "tags", "", "List<String>", "List<Integer>", 1)),
                compare(account(TAGS), account(Field.sequence("tags", "List<Integer>",
                        Field.boxed("[]", Kind.INT, "Integer")))));
        assertEquals(List.of(change(ChangeKind.FIELD_TYPE_CHANGED, 0, "event", "", "@Polymorphic Event",
                        "@Polymorphic Command", 1)),
                compare(account(Field.dynamic("event", "Event")), account(Field.dynamic("event", "Command"))));
    }

    @Test
    void enumsOfTheSameSimpleNameInOtherPackagesAreNotTheSame() {
        Field mine = side("side", "BUY", "SELL").qualified("com.acme.Side");
        Field theirs = side("side", "BUY", "SELL").qualified("org.other.Side");
        assertEquals(List.of(change(ChangeKind.FIELD_TYPE_CHANGED, 0, "side", "", "Side", "Side", 1)),
                compare(account(mine), account(theirs)));
    }

    @Test
    void aRemovedFieldIsBreaking() {
        assertEquals(List.of(change(ChangeKind.FIELD_REMOVED, 2, "level", "", "int", "", 0)),
                compare(account(ID, OWNER, LEVEL), account(ID, OWNER)));
    }

    @Test
    void reorderedFieldsAreMovedWhetherOrNotTheirTypesDiffer() {
        assertEquals(List.of(change(ChangeKind.FIELD_MOVED, 0, "owner", "", "1", "", 0),
                        change(ChangeKind.FIELD_MOVED, 1, "id", "", "0", "", 0)),
                compare(account(ID, OWNER), account(OWNER, ID)));
        Field a = Field.primitive("a", Kind.INT);
        Field b = Field.primitive("b", Kind.INT);
        List<Change> swapped = compare(account(a, b), account(b, a));
        assertEquals(List.of(change(ChangeKind.FIELD_MOVED, 0, "b", "", "1", "", 0),
                change(ChangeKind.FIELD_MOVED, 1, "a", "", "0", "", 0)), swapped);
        assertEquals("field 'b' of Account is at slot 0, but the schema lock marshalled.lock has it at slot 1; fields"
                + " are on the wire in declaration order, so moving one misreads stored bytes: move it back to position"
                + " 1 (renaming in place is free)", swapped.get(0).describe(LOCK));
    }

    @Test
    void enumConstantsReorderedOrRemovedAreBreaking() {
        assertEquals(List.of(change(ChangeKind.ENUM_CHANGED, 0, "side", "Side", "BUY,SELL", "SELL,BUY", 0)),
                compare(account(side("side", "BUY", "SELL")), account(side("side", "SELL", "BUY"))));
        assertEquals(List.of(change(ChangeKind.ENUM_CHANGED, 0, "side", "com.acme.Side", "BUY,SELL", "BUY", 0)),
                compare(account(side("side", "BUY", "SELL").qualified("com.acme.Side")),
                        account(side("side", "BUY").qualified("com.acme.Side"))));
        assertEquals(List.of(change(ChangeKind.ENUM_CHANGED, 0, "side", "Side", "BUY", "-", 0)),
                compare(account(side("side", "BUY")), account(side("side"))));
    }

    @Test
    void anEnumInsideAContainerIsCheckedToo() {
        Field before = Field.sequence("sides", "List<Side>", side("[]", "BUY", "SELL"));
        Field after = Field.sequence("sides", "List<Side>", side("[]", "SELL", "BUY"));
        assertEquals(List.of(change(ChangeKind.ENUM_CHANGED, 0, "sides", "Side", "BUY,SELL", "SELL,BUY", 0)),
                compare(account(before), account(after)));
    }

    @Test
    void sealedSubtypesOnlyAppend() {
        WireSchema card = WireSchema.of("Card", Field.string("number")).origin("com.acme.Card", true, false);
        WireSchema cash = WireSchema.of("Cash").origin("com.acme.Cash", true, false);
        WireSchema check = WireSchema.of("Check").origin("com.acme.Check", true, false);
        Field cardCash = Field.union("payment", "Payment", Field.nested("Card", "Card", () -> card),
                Field.nested("Cash", "Cash", () -> cash));
        Field cashCard = Field.union("payment", "Payment", Field.nested("Cash", "Cash", () -> cash),
                Field.nested("Card", "Card", () -> card));
        Field appended = Field.union("payment", "Payment", Field.nested("Card", "Card", () -> card),
                Field.nested("Cash", "Cash", () -> cash), Field.nested("Check", "Check", () -> check));
        assertEquals(List.of(), compare(account(cardCash), account(appended)));
        assertEquals(List.of(change(ChangeKind.SEALED_CHANGED, 0, "payment", "Payment", "com.acme.Card,com.acme.Cash",
                "com.acme.Cash,com.acme.Card", 0)), compare(account(cardCash), account(cashCard)));
    }

    // ---- the type itself ----

    @Test
    void switchingAFlagIsOneChangeNotOnePerField() {
        WireSchema plain = account(ID, OWNER);
        assertEquals(List.of(change(ChangeKind.FLAG_CHANGED, -1, "", "evolvable", "false", "true", 0)),
                compare(plain, evolvable(new int[] {1, 1}, ID, Field.primitive("owner", Kind.INT))));
        assertEquals(List.of(change(ChangeKind.FLAG_CHANGED, -1, "", "encoding", "FIXED", "COMPACT", 0)),
                compare(plain, plain.compact()));
        assertEquals(List.of(change(ChangeKind.FLAG_CHANGED, -1, "", "references", "false", "true", 0)),
                compare(plain, WireSchema.of("Account", 0, true, ID, OWNER)));
        assertEquals(List.of(), compare(plain.compact(), plain.compact()));
    }

    @Test
    void aChangedTypeIdIsBreaking() {
        assertEquals(List.of(change(ChangeKind.ID_CHANGED, -1, "", "", "7", "8", 0)),
                compare(WireSchema.of("Account", 7, false, ID), WireSchema.of("Account", 8, false, ID)));
    }

    @Test
    void anIdThatAnotherTypeHadIsReused() {
        WireSchema login = WireSchema.of("Login", 7, false, OWNER).origin("com.acme.Login", true, false);
        WireSchema logout = WireSchema.of("Logout", 7, false, OWNER).origin("com.acme.Logout", true, false);
        WireSchema before = WireSchema.of("Envelope", Field.nested("body", "Login", () -> login))
                .origin("com.acme.Envelope", true, false);
        WireSchema after = WireSchema.of("Envelope", Field.nested("body", "Logout", () -> logout))
                .origin("com.acme.Envelope", true, false);
        assertEquals(List.of(
                new Change(ChangeKind.FIELD_TYPE_CHANGED, "com.acme.Envelope", 0, "body", "", "Login", "Logout", 1),
                new Change(ChangeKind.ID_REUSED, "com.acme.Logout", -1, "", "com.acme.Login", "", "7", 0)),
                compare(before, after));
        assertNull(Compatibility.idReused(List.of(login), login, "com.acme.Login"), "a type keeps its own id");
        assertNull(Compatibility.idReused(List.of(login), WireSchema.of("Other", ID), "Other"), "0 is no id");
    }

    @Test
    void typesReachedThroughFieldsAreComparedByName() {
        WireSchema lineV1 = WireSchema.of("Line", Field.primitive("qty", Kind.INT)).origin("com.acme.Line", true, false);
        WireSchema lineV2 = WireSchema.of("Line", Field.primitive("qty", Kind.LONG)).origin("com.acme.Line", true, false);
        WireSchema before = WireSchema.of("Order", Field.sequence("lines", "List<Line>",
                Field.nested("[]", "Line", () -> lineV1))).origin("com.acme.Order", true, false);
        WireSchema after = WireSchema.of("Order", Field.sequence("lines", "List<Line>",
                Field.nested("[]", "Line", () -> lineV2))).origin("com.acme.Order", true, false);
        assertEquals(List.of(new Change(ChangeKind.FIELD_TYPE_CHANGED, "com.acme.Line", 0, "qty", "", "int", "long", 1)),
                compare(before, after));
        assertEquals(List.of(), Compatibility.compareType(before, after, "Order"), "compareType stays in the type");
    }

    // ---- generic types: each parameterization is a type of its own ----

    /**
     * {@code Page<T>(int number, List<T> items)} at {@code T = argument}, as its generated marshaller
     * describes it: named with the argument, its fields those of the substituted type.
     */
    private static WireSchema page(String argument, String qualified, Field element, Field... appended) {
        List<Field> fields = new java.util.ArrayList<>(List.of(Field.primitive("number", Kind.INT),
                Field.sequence("items", "List<" + argument + ">", element)));
        fields.addAll(List.of(appended));
        return WireSchema.of("Page<" + argument + ">", fields.toArray(new Field[0]))
                .origin("com.acme.Page<" + qualified + ">", true, false);
    }

    private static WireSchema page(WireSchema argument, Field... appended) {
        return page(argument.typeName(), argument.qualifiedName(),
                Field.nested("[]", argument.typeName(), () -> argument), appended);
    }

    private static WireSchema shelf(WireSchema page) {
        return WireSchema.of("Shelf", Field.nested("page", page.typeName(), () -> page))
                .origin("com.acme.Shelf", true, false);
    }

    private static final WireSchema ITEM = WireSchema.of("Item", OWNER).origin("com.acme.Item", true, false);
    private static final WireSchema ORDER = WireSchema.of("Order", ID).origin("com.acme.Order", true, false);

    @Test
    void aFieldOfAnotherParameterizationHasChangedType() {
        List<Change> changes = compare(shelf(page(ITEM)), shelf(page(ORDER)));
        assertEquals(List.of(new Change(ChangeKind.FIELD_TYPE_CHANGED, "com.acme.Shelf", 0, "page", "", "Page<Item>",
                "Page<Order>", 1)), changes);
        assertEquals("field 'page' of com.acme.Shelf (slot 0) has type Page<Order>, but the schema lock marshalled.lock"
                + " records Page<Item> there, so stored bytes would be misread: keep the old type, or keep the old"
                + " field marked @Retired and add the new one at the end with @Since(2) (the type must be evolvable)",
                changes.get(0).describe(LOCK));
        assertEquals(List.of(), compare(shelf(page(ITEM)), shelf(page(ITEM))));
    }

    @Test
    void aParameterizationIsComparedWithTheSameParameterization() {
        // The generic type gained a field: Page<Item> is reached through the field and compared by its name.
        assertEquals(List.of(new Change(ChangeKind.APPEND_NOT_EVOLVABLE, "com.acme.Page<com.acme.Item>", 2, "total",
                "", "", "", 0)), compare(shelf(page(ITEM)), shelf(page(ITEM, Field.primitive("total", Kind.LONG)))));
        // An enum argument's constants are in the substituted type's fields.
        WireSchema sides = page("Side", "com.acme.Side", side("[]", "BUY", "SELL").qualified("com.acme.Side"));
        WireSchema reordered = page("Side", "com.acme.Side", side("[]", "SELL", "BUY").qualified("com.acme.Side"));
        assertEquals(List.of(new Change(ChangeKind.ENUM_CHANGED, "com.acme.Page<com.acme.Side>", 1, "items",
                "com.acme.Side", "BUY,SELL", "SELL,BUY", 0)), compare(shelf(sides), shelf(reordered)));
    }

    @Test
    void anEnumAmongTheArgumentsOfANestedFieldIsCheckedToo() {
        // As the schema lock describes a field of a parameterized type, and compares it: the type
        // arguments are its parts, and each type's block is compared on its own.
        Field before = pageOf("com.acme.Side", "BUY", "SELL");
        Field after = pageOf("com.acme.Side", "SELL", "BUY");
        assertEquals(List.of(change(ChangeKind.ENUM_CHANGED, 0, "colors", "com.acme.Side", "BUY,SELL", "SELL,BUY", 0)),
                Compatibility.compareType(account(before), account(after), "Account"));
        assertEquals(List.of(change(ChangeKind.FIELD_TYPE_CHANGED, 0, "colors", "", "com.acme.Page<com.acme.Side>",
                "com.acme.Page<com.acme.Tier>", 1)),
                Compatibility.compareType(account(before), account(pageOf("com.acme.Tier", "BUY", "SELL")), "Account"));
    }

    /** A field {@code colors} of type {@code com.acme.Page<E>}, for an enum {@code E}, as the lock describes it. */
    private static Field pageOf(String enumeration, String... constants) {
        String type = "com.acme.Page<" + enumeration + ">";
        return new Field("colors", Kind.NESTED, null, type, List.of(), null,
                List.of(side("<0>", constants).qualified(enumeration))).qualified(type);
    }

    // ---- the catalogue ----

    @Test
    void onlyAnAppendedFieldIsNotBreaking() {
        for (ChangeKind kind : ChangeKind.values()) {
            assertEquals(kind != ChangeKind.FIELD_APPENDED, kind.breaking(), kind.name());
        }
        assertEquals(Verdict.INCOMPATIBLE, Compatibility.verdict(List.of(
                change(ChangeKind.FIELD_APPENDED, 2, "tags", "", "", "", 2),
                change(ChangeKind.FIELD_REMOVED, 3, "x", "", "int", "", 0))));
    }

    @Test
    void everyTemplateFillsAllItsPlaceholders() {
        for (ChangeKind kind : ChangeKind.values()) {
            String text = new Change(kind, "T", 0, "f", "S", "b", "a", 1).describe(LOCK);
            assertFalse(text.contains("{") || text.contains("}"), text);
        }
    }
}
