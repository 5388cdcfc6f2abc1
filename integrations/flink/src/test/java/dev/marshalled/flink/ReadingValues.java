package dev.marshalled.flink;

/** {@link Reading}s for the state jobs. */
final class ReadingValues implements Values {
    private static final long serialVersionUID = 1L;

    @Override
    public Object make(long id) {
        return Reading.of(id);
    }

    @Override
    public long id(Object value) {
        return ((Reading) value).id();
    }

    @Override
    public String describe(Object value) {
        return value.toString();
    }
}
