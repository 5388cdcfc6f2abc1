package dev.marshalled.jmh.dataset;

import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** One object of the small, medium and large data sets: strings, numbers and nested lists. */
@Marshalled
public class Item implements Serializable {
    private static final long serialVersionUID = 1L;

    public long id;
    public String name;
    public double score;
    public int count;
    public boolean active;
    public List<String> tags;
    public List<Entry> entries;

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Item)) {
            return false;
        }
        Item other = (Item) o;
        return id == other.id && Objects.equals(name, other.name) && Double.compare(score, other.score) == 0
                && count == other.count && active == other.active && Objects.equals(tags, other.tags)
                && Objects.equals(entries, other.entries);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, name, count);
    }
}
