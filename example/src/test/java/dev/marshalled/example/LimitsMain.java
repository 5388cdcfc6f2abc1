package dev.marshalled.example;

import dev.marshalled.example.model.Containers;
import dev.marshalled.example.model.ContainersMarshaller;
import dev.marshalled.example.model.Tree;
import dev.marshalled.example.model.TreeMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.List;

/**
 * Prints a new buffer's limits, then reads a five-element list and trees as deep as the depth
 * limit and one level deeper under them (written with a raised limit); run in a fresh JVM.
 */
public final class LimitsMain {
    private LimitsMain() {
    }

    public static void main(String[] args) {
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        System.out.println("maxLength=" + buffer.limits().maxLength() + " maxDepth=" + buffer.limits().maxDepth());
        Containers value = new Containers();
        value.list = List.of("a", "b", "c", "d", "e");
        ContainersMarshaller.write(value, buffer);
        try {
            ContainersMarshaller.read(buffer);
            System.out.println("read");
        } catch (MarshalException e) {
            System.out.println(e.getMessage());
        }
        int limit = buffer.limits().maxDepth();
        for (int depth : new int[] {limit, limit + 1}) {
            UnsafeBuffer deep = new UnsafeBuffer(64).limits(ReadLimits.defaults().withMaxDepth(limit + 1));
            TreeMarshaller.write(Tree.path(depth), deep);
            try {
                Tree tree = TreeMarshaller.read(UnsafeBuffer.wrap(deep.toByteArray()));
                System.out.println("depth " + depth + ": read " + (tree.equals(Tree.path(depth)) ? "equal" : "different"));
            } catch (MarshalException e) {
                System.out.println("depth " + depth + ": " + e.getMessage().substring(0, e.getMessage().indexOf(" (at ")));
            }
        }
    }
}
