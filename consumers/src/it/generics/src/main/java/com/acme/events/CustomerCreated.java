package com.acme.events;

import dev.marshalled.Marshalled;
import java.time.Instant;

@Marshalled
public class CustomerCreated extends Event<Customer> {
    private Instant occurredOn;

    protected CustomerCreated() {
    }

    public CustomerCreated(String id, Customer customer, Instant occurredOn) {
        super(id, customer);
        this.occurredOn = occurredOn;
    }

    public Instant getOccurredOn() {
        return occurredOn;
    }
}
