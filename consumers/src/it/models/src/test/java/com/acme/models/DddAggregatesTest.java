package com.acme.models;

import static com.acme.models.RoundTrips.get;
import static com.acme.models.RoundTrips.newEmpty;
import static com.acme.models.RoundTrips.roundTrip;
import static com.acme.models.RoundTrips.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.acme.models.ddd.cargo.CarrierMovement;
import com.acme.models.ddd.cargo.CarrierMovementMarshaller;
import com.acme.models.ddd.cargo.Cargo;
import com.acme.models.ddd.cargo.CargoMarshaller;
import com.acme.models.ddd.cargo.Delivery;
import com.acme.models.ddd.cargo.DeliveryMarshaller;
import com.acme.models.ddd.cargo.HandlingEvent;
import com.acme.models.ddd.cargo.HandlingEventMarshaller;
import com.acme.models.ddd.cargo.Itinerary;
import com.acme.models.ddd.cargo.ItineraryMarshaller;
import com.acme.models.ddd.cargo.Leg;
import com.acme.models.ddd.cargo.LegMarshaller;
import com.acme.models.ddd.cargo.Location;
import com.acme.models.ddd.cargo.LocationMarshaller;
import com.acme.models.ddd.cargo.RouteSpecification;
import com.acme.models.ddd.cargo.RouteSpecificationMarshaller;
import com.acme.models.ddd.cargo.RoutingStatus;
import com.acme.models.ddd.cargo.TrackingId;
import com.acme.models.ddd.cargo.TrackingIdMarshaller;
import com.acme.models.ddd.cargo.TransportStatus;
import com.acme.models.ddd.cargo.UnLocode;
import com.acme.models.ddd.cargo.UnLocodeMarshaller;
import com.acme.models.ddd.cargo.Voyage;
import com.acme.models.ddd.cargo.VoyageMarshaller;
import com.acme.models.ddd.cargo.VoyageNumber;
import com.acme.models.ddd.cargo.VoyageNumberMarshaller;
import com.acme.models.ddd.sales.CustomerId;
import com.acme.models.ddd.sales.CustomerIdMarshaller;
import com.acme.models.ddd.sales.Discount;
import com.acme.models.ddd.sales.DiscountMarshaller;
import com.acme.models.ddd.sales.EmailAddress;
import com.acme.models.ddd.sales.EmailAddressMarshaller;
import com.acme.models.ddd.sales.Money;
import com.acme.models.ddd.sales.MoneyMarshaller;
import com.acme.models.ddd.sales.OrderId;
import com.acme.models.ddd.sales.OrderIdMarshaller;
import com.acme.models.ddd.sales.ProductCode;
import com.acme.models.ddd.sales.ProductCodeMarshaller;
import com.acme.models.ddd.sales.Quantity;
import com.acme.models.ddd.sales.QuantityMarshaller;
import com.acme.models.ddd.sales.SalesOrder;
import com.acme.models.ddd.sales.SalesOrderLine;
import com.acme.models.ddd.sales.SalesOrderLineMarshaller;
import com.acme.models.ddd.sales.SalesOrderMarshaller;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Aggregates with private final fields, value objects made by factories, and a cyclic aggregate. */
class DddAggregatesTest {

    private static final Instant T0 = Instant.parse("2024-03-01T08:00:00.123456789Z");

    // ---- sales: value objects and an aggregate root with final fields ----

    @Test
    void valueObjects() {
        roundTrip(CustomerIdMarshaller.INSTANCE, new CustomerId(UUID.fromString("1b4e28ba-2fa1-11d2-883f-0016d3cca427")));
        roundTrip(OrderIdMarshaller.INSTANCE, new OrderId("SO-000042"));
        roundTrip(ProductCodeMarshaller.INSTANCE, new ProductCode("abc-1"));
        roundTrip(QuantityMarshaller.INSTANCE, new Quantity(12));
        Money money = roundTrip(MoneyMarshaller.INSTANCE, Money.of("1234.5", "EUR"));
        assertEquals(Money.of("1234.50", "EUR"), money);
        assertEquals("bob@example.org", roundTrip(EmailAddressMarshaller.INSTANCE, EmailAddress.of(" bob@EXAMPLE.org")).value());
        assertEquals(Discount.percent("SPRING", 15), roundTrip(DiscountMarshaller.INSTANCE, Discount.percent("SPRING", 15)));
        roundTrip(DiscountMarshaller.INSTANCE, Discount.NONE);
    }

