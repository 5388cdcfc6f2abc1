package com.acme.trades;

import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes framed messages through the discovered registry, reads them back, and stores them in a file. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) throws IOException {
        Marshallers registry = Marshallers.discovered();
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        registry.writeMessage(new Trade(1, 101.25, 100, "ACME"), buffer);
        registry.writeMessage(new Quote("ACME", 101.0, 101.5), buffer);
        byte[] bytes = buffer.toByteArray();
        System.out.println("module " + Main.class.getModule().getName() + " read " + registry.readMessage(buffer)
                + " and " + registry.readMessage(buffer, Quote.class));
        // Private fields and a private constructor, reached from the module itself with no opens.
        Position position = PositionMarshaller.INSTANCE.fromByteArray(
                PositionMarshaller.INSTANCE.toByteArray(Position.of("ACME", 100)));
        System.out.println("position " + position);
        Files.write(Path.of(args[0]), bytes);
    }
}
