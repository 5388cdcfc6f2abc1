package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.model.Compact;
import dev.marshalled.example.model.CompactMarshaller;
import dev.marshalled.example.model.Containers;
import dev.marshalled.example.model.ContainersMarshaller;
import dev.marshalled.example.model.Point;
import dev.marshalled.example.model.Tree;
import dev.marshalled.example.model.TreeMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import dev.marshalled.runtime.wire.PrimitiveArrays;
import dev.marshalled.runtime.wire.Strings;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the README's Security section promises: the path of the failing value, length limits
 * per buffer, allocation bounded by the input, and the bounds check on the Unsafe path.
 */
class UntrustedInputTest {

    @Test
    void failuresNameThePathDownToTheElement() {
        // 1 -> [2, 3 -> [4]]: cut the last bytes, inside the children count of tree 4.
        Tree tree = new Tree(1, List.of(new Tree(2, List.of()), new Tree(3, List.of(new Tree(4, null)))));
        byte[] bytes = TreeMarshaller.INSTANCE.toByteArray(tree);
        MarshalException e = assertThrows(MarshalException.class,
                () -> TreeMarshaller.read(UnsafeBuffer.wrap(Arrays.copyOf(bytes, bytes.length - 2))));
        assertEquals("Tree.children[1].children[0].children", e.path());
        assertEquals("truncated input: Tree.children needs 4 bytes at offset 31 but only 2 remain"
                + " (at Tree.children[1].children[0].children)", e.getMessage());
        assertEquals(31, e.offset());

        // A map's value list, an element's field.
        Containers value = new Containers();
        value.linkedHashMap = new LinkedHashMap<>(Map.of("pts", List.of(new Point(1, 1, "a"), new Point(2, 2, "bad"))));
        byte[] map = ContainersMarshaller.INSTANCE.toByteArray(value);
        int at = indexOf(map, "bad".getBytes());
        map[at - 4] = (byte) 0xFB; // "bad" as 3 bytes of UTF-8 (prefix -5): refused, it is Latin-1's
        map[at - 3] = map[at - 2] = map[at - 1] = (byte) 0xFF;
        e = assertThrows(MarshalException.class, () -> ContainersMarshaller.read(UnsafeBuffer.wrap(map)));
        assertEquals("Containers.linkedHashMap[0][1].label", e.path());
        assertEquals(at - 4, e.offset());

        // A flat field: the message already names it, the path is the field.
        byte[] flat = CompactMarshaller.INSTANCE.toByteArray(CompactEncodingTest.small());
        e = assertThrows(MarshalException.class,
                () -> CompactMarshaller.read(UnsafeBuffer.wrap(Arrays.copyOf(flat, 6))));
        assertEquals("Compact.color", e.path());
        assertTrue(e.getMessage().startsWith("truncated input: Compact.color"), e.getMessage());
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not found");
    }

    @Test
    void lengthLimitIsSetPerBuffer() {
        Containers value = new Containers();
        value.list = List.of("a", "b", "c");
        byte[] bytes = ContainersMarshaller.INSTANCE.toByteArray(value);
        ContainersMarshaller.read(UnsafeBuffer.wrap(bytes).limits(ReadLimits.defaults().withMaxLength(3))); // within the limit
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes).limits(ReadLimits.defaults().withMaxLength(2));
        MarshalException e = assertThrows(MarshalException.class, () -> ContainersMarshaller.read(buffer));
        assertEquals("Containers.list: length 3 at offset 0 is above the limit of 2 (ReadLimits.maxLength,"
                + " -Ddev.marshalled.maxLength)", e.getMessage());
        assertEquals(0, buffer.readIndex());

        Containers strings = new Containers();
        strings.strings = new String[] {"0123456789"};
        byte[] stringBytes = ContainersMarshaller.INSTANCE.toByteArray(strings);
        e = assertThrows(MarshalException.class,
                () -> ContainersMarshaller.read(UnsafeBuffer.wrap(stringBytes).limits(ReadLimits.defaults().withMaxLength(9))));
        assertEquals("Containers.strings[0]", e.path(), "a string's bytes count against the limit");

        Containers matrix = new Containers();
        matrix.matrix = new int[][] {{1, 2, 3, 4}};
        byte[] matrixBytes = ContainersMarshaller.INSTANCE.toByteArray(matrix);
        e = assertThrows(MarshalException.class,
                () -> ContainersMarshaller.read(UnsafeBuffer.wrap(matrixBytes).limits(ReadLimits.defaults().withMaxLength(3))));
        assertEquals("Containers.matrix[0]", e.path(), "so do a primitive array's elements");

