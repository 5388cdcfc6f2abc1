package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.model.Node;
import dev.marshalled.example.model.NodeMarshaller;
import dev.marshalled.example.model.Tree;
import dev.marshalled.example.model.TreeMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A full fixed buffer loses nothing written before; nesting and cycles stop at the depth limit. */
class BufferLimitsTest {

    @Test
    void fixedBufferOverflowKeepsEarlierMessages() {
        Trade first = new Trade(1, 2.5, 3, "FIRST", Trade.Side.SELL);
        int firstSize = TradeMarshaller.sizeOf(first);
        byte[] array = new byte[firstSize + 30];
        UnsafeBuffer buffer = UnsafeBuffer.wrap(array).clear();
        TradeMarshaller.write(first, buffer);
        byte[] before = buffer.toByteArray();

        Trade second = new Trade(2, 3.5, 4, "a symbol far too long for the space that is left", Trade.Side.BUY);
        MarshalException e = assertThrows(MarshalException.class, () -> TradeMarshaller.write(second, buffer));
        assertTrue(e.getMessage().startsWith("buffer full: writing at offset "), e.getMessage());
        assertEquals(firstSize, buffer.writeIndex(), "the failed message must leave no partial bytes");
        assertArrayEquals(before, buffer.toByteArray());
        assertEquals(first, TradeMarshaller.read(buffer));

        // The space is still usable for a message that fits.
        Trade small = new Trade(3, 0, 0, "", Trade.Side.BUY);
        TradeMarshaller.write(small, buffer);
        assertEquals(small, TradeMarshaller.read(buffer));
    }

    @Test
    void overflowInsideAnArrayOrStringRollsBack() {
        MarketData data = MarketData.sample();
        for (int capacity = 0; capacity < 185; capacity++) {
            UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[capacity]).clear();
            assertThrows(MarshalException.class, () -> MarketDataMarshaller.write(data, buffer), "capacity " + capacity);
            assertEquals(0, buffer.writeIndex());
        }
        UnsafeBuffer exact = UnsafeBuffer.wrap(new byte[185]).clear();
        MarketDataMarshaller.write(data, exact);
        assertEquals(185, exact.writeIndex());
    }

    @Test
    void deepNestingIsLimitedOnWriteAndRead() {
        Node deep = Node.chain(ReadLimits.DEFAULT_MAX_DEPTH + 1);
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        MarshalException e = assertThrows(MarshalException.class, () -> NodeMarshaller.write(deep, buffer));
        assertEquals("cannot write Node: objects nested deeper than 512; if the object graph has a cycle or shared"
                + " objects, mark its types @Marshalled(references = true) (a generic type cannot keep identity: a"
                + " cycle through one must pass through a non-generic type that does, see docs/generics.md); if the"
                + " nesting is real, raise ReadLimits.maxDepth", e.getMessage());
        assertEquals(0, buffer.writeIndex());

        buffer.limits(ReadLimits.defaults().withMaxDepth(1000));
        NodeMarshaller.write(deep, buffer);
        byte[] bytes = buffer.toByteArray();
        Node copy = NodeMarshaller.read(buffer);
        int length = 0;
        for (Node n = copy; n != null; n = n.next) {
            assertEquals(++length, n.value);
        }
        assertEquals(ReadLimits.DEFAULT_MAX_DEPTH + 1, length);

        UnsafeBuffer strict = UnsafeBuffer.wrap(bytes).limits(ReadLimits.defaults().withMaxDepth(100));
        MarshalException r = assertThrows(MarshalException.class, () -> NodeMarshaller.read(strict));
        assertTrue(r.getMessage().startsWith("cannot read Node at offset "), r.getMessage());
        assertEquals(0, strict.readIndex());
    }

    @Test
    void craftedDeepInputCannotOverflowTheStack() {
        // Each level costs 5 bytes (value, presence); a million levels would overflow any stack.
        byte[] bytes = new byte[5 * 1_000_000];
        for (int i = 4; i < bytes.length; i += 5) {
            bytes[i] = 1;
        }
        MarshalException e = assertThrows(MarshalException.class, () -> NodeMarshaller.read(UnsafeBuffer.wrap(bytes)));
        assertTrue(e.getMessage().contains("nested deeper than 512"), e.getMessage());
    }

    @Test
    void failedRecursiveReadLeavesTheDepthBalanced() {
        byte[] bytes = NodeMarshaller.INSTANCE.toByteArray(Node.chain(10));
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes).limits(ReadLimits.defaults().withMaxDepth(10));
        buffer.writeIndex(bytes.length - 1); // the last byte is not there yet
        for (int i = 0; i < 20; i++) {
            assertThrows(MarshalException.class, () -> NodeMarshaller.read(buffer));
            assertEquals(0, buffer.readIndex());
        }
        // Had any of the twenty failures ten levels down leaked depth, this 10-deep read would fail.
        buffer.writeIndex(bytes.length);
        assertEquals(1, NodeMarshaller.read(buffer).value);
    }

    @Test
    void recursionThroughACollectionIsLimitedToo() {
        Tree deep = Tree.path(600);
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        assertThrows(MarshalException.class, () -> TreeMarshaller.write(deep, buffer));
        assertEquals(0, buffer.writeIndex());
        buffer.limits(ReadLimits.defaults().withMaxDepth(1000));
        TreeMarshaller.write(deep, buffer);
        byte[] bytes = buffer.toByteArray();
        assertEquals(600, countDepth(TreeMarshaller.read(buffer)));
        assertThrows(MarshalException.class, () -> TreeMarshaller.read(UnsafeBuffer.wrap(bytes)));

        // Crafted: a million levels of "value, one child, present" (9 bytes each) fail cleanly.
        byte[] crafted = new byte[9 * 1_000_000];
        for (int i = 0; i < crafted.length; i += 9) {
            crafted[i + 4] = 1; // children count 1
            crafted[i + 8] = 1; // element present
        }
        MarshalException e = assertThrows(MarshalException.class, () -> TreeMarshaller.read(UnsafeBuffer.wrap(crafted)));
        assertTrue(e.getMessage().contains("nested deeper than 512"), e.getMessage());
    }

    private static int countDepth(Tree tree) {
        int depth = 1;
        while (!tree.children().isEmpty()) {
            tree = tree.children().get(0);
            depth++;
        }
        return depth;
    }

    @Test
    void cycleIsAnErrorNotAStackOverflow() {
        Node a = new Node();
        Node b = new Node();
        a.next = b;
        b.next = a;
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        assertThrows(MarshalException.class, () -> NodeMarshaller.write(a, buffer));
        assertEquals(0, buffer.writeIndex());
        // The buffer's depth is back to zero: an ordinary write works.
        NodeMarshaller.write(Node.chain(3), buffer);
        assertEquals(3, NodeMarshaller.read(buffer).next.next.value);
    }

    @Test
    void growableBufferGrowsFromZero() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        for (int i = 0; i < 100; i++) {
            MarketDataMarshaller.write(MarketData.sample(), buffer);
        }
        assertEquals(185 * 100, buffer.writeIndex());
        for (int i = 0; i < 100; i++) {
            assertEquals(MarketData.sample(), MarketDataMarshaller.read(buffer));
        }
        assertTrue(Arrays.equals(MarketDataMarshaller.INSTANCE.toByteArray(MarketData.sample()),
                Arrays.copyOfRange(buffer.array(), 185, 370)));
    }
}
