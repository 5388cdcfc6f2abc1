package dev.marshalled.jmh.privatefields;

import dev.marshalled.Marshalled;
import dev.marshalled.jmh.media.Image;
import dev.marshalled.jmh.media.Media;
import dev.marshalled.jmh.media.MediaContent;
import java.util.ArrayList;
import java.util.List;

/**
 * MediaContent as an encapsulated model holds it: private fields, no accessors, private
 * constructors. Same fields in the same order as {@link MediaContent}, so the same bytes.
 */
@Marshalled
public final class PrivateMediaContent {
    private PrivateMedia media;
    private List<PrivateImage> images;

    private PrivateMediaContent() {
    }

    /** The same values as {@code content}. */
    public static PrivateMediaContent of(MediaContent content) {
        PrivateMediaContent copy = new PrivateMediaContent();
        copy.media = PrivateMedia.of(content.media);
        copy.images = new ArrayList<>();
        for (Image image : content.images) {
            copy.images.add(PrivateImage.of(image));
        }
        return copy;
    }

    /** A video with its metadata. */
    @Marshalled
    public static final class PrivateMedia {
        private String uri;
        private String title;
        private int width;
        private int height;
        private String format;
        private long duration;
        private long size;
        private int bitrate;
        private boolean hasBitrate;
        private List<String> persons;
        private Media.Player player;
        private String copyright;

        private PrivateMedia() {
        }

        static PrivateMedia of(Media media) {
            PrivateMedia copy = new PrivateMedia();
            copy.uri = media.uri;
            copy.title = media.title;
            copy.width = media.width;
            copy.height = media.height;
            copy.format = media.format;
            copy.duration = media.duration;
            copy.size = media.size;
            copy.bitrate = media.bitrate;
            copy.hasBitrate = media.hasBitrate;
            copy.persons = new ArrayList<>(media.persons);
            copy.player = media.player;
            copy.copyright = media.copyright;
            return copy;
        }
    }

    /** An image of the media. */
    @Marshalled
    public static final class PrivateImage {
        private final String uri;
        private final String title;
        private final int width;
        private final int height;
        private final Image.Size size;

        private PrivateImage(String uri, String title, int width, int height, Image.Size size) {
            this.uri = uri;
            this.title = title;
            this.width = width;
            this.height = height;
            this.size = size;
        }

        static PrivateImage of(Image image) {
            return new PrivateImage(image.uri, image.title, image.width, image.height, image.size);
        }
    }
}
