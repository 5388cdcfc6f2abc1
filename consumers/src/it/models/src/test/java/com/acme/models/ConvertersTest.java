package com.acme.models;

import static com.acme.models.RoundTrips.newEmpty;
import static com.acme.models.RoundTrips.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.acme.models.external.CurrencyAmount;
import com.acme.models.legacy.AmountWire;
import com.acme.models.legacy.AmountWireMarshaller;
import com.acme.models.legacy.AuditEntry;
import com.acme.models.legacy.AuditEntryMarshaller;
import com.acme.models.legacy.Payment;
import com.acme.models.legacy.PaymentMarshaller;
import com.acme.models.reporting.DailyRevenue;
import com.acme.models.reporting.DailyRevenueMarshaller;
import dev.marshalled.schema.WireSchema;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.joda.time.DateTime;
import org.joda.time.DateTimeZone;
import org.junit.jupiter.api.Test;

/** Joda-Time and a library's money type, neither annotatable, through converters. */
class ConvertersTest {

    private static final DateTime AT = new DateTime(2024, 3, 31, 1, 59, 58, 999, DateTimeZone.UTC);

    private static WireSchema.Field field(WireSchema schema, String name) {
        return schema.fields().stream().filter(f -> f.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError(schema + " has no field " + name));
    }

    @Test
    void jodaTimesDeclaredOnThePackage() {
        AuditEntry entry = new AuditEntry("ann", "approve", AT);
        entry.setRetries(new ArrayList<>(List.of(AT.plusMinutes(1), AT.plusMinutes(5))));
        Map<String, DateTime> milestones = new LinkedHashMap<>();
        milestones.put("created", AT.minusDays(3));
        milestones.put("reviewed", null);
        entry.setMilestones(milestones);
        AuditEntry copy = roundTrip(AuditEntryMarshaller.INSTANCE, entry);
        assertEquals(AT, copy.getAt());
        assertNull(copy.getExpiresAt(), "null is written as null, never given to the converter");
        assertEquals(WireSchema.Kind.STANDARD, field(AuditEntryMarshaller.SCHEMA, "at").kind(), "the bytes of an Instant");

        roundTrip(AuditEntryMarshaller.INSTANCE, new AuditEntry());
        AuditEntry empty = new AuditEntry("bob", "view", null);
        empty.setRetries(List.of());
        empty.setMilestones(Map.of());
        roundTrip(AuditEntryMarshaller.INSTANCE, empty);
    }

    @Test
    void moneyThroughARecordAndAFieldsOwnConverter() {
        Payment payment = new Payment("PAY-1", Payment.Method.CARD, CurrencyAmount.ofMinor("EUR", 12_345), AT);
        payment.chargeFee(CurrencyAmount.ofMinor("EUR", 150));
        payment.addInstallment(CurrencyAmount.ofMinor("EUR", 6_000));
        payment.addInstallment(CurrencyAmount.ofMinor("EUR", 6_345));
        payment.settle(AT.plusDays(2));
        Payment copy = roundTrip(PaymentMarshaller.INSTANCE, payment);
        assertEquals(2, copy.getInstallments().size());
        assertEquals(CurrencyAmount.ofMinor("EUR", 150), copy.getFee());

        // The field's own @ConvertWith wins over the package's: the fee travels as text.
        assertEquals(WireSchema.Kind.STRING, field(PaymentMarshaller.SCHEMA, "fee").kind());
        assertEquals(WireSchema.Kind.NESTED, field(PaymentMarshaller.SCHEMA, "amount").kind());

        Payment pending = new Payment("PAY-2", Payment.Method.INVOICE, null, null);
        Payment pendingCopy = roundTrip(PaymentMarshaller.INSTANCE, pending);
        assertTrue(pendingCopy.getInstallments().isEmpty());
        assertNull(pendingCopy.getFee());
        roundTrip(PaymentMarshaller.INSTANCE, newEmpty(Payment.class));
        roundTrip(AmountWireMarshaller.INSTANCE, new AmountWire("JPY", -5));
    }

    @Test
    void convertersDeclaredOnTheType() {
        DailyRevenue revenue = new DailyRevenue("north", AT, "SEK");
        revenue.book(LocalDate.of(2024, 3, 30), CurrencyAmount.ofMinor("SEK", 1_999));
        revenue.book(LocalDate.of(2024, 3, 29), CurrencyAmount.ofMinor("SEK", 500));
        revenue.book(LocalDate.of(2024, 3, 30), CurrencyAmount.ofMinor("SEK", 1));
        DailyRevenue copy = roundTrip(DailyRevenueMarshaller.INSTANCE, revenue);
        assertEquals(CurrencyAmount.ofMinor("SEK", 2_500), copy.getTotal());
        assertEquals(List.of(LocalDate.of(2024, 3, 29), LocalDate.of(2024, 3, 30)), new ArrayList<>(copy.getByDay().keySet()));
        assertEquals(WireSchema.Kind.STRING, field(DailyRevenueMarshaller.SCHEMA, "total").kind());
        roundTrip(DailyRevenueMarshaller.INSTANCE, new DailyRevenue("empty", null, "SEK"));
        roundTrip(DailyRevenueMarshaller.INSTANCE, newEmpty(DailyRevenue.class));
    }
}
