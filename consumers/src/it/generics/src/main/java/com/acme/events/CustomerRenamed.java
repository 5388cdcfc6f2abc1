package com.acme.events;

import com.acme.domain.Pair;
import dev.marshalled.Marshalled;

/** An event whose data is itself generic: the old and the new name. */
@Marshalled
public class CustomerRenamed extends Event<Pair<String, String>> {
    protected CustomerRenamed() {
    }

    public CustomerRenamed(String id, String from, String to) {
        super(id, new Pair<>(from, to));
    }
}
