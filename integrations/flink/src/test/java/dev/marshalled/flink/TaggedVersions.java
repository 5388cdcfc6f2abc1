package dev.marshalled.flink;

import java.util.Map;

/**
 * Two versions of a generic type's state, {@code test.Tagged<test.Item>}, each with its
 * {@link Values}, compiled at test time into jars of their own ({@link VersionedJar}): in version 2
 * the argument type {@code test.Item} appends a field with {@code @Since(2)}. {@code TaggedValues}
 * declares a field of the parameterized type, from which the test asks Flink for its type
 * information, as Flink derives it from a function's or a POJO's declared types.
 */
final class TaggedVersions {
    private static final String TAGGED = """
            package test;
            import dev.marshalled.Marshalled;
            import dev.marshalled.flink.MarshalledTypeInfoFactory;
            import org.apache.flink.api.common.typeinfo.TypeInfo;
            @Marshalled
            @TypeInfo(MarshalledTypeInfoFactory.class)
            public record Tagged<T>(long id, String tag, T value) {}
            """;

    static final Map<String, String> V1 = Map.of("Tagged", TAGGED, "Item", """
            package test;
            import dev.marshalled.Marshalled;
            @Marshalled(evolvable = true)
            public record Item(long id, String name) {}
            """, "TaggedValues", """
            package test;
            public final class TaggedValues implements dev.marshalled.flink.Values {
                private static final long serialVersionUID = 1L;
                public Tagged<Item> declared;
                public Object make(long id) { return new Tagged<>(id, "tag-" + id % 7, new Item(id, "item-" + id)); }
                public long id(Object value) { return ((Tagged<?>) value).id(); }
                public String describe(Object value) {
                    Tagged<?> t = (Tagged<?>) value;
                    Item item = (Item) t.value();
                    return t.id() + "|" + t.tag() + "|" + item.name();
                }
            }
            """);

    static final Map<String, String> V2 = Map.of("Tagged", TAGGED, "Item", """
            package test;
            import dev.marshalled.Marshalled;
            import dev.marshalled.Since;
            @Marshalled(evolvable = true)
            public record Item(long id, String name, @Since(2) int stock) {}
            """, "TaggedValues", """
            package test;
            public final class TaggedValues implements dev.marshalled.flink.Values {
                private static final long serialVersionUID = 1L;
                public Tagged<Item> declared;
                public Object make(long id) { return new Tagged<>(id, "tag-" + id % 7, new Item(id, "item-" + id, 3)); }
                public long id(Object value) { return ((Tagged<?>) value).id(); }
                public String describe(Object value) {
                    Tagged<?> t = (Tagged<?>) value;
                    Item item = (Item) t.value();
                    return t.id() + "|" + t.tag() + "|" + item.name() + "|" + item.stock();
                }
            }
            """);

    private TaggedVersions() {
    }
}
