package shop.b;
import dev.marshalled.*;
@Marshalled(references = true, encoding = Marshalled.Encoding.COMPACT)
public record Order(long id, Status status) {
    public enum Status { OPEN, CLOSED, LOST }
}
