package golden;

import dev.marshalled.Marshalled;
import java.util.List;

/** Identity kept (references), a sealed field, and a type id. */
@Marshalled(id = 30, references = true)
public class Order {
    public long id;
    public List<Line> lines;
    public Payment payment;

    public sealed interface Payment permits Card, Cash {}

    @Marshalled
    public record Card(String number) implements Payment {}

    @Marshalled
    public record Cash(long cents) implements Payment {}

    @Marshalled
    public static class Line {
        public int quantity;
        public Order order;
    }
}
