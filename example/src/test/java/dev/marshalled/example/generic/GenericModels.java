package dev.marshalled.example.generic;

import dev.marshalled.Marshalled;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Generic types and their arguments, for finding marshallers by a type expression ({@link GenericLookupTest}). */
public final class GenericModels {
    private GenericModels() {
    }

    @Marshalled
    public record Item(String name, long price) {}

    public enum Tier { FREE, PAID }

    @Marshalled
    public record Result<T>(int code, String message, T data) {}

    @Marshalled
    public static class Page<T> {
        public int number;
        public List<T> items;
        public Map<String, T> byName;
        public Optional<T> first;

        public Page() {
        }

        public Page(int number, List<T> items, Map<String, T> byName, Optional<T> first) {
            this.number = number;
            this.items = items;
            this.byName = byName;
            this.first = first;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Page<?> that && number == that.number && items.equals(that.items)
                    && byName.equals(that.byName) && first.equals(that.first);
        }

        @Override
        public int hashCode() {
            return number;
        }
    }

    @Marshalled
    public record Pair<A, B extends Comparable<B>>(A left, B right) {}

    /** A type that keeps identity, which a type argument cannot. */
    @Marshalled(references = true)
    public static class Shared {
        public String name;
    }

    /** A generic type nested one level deeper, named with dots or dollars. */
    public static final class Outer {
        private Outer() {
        }

        @Marshalled
        public record Tagged<T>(String tag, T value) {}
    }
}
