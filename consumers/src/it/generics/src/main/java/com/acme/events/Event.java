package com.acme.events;

/** What happened, and to what: the base of the events the services publish. */
public abstract class Event<T> {
    protected String id;
    protected T data;

    protected Event() {
    }

    protected Event(String id, T data) {
        this.id = id;
        this.data = data;
    }

    public String getId() {
        return id;
    }

    public T getData() {
        return data;
    }
}