    @Test
    void salesOrderWithLinesAndAbsentDiscount() {
        SalesOrder order = new SalesOrder(new OrderId("SO-000042"), new CustomerId(UUID.randomUUID()),
                EmailAddress.of("ann@example.com"), List.of());
        order.addLine(new ProductCode("sp-1"), new Quantity(2), Money.of("24.90", "EUR"));
        order.addLine(new ProductCode("rk-2"), Quantity.ONE, Money.of("19.99", "EUR"));
        // What an older version stored, before setRemark trimmed: a copy made through setRemark would differ.
        set(order, "remark", "  leave at the door  ");
        order.place(T0);

        SalesOrder copy = roundTrip(SalesOrderMarshaller.INSTANCE, order);
        assertNull(get(copy, "discount"), "discount() substitutes NONE for null; the field stays null");
        assertSame(Discount.NONE, copy.discount());
        assertEquals("  leave at the door  ", copy.remark());
        assertEquals(SalesOrder.State.PLACED, copy.state());
        assertEquals(2, copy.lines().get(1).lineNumber());

        order.cancel();
        set(order, "discount", Discount.percent("VIP", 10));
        assertEquals(Discount.percent("VIP", 10), roundTrip(SalesOrderMarshaller.INSTANCE, order).discount());
    }

    @Test
    void emptySalesOrder() {
        SalesOrder order = new SalesOrder(new OrderId("SO-000001"), new CustomerId(UUID.randomUUID()), null, List.of());
        SalesOrder copy = roundTrip(SalesOrderMarshaller.INSTANCE, order);
        assertTrue(copy.lines().isEmpty());
        assertEquals(SalesOrder.State.DRAFT, copy.state());
        copy.addLine(new ProductCode("x"), Quantity.ONE, Money.of("1", "USD"));   // a list the aggregate can still grow

        SalesOrder cancelled = new SalesOrder(new OrderId("SO-000002"), new CustomerId(UUID.randomUUID()), null, List.of());
        set(cancelled, "state", null);
        assertNull(roundTrip(SalesOrderMarshaller.INSTANCE, cancelled).state());
    }

    @Test
    void salesOrderLine() {
        SalesOrder order = new SalesOrder(new OrderId("SO-000003"), new CustomerId(UUID.randomUUID()), null, List.of());
        SalesOrderLine line = order.addLine(new ProductCode("p"), new Quantity(3), Money.of("0.10", "GBP"));
        assertEquals(Money.of("0.30", "GBP"), roundTrip(SalesOrderLineMarshaller.INSTANCE, line).subtotal());
    }

    // ---- cargo: a cyclic aggregate with references = true ----

    private static final Location STOCKHOLM = new Location(new UnLocode("SESTO"), "Stockholm");
    private static final Location HAMBURG = new Location(new UnLocode("DEHAM"), "Hamburg");
    private static final Location NEW_YORK = new Location(new UnLocode("USNYC"), "New York");

    private static Voyage voyage(String number, Location from, Location to, Instant departure) {
        return new Voyage(new VoyageNumber(number), "MV " + number,
                List.of(new CarrierMovement(from, to, departure, departure.plusSeconds(86_400 * 2))));
    }

    /** A routed cargo loaded on its first voyage: cargo -> delivery -> last event -> cargo. */
    static Cargo loadedCargo() {
        Voyage first = voyage("V100", STOCKHOLM, HAMBURG, T0);
        Voyage second = voyage("V200", HAMBURG, NEW_YORK, T0.plusSeconds(86_400 * 3));
        Cargo cargo = new Cargo(new TrackingId("ABC123"),
                new RouteSpecification(STOCKHOLM, NEW_YORK, LocalDate.of(2024, 4, 1)));
        cargo.assignToRoute(new Itinerary(List.of(
                new Leg(first, STOCKHOLM, HAMBURG, T0, T0.plusSeconds(86_400 * 2)),
                new Leg(second, HAMBURG, NEW_YORK, T0.plusSeconds(86_400 * 3), T0.plusSeconds(86_400 * 10)))));
        HandlingEvent load = new HandlingEvent(cargo, T0.plusSeconds(60), T0.plusSeconds(120), HandlingEvent.Type.LOAD,
                STOCKHOLM, first);
        cargo.deriveDeliveryProgress(load, T0.plusSeconds(180));
        return cargo;
    }

