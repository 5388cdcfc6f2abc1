package com.acme.models.legacy;

import dev.marshalled.WireConverter;
import java.time.Instant;
import org.joda.time.DateTime;
import org.joda.time.DateTimeZone;

/** A Joda-Time instant as a {@code java.time.Instant}; read back in UTC. */
public class JodaInstantConverter implements WireConverter<DateTime, Instant> {

    @Override
    public Instant toWire(DateTime value) {
        return Instant.ofEpochMilli(value.getMillis());
    }

    @Override
    public DateTime fromWire(Instant wire) {
        return new DateTime(wire.toEpochMilli(), DateTimeZone.UTC);
    }
}