        byte[] compact = CompactMarshaller.INSTANCE.toByteArray(CompactEncodingTest.small());
        e = assertThrows(MarshalException.class, () -> CompactMarshaller.read(UnsafeBuffer.wrap(compact).limits(ReadLimits.defaults().withMaxLength(1))));
        assertEquals("Compact.text", e.path(), "and compact lengths");
        assertThrows(IllegalArgumentException.class, () -> new UnsafeBuffer(1).limits(ReadLimits.defaults().withMaxLength(-1)));
    }

    @Test
    void allocationIsBoundedByTheInput() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        // Lengths and counts that claim as much as the input could hold, with the cheapest
        // elements: null strings in a list (4 bytes each), null boxes in a compact list (1 byte).
        List<byte[]> inputs = new ArrayList<>();
        int n = 1 << 18;
        Containers nulls = new Containers();
        nulls.list = new ArrayList<>(java.util.Collections.nCopies(n, null));
        inputs.add(ContainersMarshaller.INSTANCE.toByteArray(nulls));
        Compact sparse = new Compact(0, 0, null, null, null, null, new ArrayList<>(java.util.Collections.nCopies(n, null)),
                null, null, (short) 0, 0, null, null);
        inputs.add(CompactMarshaller.INSTANCE.toByteArray(sparse));
        for (int k = 0; k < inputs.size(); k++) {
            byte[] input = inputs.get(k);
            for (int warm = 0; warm < 3; warm++) {
                read(k, input);
            }
            long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
            read(k, input);
            long allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
            assertTrue(allocated < 8L * input.length + 4096,
                    "input " + k + ": " + allocated + " bytes allocated for " + input.length + " bytes of input");
        }
    }

    /**
     * A count just under {@code maxLength} with a few bytes behind it: within the limit, so only
     * the check against the remaining bytes stops the reader from sizing a container for it.
     * The failure must come at the count itself, and cost no more than a small multiple of the input.
     */
    @Test
    void countJustUnderTheLimitWithFewBytesBehindIsRejectedBeforeAllocating() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int limit = new UnsafeBuffer(1).limits().maxLength();
        List<java.util.function.Consumer<Containers>> fields = List.of(c -> c.list = new ArrayList<>(),
                c -> c.hashSet = new java.util.HashSet<>(), c -> c.map = new LinkedHashMap<>(), c -> c.strings = new String[0],
                c -> c.matrix = new int[0][], c -> c.lists = new ArrayList<>());
        for (int k = 0; k < fields.size(); k++) {
            Containers one = new Containers();
            fields.get(k).accept(one);
            byte[] input = ContainersMarshaller.INSTANCE.toByteArray(one);
            // every other field is null (count -1): the only zero count is the field's own
            int at = -1;
            for (int i = 0; i + 4 <= input.length; i++) {
                if (input[i] == 0 && input[i + 1] == 0 && input[i + 2] == 0 && input[i + 3] == 0) {
                    at = i;
                    break;
                }
            }
            assertTrue(at >= 0 && input.length - at - 4 >= 8, "field " + k + ": " + Arrays.toString(input));
            int count = limit - 1;
            for (int b = 0; b < 4; b++) {
                input[at + b] = (byte) (count >>> (8 * b));
            }
            MarshalException e = null;
            long allocated = 0;
            for (int warm = 0; warm < 4; warm++) {
                long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
                try {
                    ContainersMarshaller.read(UnsafeBuffer.wrap(input));
                } catch (MarshalException failed) {
                    e = failed;
                }
                allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
            }
            assertTrue(e != null, "field " + k + ": a count of " + count + " with " + (input.length - at - 4)
                    + " bytes behind it was accepted");
            assertEquals(at, e.offset(), e.getMessage());
            // The failure itself (message, path, stack trace) costs a few KiB whatever the input.
            assertTrue(allocated < 8L * input.length + 16_384,
                    "field " + k + ": " + allocated + " bytes allocated for " + input.length + " bytes of input");
        }
        // The compact encoding's counts (varints of count + 1) take the same check: an empty list
        // is the one byte 0x01, which becomes the four bytes of limit (count limit - 1).
        Compact sparse = new Compact(0, 0, null, null, null, null, new ArrayList<>(), null, null, (short) 0, 0, null, null);
        byte[] valid = CompactMarshaller.INSTANCE.toByteArray(sparse);
        int at = -1;
        for (String line : Inspector.inspect(CompactMarshaller.INSTANCE, valid).toHexDump().split("\n")) {
            if (line.contains(" ints ")) {
                at = Integer.parseInt(line.trim().split("\\s+")[0]);
            }
        }
        assertEquals(1, valid[at]);
        byte[] input = new byte[valid.length + 3];
        System.arraycopy(valid, 0, input, 0, at);
        byte[] varint = {(byte) (0x80 | (limit & 0x7F)), (byte) (0x80 | ((limit >>> 7) & 0x7F)),
            (byte) (0x80 | ((limit >>> 14) & 0x7F)), (byte) (limit >>> 21)};
        assertEquals(0, limit >>> 28, "a four-byte varint");
        System.arraycopy(varint, 0, input, at, 4);
        System.arraycopy(valid, at + 1, input, at + 4, valid.length - at - 1);
        MarshalException e = null;
        long allocated = 0;
        for (int warm = 0; warm < 4; warm++) {
            long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
            try {
                CompactMarshaller.read(UnsafeBuffer.wrap(input));
            } catch (MarshalException failed) {
                e = failed;
            }
            allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        }
        assertTrue(e != null, "compact: a count of " + (limit - 1) + " was accepted");
        assertEquals(at, e.offset(), e.getMessage());
        assertTrue(allocated < 8L * input.length + 16_384, "compact: " + allocated + " bytes allocated for "
                + input.length + " bytes of input");
    }

    private static void read(int which, byte[] input) {
        if (which == 0) {
            ContainersMarshaller.read(UnsafeBuffer.wrap(input));
        } else {
            CompactMarshaller.read(UnsafeBuffer.wrap(input));
        }
    }

    @Test
    void lengthsPastTheEndAreCaughtOnEveryBackend() {
        // On the Unsafe backend nothing else would stop these reads from leaving the array.
        for (int claimed : new int[] {9, 1000, Integer.MAX_VALUE, 1 << 29}) {
            UnsafeBuffer buffer = new UnsafeBuffer(16);
            buffer.putInt(claimed);
            buffer.putLong(7);
            byte[] bytes = buffer.toByteArray();
            for (Runnable read : List.<Runnable>of(() -> PrimitiveArrays.readLongs(UnsafeBuffer.wrap(bytes), "a"),
                    () -> PrimitiveArrays.readDoubles(UnsafeBuffer.wrap(bytes), "a"), () -> Strings.read(UnsafeBuffer.wrap(bytes), "s"),
                    () -> PrimitiveArrays.readChars(UnsafeBuffer.wrap(bytes), "c"))) {
                MarshalException e = assertThrows(MarshalException.class, read::run);
                assertTrue(e.getMessage().startsWith("truncated input: "), e.getMessage());
            }
        }
        UnsafeBuffer tail = UnsafeBuffer.wrap(new byte[7]);
        assertThrows(MarshalException.class, () -> tail.getLongAt(tail.take(8, "x")));
        // a positioned load past the memory, reached by no reader (each takes its run first), is
        // refused before it touches memory, on Unsafe by the buffer's own check
        assertThrows(IndexOutOfBoundsException.class, () -> tail.getLongAt(0));
    }

    /** A tree nested {@code depth} deep, one more than its reader accepts when {@code depth} is 513. */
    private static byte[] deepTree(int depth) {
        UnsafeBuffer buffer = new UnsafeBuffer(64).limits(ReadLimits.defaults().withMaxDepth(depth + 1));
        TreeMarshaller.write(Tree.path(depth), buffer);
        return buffer.toByteArray();
    }

    @Test
    void refusingTooDeepInputAllocatesLittleAndBuildsThePathOnce() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        byte[] input = deepTree(ReadLimits.DEFAULT_MAX_DEPTH + 1);
        MarshalException e = null;
        for (int warm = 0; warm < 4; warm++) {
            e = assertThrows(MarshalException.class, () -> TreeMarshaller.read(UnsafeBuffer.wrap(input)));
        }
        assertTrue(e.getMessage().startsWith("cannot read Tree at offset "), e.getMessage());
        // 1,024 parts (a field and an index a level): the outermost and innermost 32 are kept.
        assertEquals("Tree" + ".children[0]".repeat(16) + "[...960 more...]" + ".children[0]".repeat(16), e.path());
        long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
        try {
            TreeMarshaller.read(UnsafeBuffer.wrap(input));
        } catch (MarshalException expected) {
            // the path is not built here: only when asked for
        }
        long allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        // The foreign backend (only when forced) makes a heap segment view per access until C2's
        // escape analysis removes it, and a read this cold never reaches C2: a constant more per
        // access, still linear in the input, where a path rebuilt at each level would be quadratic.
        long perInputByte = UnsafeBuffer.backend() == UnsafeBuffer.Backend.FOREIGN ? 16 : 8;
        assertTrue(allocated < perInputByte * input.length,
                allocated + " bytes allocated for " + input.length + " bytes of input");
    }

    @Test
    void theInspectorDecodesTheDeepestValidInputOnASmallStack() throws InterruptedException {
        byte[] input = deepTree(ReadLimits.DEFAULT_MAX_DEPTH);
        UnsafeBuffer valid = UnsafeBuffer.wrap(input);
        assertEquals(Tree.path(ReadLimits.DEFAULT_MAX_DEPTH), TreeMarshaller.read(valid), "the reader accepts it");
        Inspection[] result = new Inspection[1];
        Throwable[] thrown = new Throwable[1];
        // 128 KiB is far too little for 512 levels of the inspector's recursion: it must notice
        // and finish elsewhere, never throw.
        Thread small = new Thread(null, () -> {
            try {
                result[0] = Inspector.inspect(TreeMarshaller.INSTANCE, input);
            } catch (Throwable t) {
                thrown[0] = t;
            }
        }, "small-stack", 128 * 1024);
        small.start();
        small.join();
        assertNull(thrown[0], () -> "the inspector threw " + thrown[0]);
        assertTrue(result[0].complete(), () -> String.valueOf(result[0].failure()));
        assertEquals(input.length, result[0].length());
        Inspection tooDeep = Inspector.inspect(TreeMarshaller.INSTANCE, deepTree(ReadLimits.DEFAULT_MAX_DEPTH + 1));
        assertFalse(tooDeep.complete(), "one level more is refused, as the reader refuses it");
    }
}
