package shop.c;

import dev.marshalled.Marshalled;
import dev.marshalled.Since;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public class Catalog {
    @Marshalled
    public record Item(String sku, long cents) {}

    public enum Color { RED, GREEN, BLUE }

    @Marshalled
    public static class Page<T> {
        public int number;
        public List<T> items;
        public Map<String, T> byKey;
        public Optional<T> first;
    }

    @Marshalled(evolvable = true)
    public record Result<T>(int code, T data, @Since(2) String note) {}

    @Marshalled
    public record Pair<A, B extends Comparable<B>>(A left, B right, Result<A> wrapped) {}

    @Marshalled
    public record Listing(Result<Page<Item>> page, List<Result<String>> texts, Pair<Item, Long> pair,
            Page<Color> colors) {}
}
