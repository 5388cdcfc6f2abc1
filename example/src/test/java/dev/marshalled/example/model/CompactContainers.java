package dev.marshalled.example.model;

import dev.marshalled.Marshalled;

/** Every field of {@link Containers}, in the compact encoding. */
@Marshalled(encoding = Marshalled.Encoding.COMPACT)
public class CompactContainers extends Containers {
}
