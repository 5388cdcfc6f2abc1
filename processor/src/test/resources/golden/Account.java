package golden;

import dev.marshalled.Marshalled;

public class Account {
    /** Fields inherited from a plain superclass come first on the wire. */
    public static class Entity {
        protected long id;
    }

    @Marshalled
    public static final class Holder extends Entity {
        private final String name;
        private Integer limit;
        private Holder parent;
        char grade;
        transient int cachedHash;

        public Holder(long id, String name) {
            this.id = id;
            this.name = name;
        }

        public String getName() { return name; }
        public Integer getLimit() { return limit; }
        public void setLimit(Integer limit) { this.limit = limit; }
        public Holder getParent() { return parent; }
        public void setParent(Holder parent) { this.parent = parent; }
    }
}
