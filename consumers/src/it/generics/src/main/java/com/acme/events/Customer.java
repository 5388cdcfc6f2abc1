package com.acme.events;

import dev.marshalled.Marshalled;
import java.util.UUID;

@Marshalled
public record Customer(UUID id, String name, String email) {
}
