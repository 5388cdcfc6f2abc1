package dev.marshalled.jmh.order;

import dev.marshalled.jmh.libs.Libraries;
import dev.marshalled.jmh.libs.Library;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Encoded sizes of the Order model with 1 and 100 lines, per library, each checked to round-trip. */
public final class OrderSizes {
    /** Every class of the model, for the libraries that register classes. */
    public static final List<Class<?>> CLASSES = List.of(Order.class, OrderLine.class, Customer.class, ArrayList.class,
            BigDecimal.class, BigInteger.class);

    private OrderSizes() {
    }

    /** @return bytes for {@code lines} lines through {@code library}, after checking the round trip */
    public static int size(String library, int lines) {
        Library<Order> codec = Libraries.create(library, Order.class, OrderMarshaller.INSTANCE, CLASSES, true);
        Order order = Order.sample(lines);
        int size = codec.write(order);
        Order copy = codec.read();
        if (!order.equals(copy)) {
            throw new IllegalStateException(library + " does not round-trip the Order model");
        }
        if (!copy.linesPointBack()) {
            throw new IllegalStateException(library + " does not keep line.order == order");
        }
        return size;
    }

    /** @return bytes for {@code lines} lines in the compact encoding, after checking the round trip */
    public static int compactSize(int lines) {
        Order order = Order.sample(lines);
        byte[] bytes = CompactOrderMarshaller.INSTANCE.toByteArray(CompactOrder.of(order));
        Order copy = CompactOrderMarshaller.INSTANCE.fromByteArray(bytes).toOrder();
        if (!order.equals(copy) || !copy.linesPointBack()) {
            throw new IllegalStateException("the compact encoding does not round-trip the Order model");
        }
        return bytes.length;
    }

    /** A Markdown table of the sizes. */
    public static String markdown() {
        StringBuilder out = new StringBuilder("Order model sizes in bytes, with each line's back reference to its order"
                + " (each checked to round-trip with line.order == order; Kryo and Fory with reference tracking on):\n\n");
        out.append("| library | 1 line | 100 lines |\n|---|---:|---:|\n");
        for (String library : Libraries.NAMES) {
            out.append(String.format(Locale.ROOT, "| %s | %d | %d |%n", library, size(library, 1), size(library, 100)));
            if (library.equals("generated")) {
                out.append(String.format(Locale.ROOT, "| generated (compact) | %d | %d |%n", compactSize(1),
                        compactSize(100)));
            }
        }
        return out.toString();
    }
}
