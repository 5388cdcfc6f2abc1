package dev.marshalled.jmh.identity;

import dev.marshalled.Marshalled;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link Basket} with identity kept for the basket and every item: the same values and the
 * same number of bytes (a reference tag takes the place of each presence byte), so the
 * difference in time is the cost of the identity tables alone.
 */
@Marshalled(references = true)
public record TrackedBasket(long id, String owner, List<Item> items) {

    /** One item, keeping identity. */
    @Marshalled(references = true)
    public record Item(int sku, String name, long cents) {}

    public static TrackedBasket sample() {
        List<Item> items = new ArrayList<>();
        for (Basket.Item item : Basket.sample().items()) {
            items.add(new Item(item.sku(), item.name(), item.cents()));
        }
        return new TrackedBasket(7L, "Ada", items);
    }
}
