package dev.marshalled.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The one grammar of types written as text: schemas' qualified names, the runtime's lookup by name, the lock. */
class TypeExpressionTest {
    private static TypeExpression named(String name) {
        return new TypeExpression(name, List.of(), 0);
    }

    @Test
    void aTypeIsItsNameItsArgumentsAndItsBrackets() {
        TypeExpression page = TypeExpression.parse("com.acme.Page<java.util.Map<java.lang.String,com.acme.Item>>");
        assertEquals("com.acme.Page", page.name());
        assertEquals(List.of(new TypeExpression("java.util.Map", List.of(named("java.lang.String"),
                named("com.acme.Item")), 0)), page.arguments());
        assertFalse(page.isArray());
        assertEquals(named("com.acme.Trade"), TypeExpression.parse("com.acme.Trade"));
    }

    @Test
    void whiteSpaceMaySurroundThePunctuationAndIsNotWrittenBack() {
        TypeExpression spaced = TypeExpression.parse(" com.acme.Box < java.util.Map < java.lang.String , byte[] > > ");
        assertEquals("com.acme.Box<java.util.Map<java.lang.String,byte[]>>", spaced.toString());
        assertEquals(TypeExpression.parse(spaced.toString()), spaced);
    }

    @Test
    void bracketsEndANameOrItsArgumentsAndCountDimensions() {
        assertEquals(new TypeExpression("byte", List.of(), 1), TypeExpression.parse("byte[]"));
        assertEquals(new TypeExpression("int", List.of(), 2), TypeExpression.parse("int[][]"));
        TypeExpression lists = TypeExpression.parse("java.util.List<T>[]");
        assertEquals(new TypeExpression("java.util.List", List.of(named("T")), 1), lists);
        assertEquals("java.util.List<T>", lists.component().toString());
        assertEquals("int[]", TypeExpression.parse("int[][]").component().toString());
        assertThrows(IllegalStateException.class, () -> named("int").component());
    }

    @Test
    void binaryNamesAreNamesWhateverTheyHold() {
        assertEquals(named("[B"), TypeExpression.parse("[B"));
        assertEquals(named("[Ljava.lang.String;"), TypeExpression.parse("[Ljava.lang.String;"));
        assertEquals(named("com.Acme.Outer$Inner"), TypeExpression.parse("com.Acme.Outer$Inner"));
        assertEquals("java.util.Map<java.lang.String,[B>",
                TypeExpression.parse("java.util.Map<java.lang.String,[B>").toString());
        assertEquals(named("名前.Typ"), TypeExpression.parse("名前.Typ"));
    }

    @Test
    void everyNameMayBeRenamedByPosition() {
        List<String> parameters = List.of("K", "V");
        TypeExpression renamed = TypeExpression.parse("com.acme.Pair<java.util.List<V>,K[]>")
                .renamed(word -> parameters.contains(word) ? "#" + parameters.indexOf(word) : word);
        assertEquals("com.acme.Pair<java.util.List<#1>,#0[]>", renamed.toString());
    }

    @Test
    void textThatIsNoTypeIsRefusedWithWhereReadingStopped() {
        assertRefused("", "expected a type name at the start");
        assertRefused("  ", "expected a type name at the start");
        assertRefused("Box<", "expected a type name after 'Box<'");
        assertRefused("Box<>", "expected a type name after 'Box<'");
        assertRefused("Box<Point,>", "expected a type name after 'Box<Point,'");
        assertRefused("Box<Point", "expected ',' or '>' after 'Box<Point'");
        assertRefused("Box<Point>>", "expected the end after 'Box<Point>', not '>'");
        assertRefused("Point Point", "expected the end after 'Point', not 'P'");
        assertRefused("<T>", "expected a type name at the start");
        assertRefused("byte []", "expected the end after 'byte', not '['");
        assertRefused("Box<T> []", "expected the end after 'Box<T>', not '['");
        assertRefused("byte[]<T>", "expected the end after 'byte[]', not '<'");
    }

    @Test
    void aTypeHasAName() {
        assertThrows(IllegalArgumentException.class, () -> named(""));
        assertThrows(IllegalArgumentException.class, () -> new TypeExpression("int", List.of(), -1));
        assertTrue(TypeExpression.parse("int[]").isArray());
    }

    private static void assertRefused(String text, String why) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TypeExpression.parse(text),
                text);
        assertEquals("cannot read the type '" + text + "': " + why, e.getMessage());
    }
}
