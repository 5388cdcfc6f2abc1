package dev.marshalled.runtime.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/** Handles on private fields and constructors, and what a failing constructor becomes. */
class MembersTest {
    static final class Account {
        private long balance;
        private final String owner;

        private Account(String owner) {
            this.owner = owner;
        }
    }

    @Test
    void aPrivateFieldIsReadAndWrittenThroughItsHandle() throws Throwable {
        MethodHandle constructor = Members.constructor(MethodHandles.lookup(), Account.class, String.class);
        Account account = (Account) constructor.invoke("ann");
        VarHandle balance = Members.field(MethodHandles.lookup(), Account.class, "balance", long.class);
        balance.set(account, 42L);
        assertEquals(42L, (long) balance.get(account));
        VarHandle owner = Members.field(MethodHandles.lookup(), Account.class, "owner", String.class);
        assertEquals("ann", (String) owner.get(account));
        assertThrows(UnsupportedOperationException.class, () -> owner.set(account, "bob"), "a final field only reads");
    }

    @Test
    void aFieldThatIsGoneSaysToRebuild() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Members.field(MethodHandles.lookup(), Account.class, "balance", int.class));
        assertTrue(e.getMessage().startsWith("cannot reach field " + Account.class.getName() + ".balance of type int from "
                + MembersTest.class.getName() + ": java.lang.NoSuchFieldException"), e.getMessage());
        assertTrue(e.getMessage().endsWith("; rebuild so that the marshaller is generated from the class as it is"),
                e.getMessage());
        IllegalStateException c = assertThrows(IllegalStateException.class,
                () -> Members.constructor(MethodHandles.lookup(), Account.class, long.class));
        assertTrue(c.getMessage().startsWith("cannot reach a constructor of " + Account.class.getName() + " from "
                + MembersTest.class.getName() + ": java.lang.NoSuchMethodException"), c.getMessage());
    }

    @Test
    void aFieldInAModuleNotOpenSaysWhatToOpen() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Members.field(MethodHandles.lookup(), ArrayList.class, "size", int.class));
        assertTrue(e.getMessage().contains("; open package java.util of module java.base to "), e.getMessage());
    }

    @Test
    void aConstructorFailureIsRethrownAsItCanBe() {
        IllegalArgumentException unchecked = new IllegalArgumentException("negative");
        assertSame(unchecked, Members.constructorFailed(unchecked));
        AssertionError error = new AssertionError("boom");
        assertSame(error, assertThrows(AssertionError.class, () -> Members.constructorFailed(error)));
        IOException checked = new IOException("disk");
        RuntimeException wrapped = Members.constructorFailed(checked);
        assertTrue(wrapped instanceof UndeclaredThrowableException);
        assertSame(checked, wrapped.getCause());
        assertEquals("constructor threw java.io.IOException: disk", wrapped.getMessage());
    }

    @Test
    void aNullForANonNullFieldIsRefusedAtTheReadIndex() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[8]).readIndex(5);
        Members.requireNonNull(buffer, "x", "Order.id");
        MarshalException e = assertThrows(MarshalException.class, () -> Members.requireNonNull(buffer, null, "Order.id"));
        assertEquals("Order.id is declared non-null, but the bytes hold null", e.getMessage());
        assertEquals(5, e.offset());
    }
}
