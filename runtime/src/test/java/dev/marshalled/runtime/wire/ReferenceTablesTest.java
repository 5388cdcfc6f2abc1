package dev.marshalled.runtime.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.MarshalException;
import org.junit.jupiter.api.Test;

/** Identity within one message: ids in the order objects start, cycles through constructors refused. */
class ReferenceTablesTest {

    @Test
    void objectsGetIdsInTheOrderTheyAreFirstMet() {
        ReferenceTables tables = new ReferenceTables();
        assertTrue(tables.beginWrite());
        Object a = new Object();
        Object b = new Object();
        assertEquals(-1, tables.writtenId(a, "T", 0));
        tables.add(a, false); // the body's own add after writtenId gives no second id
        assertEquals(-1, tables.writtenId(b, "T", 0));
        tables.add(b, false);
        assertEquals(0, tables.writtenId(a, "T", 0));
        assertEquals(1, tables.writtenId(b, "T", 0));
        Object top = new Object();
        tables.add(top, false); // reached without a tag: takes the next id at once
        assertEquals(2, tables.writtenId(top, "T", 0));
        tables.endWrite();
        assertFalse(tables.writing());
        assertTrue(tables.beginWrite());
        assertEquals(-1, tables.writtenId(a, "T", 0), "forgotten after the write");
    }

    @Test
    void idsSurviveTheTableGrowing() {
        ReferenceTables tables = new ReferenceTables();
        tables.beginWrite();
        Object[] objects = new Object[1000];
        for (int i = 0; i < objects.length; i++) {
            objects[i] = new Object();
            assertEquals(-1, tables.writtenId(objects[i], "T", 0));
            tables.add(objects[i], false);
        }
        for (int i = 0; i < objects.length; i++) {
            assertEquals(i, tables.writtenId(objects[i], "T", 0));
        }
    }

    @Test
    void aReferenceBackToAnObjectStillBeingWrittenByItsConstructorIsACycleThatCannotBeRead() {
        ReferenceTables tables = new ReferenceTables();
        tables.beginWrite();
        Object order = new Object();
        tables.writtenId(order, "Order", 0);
        tables.add(order, true);
        MarshalException e = assertThrows(MarshalException.class, () -> tables.writtenId(order, "Order", 12));
        assertEquals("cannot write a cycle through Order: it is built by its constructor, so a reference back to it"
                + " cannot be read before it exists; give Order a no-argument constructor and settable fields, or"
                + " break the cycle", e.getMessage());
        assertEquals(12, e.offset());
        tables.complete(order);
        assertEquals(0, tables.writtenId(order, "Order", 12), "once its fields are written it may be shared");
    }

    @Test
    void theReaderHoldsPendingObjectsUntilTheyExist() {
        ReferenceTables tables = new ReferenceTables();
        assertTrue(tables.beginRead());
        assertFalse(tables.beginRead());
        int id = tables.reserve();
        assertTrue(ReferenceTables.isPending(tables.get(id)));
        tables.set(id, "made");
        assertSame("made", tables.get(id));
        assertNull(tables.get(1));
        assertEquals(1, tables.readCount());
        tables.endRead();
        assertEquals(0, tables.readCount());
    }
}
