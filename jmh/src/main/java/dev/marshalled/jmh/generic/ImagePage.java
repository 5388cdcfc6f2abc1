package dev.marshalled.jmh.generic;

import dev.marshalled.Marshalled;
import dev.marshalled.jmh.media.Image;
import java.util.List;

/** {@code Page<Image>} written out by hand: the same fields at the substituted type, the same bytes. */
@Marshalled
public class ImagePage {
    public int number;
    public int size;
    public long total;
    public List<Image> items;

    public ImagePage() {
    }

    public ImagePage(int number, int size, long total, List<Image> items) {
        this.number = number;
        this.size = size;
        this.total = total;
        this.items = items;
    }
}
