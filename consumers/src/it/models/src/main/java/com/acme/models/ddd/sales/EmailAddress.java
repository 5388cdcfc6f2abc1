package com.acme.models.ddd.sales;

import dev.marshalled.Marshalled;
import java.util.Locale;

@Marshalled
public final class EmailAddress {

    private final String value;

    private EmailAddress(String value) {
        this.value = value;
    }

    public static EmailAddress of(String raw) {
        String trimmed = raw.trim();
        int at = trimmed.indexOf('@');
        if (at < 1 || at == trimmed.length() - 1) {
            throw new IllegalArgumentException("not an email address: " + raw);
        }
        return new EmailAddress(trimmed.substring(0, at) + trimmed.substring(at).toLowerCase(Locale.ROOT));
    }

    public String value() {
        return value;
    }

    public String domain() {
        return value.substring(value.indexOf('@') + 1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EmailAddress other && value.equals(other.value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public String toString() {
        return value;
    }
}
