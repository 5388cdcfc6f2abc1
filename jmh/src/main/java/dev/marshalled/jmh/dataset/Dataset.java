package dev.marshalled.jmh.dataset;

import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;

/**
 * A data set of 100 {@link Item}s made by a seeded generator, so every run and every library
 * sees the same bytes' worth of content: "small" items are about 160 bytes of JSON each,
 * "medium" about 1.3 KB, "large" about 100 KB (measured with Jackson in the module's tests).
 */
@Marshalled
public class Dataset implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Objects per data set. */
    public static final int SIZE = 100;

    public List<Item> items;

    /** @param size small, medium or large */
    public static Dataset generate(String size) {
        int entries;
        int samples;
        int tags;
        switch (size) {
            case "small": entries = 0; samples = 0; tags = 2; break;
            case "medium": entries = 13; samples = 6; tags = 4; break;
            case "large": entries = 910; samples = 12; tags = 8; break;
            default: throw new IllegalArgumentException("size must be small, medium or large, was " + size);
        }
        Random random = new Random(1_000_003L * size.length());
        Dataset set = new Dataset();
        set.items = new ArrayList<>();
        for (int i = 0; i < SIZE; i++) {
            Item item = new Item();
            item.id = random.nextLong();
            item.name = word(random, 12);
            item.score = random.nextDouble() * 100;
            item.count = random.nextInt(10_000);
            item.active = random.nextBoolean();
            item.tags = new ArrayList<>();
            for (int t = 0; t < tags; t++) {
                item.tags.add(word(random, 6));
            }
            item.entries = new ArrayList<>();
            for (int e = 0; e < entries; e++) {
                Entry entry = new Entry();
                entry.key = word(random, 10);
                entry.value = random.nextInt(1_000_000);
                entry.weight = random.nextInt(1000) / 8.0;
                entry.samples = new ArrayList<>();
                for (int s = 0; s < samples; s++) {
                    entry.samples.add(random.nextInt(1000));
                }
                item.entries.add(entry);
            }
            set.items.add(item);
        }
        return set;
    }

    private static String word(Random random, int length) {
        char[] chars = new char[length];
        for (int i = 0; i < length; i++) {
            chars[i] = (char) ('a' + random.nextInt(26));
        }
        return new String(chars);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Dataset && Objects.equals(items, ((Dataset) o).items);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(items);
    }
}
