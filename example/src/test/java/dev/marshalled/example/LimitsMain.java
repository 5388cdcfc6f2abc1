package dev.marshalled.example;

import dev.marshalled.example.model.Containers;
import dev.marshalled.example.model.ContainersMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.List;

/** Prints a new buffer's limits, then reads a five-element list under them; run in a fresh JVM. */
public final class LimitsMain {
    private LimitsMain() {
    }

    public static void main(String[] args) {
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        System.out.println("maxLength=" + buffer.maxLength() + " maxDepth=" + buffer.maxDepth());
        Containers value = new Containers();
        value.list = List.of("a", "b", "c", "d", "e");
        ContainersMarshaller.write(value, buffer);
        try {
            ContainersMarshaller.read(buffer);
            System.out.println("read");
        } catch (MarshalException e) {
            System.out.println(e.getMessage());
        }
    }
}
