package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.model.Ticket;
import dev.marshalled.example.model.TicketMarshaller;
import dev.marshalled.example.model.TicketShown;
import dev.marshalled.example.model.TicketShownMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A private enum, alone, in containers and as a generic type's argument, as a user compiles it. */
class HiddenEnumsTest {
    private static byte[] bytes(UnsafeBuffer buffer) {
        return Arrays.copyOf(buffer.array(), buffer.writeIndex());
    }

    @Test
    void aPrivateEnumHasThePublicEnumsBytesAndReadsBack() {
        UnsafeBuffer hidden = new UnsafeBuffer(16);
        TicketMarshaller.write(Ticket.sample(), hidden);
        UnsafeBuffer shown = new UnsafeBuffer(16);
        TicketShownMarshaller.write(TicketShown.sample(), shown);
        assertArrayEquals(bytes(shown), bytes(hidden));
        assertEquals(hidden.writeIndex(), TicketMarshaller.sizeOf(Ticket.sample()));
        assertTrue(TicketMarshaller.read(hidden).same(Ticket.sample()));
    }

    @Test
    void anOrdinalPastTheConstantsInAListNamesTheElement() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        buffer.putInt(0); // state: OPEN
        buffer.putInt(1); // history: one element
        buffer.putInt(3); // ordinal 3 of 3 constants
        MarshalException e = assertThrows(MarshalException.class, () -> TicketMarshaller.read(buffer));
        assertTrue(e.getMessage().contains("Ticket.history"), e.getMessage());
    }
}
