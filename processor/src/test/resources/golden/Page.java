package golden;

import dev.marshalled.Marshalled;
import java.util.List;

/** A generic type: one marshaller for every parameterization, made from its argument's. */
@Marshalled
public record Page<T>(List<T> items, int number, T first) {
}
