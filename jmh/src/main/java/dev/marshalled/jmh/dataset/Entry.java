package dev.marshalled.jmh.dataset;

import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** A nested record of an {@link Item}. */
@Marshalled
public class Entry implements Serializable {
    private static final long serialVersionUID = 1L;

    public String key;
    public long value;
    public double weight;
    public List<Integer> samples;

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Entry)) {
            return false;
        }
        Entry other = (Entry) o;
        return Objects.equals(key, other.key) && value == other.value && Double.compare(weight, other.weight) == 0
                && Objects.equals(samples, other.samples);
    }

    @Override
    public int hashCode() {
        return Objects.hash(key, value);
    }
}
