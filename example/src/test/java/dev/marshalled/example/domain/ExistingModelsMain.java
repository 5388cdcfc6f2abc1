package dev.marshalled.example.domain;

import dev.marshalled.example.domain.external.Money;

/**
 * Round-trips the private-field models in a fresh JVM: the handles that reach private fields
 * and constructors must work, and print nothing, with whatever flags the JVM was started.
 */
public final class ExistingModelsMain {
    private ExistingModelsMain() {
    }

    public static void main(String[] args) {
        Customer customer = new Customer("Ada");
        customer.saved(7);
        customer.setCredit(Money.of("3.10", "EUR"));
        Customer copy = CustomerMarshaller.INSTANCE.fromByteArray(CustomerMarshaller.INSTANCE.toByteArray(customer));
        Shipment shipment = Shipment.of("ABC123", Shipment.Weight.grams(9), new Shipment.Leg("A", "B"));
        Shipment back = ShipmentMarshaller.INSTANCE.fromByteArray(ShipmentMarshaller.INSTANCE.toByteArray(shipment));
        boolean ok = copy.getId() == 7L && copy.getCredit().equals(customer.getCredit())
                && back.legs().equals(shipment.legs()) && back.weight().grams() == 9;
        System.out.println(ok ? "existing models: OK" : "existing models: DIFFERENT");
    }
}
