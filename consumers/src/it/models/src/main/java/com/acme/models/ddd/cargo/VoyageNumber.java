package com.acme.models.ddd.cargo;

import dev.marshalled.Marshalled;

@Marshalled
public record VoyageNumber(String number) {
}