    @Test
    void cyclicCargoKeepsIdentity() {
        Cargo cargo = loadedCargo();
        assertSame(cargo, cargo.delivery().lastEvent().cargo());
        assertSame(cargo.itinerary().legs().get(0).voyage(), cargo.delivery().currentVoyage());

        Cargo copy = roundTrip(CargoMarshaller.INSTANCE, cargo);
        Delivery delivery = copy.delivery();
        assertSame(copy, delivery.lastEvent().cargo(), "cargo -> delivery -> last event -> the same cargo");
        Voyage voyage = copy.itinerary().legs().get(0).voyage();
        assertSame(voyage, delivery.currentVoyage(), "one voyage, reached three ways");
        assertSame(voyage, delivery.lastEvent().voyage());
        assertEquals(TransportStatus.ONBOARD_CARRIER, delivery.transportStatus());
        assertEquals(RoutingStatus.ROUTED, delivery.routingStatus());
        assertEquals(T0.plusSeconds(86_400 * 10), delivery.estimatedTimeOfArrival());
    }

    @Test
    void handlingEventAsTheRoot() {
        HandlingEvent event = loadedCargo().delivery().lastEvent();
        HandlingEvent copy = roundTrip(HandlingEventMarshaller.INSTANCE, event);
        Cargo cargo = copy.cargo();
        assertSame(cargo, cargo.delivery().lastEvent().cargo());
        assertSame(copy.voyage(), cargo.delivery().currentVoyage());
    }

    @Test
    void cargoNotYetRoutedNorHandled() {
        Cargo cargo = new Cargo(new TrackingId("XYZ9"), new RouteSpecification(HAMBURG, NEW_YORK, LocalDate.of(2025, 1, 1)));
        Cargo copy = roundTrip(CargoMarshaller.INSTANCE, cargo);
        assertNull(get(copy, "itinerary"), "itinerary() substitutes EMPTY for null; the field stays null");
        assertNull(get(copy.delivery(), "lastKnownLocation"));
        assertSame(Location.UNKNOWN, copy.delivery().lastKnownLocation());
        assertEquals(TransportStatus.NOT_RECEIVED, copy.delivery().transportStatus());

        Cargo empty = roundTrip(CargoMarshaller.INSTANCE, newEmpty(Cargo.class));
        assertNull(empty.trackingId());
        assertNull(empty.delivery());
    }

    @Test
    void cargoPartsOnTheirOwn() {
        Cargo cargo = loadedCargo();
        roundTrip(DeliveryMarshaller.INSTANCE, cargo.delivery());
        roundTrip(ItineraryMarshaller.INSTANCE, cargo.itinerary());
        assertTrue(roundTrip(ItineraryMarshaller.INSTANCE, Itinerary.EMPTY).legs().isEmpty());
        Leg leg = roundTrip(LegMarshaller.INSTANCE, cargo.itinerary().legs().get(1));
        assertEquals("V200", leg.voyage().voyageNumber().number());
        roundTrip(RouteSpecificationMarshaller.INSTANCE, cargo.routeSpecification());
        roundTrip(LocationMarshaller.INSTANCE, STOCKHOLM);
        roundTrip(LocationMarshaller.INSTANCE, new Location(new UnLocode("SEGOT"), null));
        roundTrip(UnLocodeMarshaller.INSTANCE, new UnLocode("USNYC"));
        roundTrip(TrackingIdMarshaller.INSTANCE, new TrackingId("T-1"));
        roundTrip(VoyageNumberMarshaller.INSTANCE, new VoyageNumber(null));
        roundTrip(CarrierMovementMarshaller.INSTANCE, cargo.itinerary().legs().get(0).voyage().movements().get(0));
        Voyage voyage = roundTrip(VoyageMarshaller.INSTANCE, cargo.itinerary().legs().get(0).voyage());
        assertEquals(1, voyage.movements().size());
        roundTrip(VoyageMarshaller.INSTANCE, newEmpty(Voyage.class));
        roundTrip(VoyageMarshaller.INSTANCE, new Voyage(new VoyageNumber("V0"), "empty", List.of()));
    }
}
