package dev.marshalled.jmh.identity;

import dev.marshalled.Marshalled;
import java.util.ArrayList;
import java.util.List;

/** A tree of 20 items with no shared objects, identity not kept: the baseline for {@link TrackedBasket}. */
@Marshalled
public record Basket(long id, String owner, List<Item> items) {

    /** One item; the same shape as {@link TrackedBasket.Item}. */
    @Marshalled
    public record Item(int sku, String name, long cents) {}

    public static Basket sample() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            items.add(new Item(1000 + i, "item " + i, 199L * i));
        }
        return new Basket(7L, "Ada", items);
    }
}
