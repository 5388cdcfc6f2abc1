package dev.marshalled.jmh.seed;

import dev.marshalled.jmh.libs.ReusableBytes;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;

/**
 * Java serialization, both ways, for the seed object: written into a reusable stream and read
 * back from its array in place, so it pays no copy the other approaches do not.
 */
public final class SeedCodecs {
    private SeedCodecs() {
    }

    /** @return bytes written into {@code bytes}, which is reset first */
    public static int serialize(Object value, ReusableBytes bytes) {
        bytes.reset();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.size();
    }

    /** @return the object {@link #serialize} last wrote into {@code bytes} */
    public static Object deserialize(ReusableBytes bytes) {
        try (ObjectInputStream in = new ObjectInputStream(bytes.input())) {
            return in.readObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
