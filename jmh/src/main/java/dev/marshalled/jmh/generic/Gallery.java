package dev.marshalled.jmh.generic;

import dev.marshalled.Marshalled;
import dev.marshalled.jmh.media.Image;

/** A non-generic type with a field of a parameterized type, the way most models hold one. */
@Marshalled
public class Gallery {
    public String owner;
    public Page<Image> page;

    public Gallery() {
    }

    public Gallery(String owner, Page<Image> page) {
        this.owner = owner;
        this.page = page;
    }
}
