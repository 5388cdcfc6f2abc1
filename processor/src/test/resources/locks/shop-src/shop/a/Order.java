package shop.a;
import dev.marshalled.*;
import java.util.List;
import java.util.Map;
import java.util.Optional;
@Marshalled(evolvable = true, id = 7)
public record Order(long id, String customer, Status status, List<Line> lines, Map<String, Integer> counts,
        Optional<java.util.UUID> ref, int[] codes, Payment payment, @Polymorphic Object note, @Retired String old,
        shop.b.Order.Status other, @Since(2) Double discount) {
    public enum Status { NEW, PAID }
    @Marshalled public record Line(String sku, int quantity) {}
    public sealed interface Payment permits Card, Cash {}
    @Marshalled public record Card(String number) implements Payment {}
    @Marshalled public record Cash(long cents) implements Payment {}
}
