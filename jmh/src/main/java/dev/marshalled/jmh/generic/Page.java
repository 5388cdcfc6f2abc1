package dev.marshalled.jmh.generic;

import dev.marshalled.Marshalled;
import java.util.List;

/** A page of any element type, as services return one. */
@Marshalled
public class Page<T> {
    public int number;
    public int size;
    public long total;
    public List<T> items;

    public Page() {
    }

    public Page(int number, int size, long total, List<T> items) {
        this.number = number;
        this.size = size;
        this.total = total;
        this.items = items;
    }
}
