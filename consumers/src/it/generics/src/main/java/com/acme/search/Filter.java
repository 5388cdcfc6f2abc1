package com.acme.search;

/** What a search is restricted by. */
public interface Filter {
    boolean isEmpty();
}
