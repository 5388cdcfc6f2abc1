package golden;

import dev.marshalled.Marshalled;

/** Fields of a generic type at parameterizations: of a marshalled type, and of a JDK type. */
@Marshalled
public record Catalog(String name, Page<Catalog.Item> items, Page<String> tags) {
    @Marshalled
    public record Item(String sku, long cents) {}
}
