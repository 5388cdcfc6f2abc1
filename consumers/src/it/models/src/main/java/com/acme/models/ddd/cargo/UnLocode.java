package com.acme.models.ddd.cargo;

import dev.marshalled.Marshalled;
import java.util.regex.Pattern;

/** A United Nations location code, such as SESTO or USNYC. */
@Marshalled
public record UnLocode(String code) {

    private static final Pattern VALID = Pattern.compile("[A-Z]{2}[A-Z2-9]{3}");

    public UnLocode {
        if (!VALID.matcher(code).matches()) {
            throw new IllegalArgumentException("not a UN/LOCODE: " + code);
        }
    }
}
