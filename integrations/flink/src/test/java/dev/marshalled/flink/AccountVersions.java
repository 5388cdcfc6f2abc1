package dev.marshalled.flink;

import java.util.Map;

/**
 * Three versions of {@code test.Account}, each with its {@link Values}, compiled at test time
 * into jars of their own ({@link VersionedJar}): version 1; version 2, which renames a field
 * and appends two with {@code @Since(2)}; and version 2b, which changes a field's type.
 */
final class AccountVersions {
    static final Map<String, String> V1 = Map.of("Account", """
            package test;
            import dev.marshalled.Marshalled;
            import dev.marshalled.flink.MarshalledTypeInfoFactory;
            import org.apache.flink.api.common.typeinfo.TypeInfo;
            @Marshalled(evolvable = true)
            @TypeInfo(MarshalledTypeInfoFactory.class)
            public record Account(long id, String owner, int level) {}
            """, "AccountValues", """
            package test;
            public final class AccountValues implements dev.marshalled.flink.Values {
                private static final long serialVersionUID = 1L;
                public Object make(long id) { return new Account(id, "owner-" + id, (int) (id % 10)); }
                public long id(Object value) { return ((Account) value).id(); }
                public String describe(Object value) {
                    Account a = (Account) value;
                    return a.id() + "|" + a.owner() + "|" + a.level();
                }
            }
            """);

    static final Map<String, String> V2 = Map.of("Account", """
            package test;
            import dev.marshalled.Marshalled;
            import dev.marshalled.Since;
            import dev.marshalled.flink.MarshalledTypeInfoFactory;
            import java.util.List;
            import org.apache.flink.api.common.typeinfo.TypeInfo;
            @Marshalled(evolvable = true)
            @TypeInfo(MarshalledTypeInfoFactory.class)
            public record Account(long id, String holder, int level, @Since(2) List<String> tags,
                    @Since(2) double limit) {
                public Account {
                    tags = tags == null ? List.of() : tags;
                }
            }
            """, "AccountValues", """
            package test;
            import java.util.List;
            public final class AccountValues implements dev.marshalled.flink.Values {
                private static final long serialVersionUID = 1L;
                public Object make(long id) {
                    return new Account(id, "holder-" + id, (int) (id % 10), List.of("new"), 100.0);
                }
                public long id(Object value) { return ((Account) value).id(); }
                public String describe(Object value) {
                    Account a = (Account) value;
                    return a.id() + "|" + a.holder() + "|" + a.level() + "|" + a.tags() + "|" + a.limit();
                }
            }
            """);

    static final Map<String, String> V2B = Map.of("Account", """
            package test;
            import dev.marshalled.Marshalled;
            import dev.marshalled.flink.MarshalledTypeInfoFactory;
            import org.apache.flink.api.common.typeinfo.TypeInfo;
            @Marshalled(evolvable = true)
            @TypeInfo(MarshalledTypeInfoFactory.class)
            public record Account(long id, long owner, int level) {}
            """, "AccountValues", """
            package test;
            public final class AccountValues implements dev.marshalled.flink.Values {
                private static final long serialVersionUID = 1L;
                public Object make(long id) { return new Account(id, id, 0); }
                public long id(Object value) { return ((Account) value).id(); }
                public String describe(Object value) { return value.toString(); }
            }
            """);

    /** Why version 2b cannot read version 1's state, in the schema lock's words. */
    static final String REFUSAL = "state of test.Account cannot be restored: field 'owner' of test.Account (slot 1)"
            + " has type long, but the schema lock in the restored state records String there, so stored bytes would"
            + " be misread: keep the old type, or keep the old field marked @Retired and add the new one at the end"
            + " with @Since(2) (the type must be evolvable)";

    private AccountVersions() {
    }
}
