package com.acme

import com.acme.billing.Invoice
import com.acme.billing.InvoiceMarshaller
import com.acme.money.Money
import com.acme.shapes.Blank
import com.acme.shapes.Circle
import com.acme.shapes.Dashed
import com.acme.shapes.Drawing
import com.acme.shapes.DrawingMarshaller
import com.acme.shapes.Rectangle
import com.acme.shapes.Solid
import com.acme.shop.Customer
import com.acme.shop.CustomerMarshaller
import com.acme.shop.Heartbeat
import com.acme.shop.HeartbeatMarshaller
import com.acme.shop.Order
import com.acme.shop.Order_LineMarshaller
import com.acme.shop.OrderMarshaller
import com.acme.shop.Preferences
import com.acme.shop.PreferencesMarshaller
import com.acme.shop.Session
import com.acme.shop.SessionMarshaller
import com.acme.shop.Sku
import dev.marshalled.runtime.MarshalException
import dev.marshalled.runtime.Marshaller
import dev.marshalled.runtime.Marshallers
import dev.marshalled.runtime.UnsafeBuffer
import java.math.BigDecimal
import java.time.Instant
import org.junit.jupiter.api.Assertions.assertArrayEquals
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotSame
import org.junit.jupiter.api.Assertions.assertSame
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class KotlinRoundTripTest {

    /**
     * Writes [value] after bytes already in the buffer, checks sizeOf against the bytes written, reads it back
     * and compares with equals; then the same through toByteArray. Returns the copy.
     */
    private fun <T : Any> roundTrip(marshaller: Marshaller<T>, value: T): T {
        val buffer = UnsafeBuffer(8)
        buffer.putInt(0x5eed)
        val start = buffer.writeIndex()
        marshaller.write(value, buffer)
        assertEquals(marshaller.sizeOf(value), buffer.writeIndex() - start, "sizeOf and the bytes written")
        assertEquals(0x5eed, buffer.getInt())
        val copy = marshaller.read(buffer)
        assertEquals(0, buffer.remaining(), "bytes left after reading")
        assertEquals(value, copy)
        assertNotSame(value, copy)

        val bytes = marshaller.toByteArray(value)
        assertEquals(marshaller.sizeOf(value), bytes.size)
        assertEquals(value, marshaller.fromByteArray(bytes))
        return copy
    }

    private val ann = Customer(
        id = 7, name = "Ann", email = "ann@example.com", age = 41, vip = true, tags = listOf("b2b", "eu"),
        scores = mapOf("q1" to 3, "q2" to 5), joined = Instant.parse("2024-03-31T01:59:58.123456789Z"),
        avatar = byteArrayOf(1, 2, 3),
    )

    @Test
    fun dataClassesWithNullableAndNonNullProperties() {
        roundTrip(CustomerMarshaller.INSTANCE, ann)
        val bob = roundTrip(
            CustomerMarshaller.INSTANCE,
            Customer(8, "Bob", null, null, false, emptyList(), emptyMap(), Instant.EPOCH, null),
        )
        assertEquals(null, bob.email)
        // id, name, null email, null Int? (presence byte and zeros), vip, two empty collections, Instant (presence
        // byte, seconds, nanos), null ByteArray.
        assertEquals(8 + (4 + 3) + 4 + (1 + 4) + 1 + 4 + 4 + (1 + 12) + 4, CustomerMarshaller.sizeOf(bob))
    }

    @Test
    fun nestedClassesAndAValueClass() {
        val line = Order.Line(Sku("KB-101"), 2, BigDecimal("49.90"), null)
        val order = Order(
            id = 1001, customer = ann,
            lines = listOf(line, Order.Line(Sku("MS-7"), 1, BigDecimal("19.5"), Sku("MS-8"))),
            status = Order.Status.PAID, giftWrap = Order.Line(Sku("GW"), 1, BigDecimal.ZERO, null),
        )
        val copy = roundTrip(OrderMarshaller.INSTANCE, order)
        assertEquals(Sku("MS-8"), copy.lines[1].replacement)
        roundTrip(OrderMarshaller.INSTANCE, order.copy(lines = emptyList(), giftWrap = null))
        roundTrip(Order_LineMarshaller.INSTANCE, line)
        // The value class's init block is not run on read: its checks do not guard bytes (as a setter's would not).
        val bytes = Order_LineMarshaller.INSTANCE.toByteArray(line)
        val blank = byteArrayOf(0, 0, 0, 0) + bytes.copyOfRange(4 + "KB-101".length, bytes.size)
        assertEquals("", Order_LineMarshaller.INSTANCE.fromByteArray(blank).sku.code)
        // A value class is its underlying value on the wire: the SKU is just a String.
        assertEquals(5, Order_LineMarshaller.sizeOf(line) - Order_LineMarshaller.sizeOf(line.copy(sku = Sku("x"))))
    }

    @Test
    fun defaultsAndVarPropertiesThroughTheNoArgumentConstructor() {
        roundTrip(PreferencesMarshaller.INSTANCE, Preferences())
        roundTrip(
            PreferencesMarshaller.INSTANCE,
            Preferences("light", 14, false, "annie", mutableMapOf("save" to "ctrl+s", "quit" to "ctrl+q")),
        )
        val session = Session().apply {
            user = "ann"
            expiresAtMillis = 1_700_000_000_000
            roles.addAll(listOf("admin", "billing"))
            token = "t0k3n"
        }
        roundTrip(SessionMarshaller.INSTANCE, session)
        session.lastRequest = Thread.currentThread()
        assertEquals(null, SessionMarshaller.INSTANCE.fromByteArray(SessionMarshaller.INSTANCE.toByteArray(session)).lastRequest)
    }

    @Test
    fun aNullInTheBytesOfANonNullPropertyIsRefused() {
        // theme is a non-null String: replace its bytes (length, then UTF-8) with the -1 length of a null.
        val valid = PreferencesMarshaller.INSTANCE.toByteArray(Preferences(theme = "dark"))
        val crafted = byteArrayOf(-1, -1, -1, -1) + valid.copyOfRange(4 + "dark".length, valid.size)
        val failure = assertThrows(MarshalException::class.java) { PreferencesMarshaller.INSTANCE.fromByteArray(crafted) }
        assertTrue(failure.message!!.contains("Preferences.theme is declared non-null, but the bytes hold null"),
            failure.message)

        // Through a constructor, Kotlin's own parameter check refuses it, and the read fails the same way.
        val bytes = CustomerMarshaller.INSTANCE.toByteArray(ann)
        val nameless = bytes.copyOfRange(0, 8) + byteArrayOf(-1, -1, -1, -1) + bytes.copyOfRange(8 + 4 + 3, bytes.size)
        val refused = assertThrows(MarshalException::class.java) { CustomerMarshaller.INSTANCE.fromByteArray(nameless) }
        assertTrue(refused.message!!.contains("parameter name"), refused.message)

        // A nullable property takes the same null.
        val nullable = PreferencesMarshaller.INSTANCE.toByteArray(Preferences(nickname = null))
        assertEquals(null, PreferencesMarshaller.INSTANCE.fromByteArray(nullable).nickname)
    }

    @Test
    fun aSealedHierarchyThroughPolymorphicFieldsAndTypeIds() {
        val drawing = Drawing(
            name = "plan", background = Rectangle(800.0, 600.0, "paper"), highlight = Circle(1.0, 2.0, 3.5),
            shapes = listOf(Circle(0.0, 0.0, 1.0), Blank, Rectangle(2.0, 3.0, null)), stroke = Dashed(1.5f, 4f),
        )
        val copy = roundTrip(DrawingMarshaller.INSTANCE, drawing)
        assertEquals(Blank, copy.shapes[1])
        roundTrip(DrawingMarshaller.INSTANCE, drawing.copy(highlight = null, shapes = emptyList(), stroke = Solid(2f)))
        roundTrip(DrawingMarshaller.INSTANCE, drawing.copy(background = Blank))
    }

    @Test
    fun anObjectWithNoFields() {
        assertEquals(0, HeartbeatMarshaller.sizeOf(Heartbeat))
        assertEquals(0, HeartbeatMarshaller.INSTANCE.toByteArray(Heartbeat).size)
        roundTrip(HeartbeatMarshaller.INSTANCE, Heartbeat)

        // With its id, as a self-identifying message: type id, length, no body.
        val buffer = UnsafeBuffer(16)
        Marshallers.global().writeMessage(Heartbeat, buffer)
        assertEquals(8, buffer.writeIndex())
        assertEquals(Heartbeat, Marshallers.global().readMessage(buffer, Heartbeat::class.java))
    }

    @Test
    fun aLibraryTypeThroughAConverterNamedOnThePackage() {
        val invoice = Invoice("INV-1", Money("EUR", 12_345), null, listOf(Money("EUR", 10_000), Money("USD", 2_345)))
        roundTrip(InvoiceMarshaller.INSTANCE, invoice)
        // The bytes of a String: "EUR 12345".
        val bytes = InvoiceMarshaller.INSTANCE.toByteArray(invoice.copy(lines = emptyList()))
        assertArrayEquals(
            byteArrayOf(5, 0, 0, 0) + "INV-1".toByteArray() + byteArrayOf(9, 0, 0, 0) + "EUR 12345".toByteArray() +
                byteArrayOf(-1, -1, -1, -1) + byteArrayOf(0, 0, 0, 0),
            bytes,
        )
        assertSame(null, InvoiceMarshaller.INSTANCE.fromByteArray(bytes).discount)
    }
}
