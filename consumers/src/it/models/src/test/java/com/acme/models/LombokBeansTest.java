package com.acme.models;

import static com.acme.models.RoundTrips.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.acme.models.beans.Account;
import com.acme.models.beans.AccountMarshaller;
import com.acme.models.beans.GeoPoint;
import com.acme.models.beans.GeoPointMarshaller;
import com.acme.models.beans.Person;
import com.acme.models.beans.PersonMarshaller;
import com.acme.models.beans.Settings;
import com.acme.models.beans.SettingsMarshaller;
import com.acme.models.beans.Shipment;
import com.acme.models.beans.ShipmentMarshaller;
import com.acme.models.beans.Subscription;
import com.acme.models.beans.SubscriptionMarshaller;
import com.acme.models.beans.Ticket;
import com.acme.models.beans.TicketMarshaller;
import com.acme.models.beans.UserDto;
import com.acme.models.beans.UserDtoMarshaller;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Lombok-generated beans; the Lombok processor runs after Marshalled's on the processor path. */
class LombokBeansTest {

    @Test
    void data() {
        UserDto user = new UserDto();
        user.setId(42L);
        user.setUsername("ann");
        user.setDisplayName("Ann \u00c5str\u00f6m \ud83d\ude80");
        user.setRoles(List.of("admin", "user"));
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("locale", "sv_SE");
        attributes.put("theme", null);
        user.setAttributes(attributes);
        user.setActive(true);
        user.setLastLogin(Instant.parse("2024-06-01T12:00:00Z"));
        assertEquals(user, roundTrip(UserDtoMarshaller.INSTANCE, user));
        assertEquals(new UserDto(), roundTrip(UserDtoMarshaller.INSTANCE, new UserDto()));
        UserDto empty = new UserDto();
        empty.setRoles(List.of());
        empty.setAttributes(Map.of());
        assertTrue(roundTrip(UserDtoMarshaller.INSTANCE, empty).getRoles().isEmpty());
    }

    @Test
    void value() {
        assertEquals(new GeoPoint(59.3293, 18.0686, 28.5), roundTrip(GeoPointMarshaller.INSTANCE, new GeoPoint(59.3293, 18.0686, 28.5)));
        assertNull(roundTrip(GeoPointMarshaller.INSTANCE, new GeoPoint(-33.87, 151.21, null)).getAltitude());
        Settings settings = new Settings("dark", 14, Map.of("beta", true, "ads", false));
        assertEquals(settings.withFontSize(16), roundTrip(SettingsMarshaller.INSTANCE, settings.withFontSize(16)));
        roundTrip(SettingsMarshaller.INSTANCE, new Settings(null, 0, null));
    }

    @Test
    void builderWithPrivateAllArgsConstructor() {
        Shipment shipment = Shipment.builder()
                .reference("SHP-1")
                .status(Shipment.Status.IN_TRANSIT)
                .destination(new GeoPoint(1, 2, null))
                .labels(new ArrayList<>(List.of("fragile", "this side up")))
                .weightGrams(1250)
                .shipDate(LocalDate.of(2024, 2, 29))
                .build();
        Shipment copy = roundTrip(ShipmentMarshaller.INSTANCE, shipment);
        assertEquals(List.of("fragile", "this side up"), copy.getLabels());
        assertTrue(roundTrip(ShipmentMarshaller.INSTANCE, Shipment.builder().build()).getLabels().isEmpty());
        roundTrip(ShipmentMarshaller.INSTANCE, new Shipment());
    }

    @Test
    void valueWithBuilderAndSingular() {
        Ticket ticket = Ticket.builder().id("T-1").title("Crash on save").priority(Ticket.Priority.BLOCKER)
                .watcher("ann").watcher("bob").openedAt(Instant.parse("2024-01-02T03:04:05Z")).build();
        assertEquals(ticket, roundTrip(TicketMarshaller.INSTANCE, ticket));
        Ticket bare = Ticket.builder().build();
        assertEquals(bare, roundTrip(TicketMarshaller.INSTANCE, bare));
    }

    @Test
    void gettersAndSettersOnly() {
        Account account = new Account();
        account.setIban("DE89370400440532013000");
        account.setType(Account.Type.SAVINGS);
        account.setBalance(new BigDecimal("-12.3400"));
        account.setOverdraftLimit(500);
        account.setOwners(new TreeSet<>(Set.of("ann", "bob")));
        account.setFrozen(true);
        Account copy = roundTrip(AccountMarshaller.INSTANCE, account);
        assertEquals(4, copy.getBalance().scale());
        roundTrip(AccountMarshaller.INSTANCE, new Account());
    }

    @Test
    void dataSubclassOfAGetterSetterBase() {
        Person child = new Person("Tim", "Smith", LocalDate.of(2015, 5, 5), null, List.of());
        Person parent = new Person("Ann", "Smith", LocalDate.of(1985, 1, 31), new GeoPoint(1.5, 2.5, null), List.of(child));
        parent.setCreatedAt(Instant.parse("2020-01-01T00:00:00Z"));
        parent.setCreatedBy("import");
        // equals(callSuper = true) over a base without equals is identity: compare the fields instead.
        Person copy = roundTrip(PersonMarshaller.INSTANCE, parent);
        assertEquals("import", copy.getCreatedBy());
        assertEquals("Tim", copy.getChildren().get(0).getFirstName());
        roundTrip(PersonMarshaller.INSTANCE, new Person());
    }

    @Test
    void requiredArgsConstructor() {
        Subscription subscription = new Subscription("cust-1", Subscription.Plan.PRO);
        subscription.setRenewsOn(LocalDate.of(2025, 1, 1));
        subscription.setAutoRenew(true);
        Subscription copy = roundTrip(SubscriptionMarshaller.INSTANCE, subscription);
        assertEquals(Subscription.Plan.PRO, copy.getPlan());
        assertNull(roundTrip(SubscriptionMarshaller.INSTANCE, new Subscription("cust-2", null)).getPlan());
    }
}
