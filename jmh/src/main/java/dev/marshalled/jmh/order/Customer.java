package dev.marshalled.jmh.order;

import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.util.Objects;

/** Who placed an {@link Order}. */
@Marshalled
public class Customer implements Serializable {
    private static final long serialVersionUID = 1L;

    public long id;
    public String name;

    @Override
    public boolean equals(Object o) {
        return o instanceof Customer && id == ((Customer) o).id && Objects.equals(name, ((Customer) o).name);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, name);
    }
}
