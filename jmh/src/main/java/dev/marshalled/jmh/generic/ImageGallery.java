package dev.marshalled.jmh.generic;

import dev.marshalled.Marshalled;

/** {@link Gallery} with its page written out by hand. */
@Marshalled
public class ImageGallery {
    public String owner;
    public ImagePage page;

    public ImageGallery() {
    }

    public ImageGallery(String owner, ImagePage page) {
        this.owner = owner;
        this.page = page;
    }
}
