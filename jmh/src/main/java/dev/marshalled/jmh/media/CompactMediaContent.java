package dev.marshalled.jmh.media;

import dev.marshalled.Marshalled;
import java.util.ArrayList;
import java.util.List;

/**
 * The MediaContent model again, in the compact encoding, for comparing the two encodings on
 * the same values. Records, converted once from the standard {@link MediaContent}.
 */
@Marshalled(encoding = Marshalled.Encoding.COMPACT)
public record CompactMediaContent(Media media, List<Image> images) {

    /** The compact form of a Media. */
    @Marshalled(encoding = Marshalled.Encoding.COMPACT)
    public record Media(String uri, String title, int width, int height, String format, long duration, long size,
            int bitrate, boolean hasBitrate, List<String> persons, dev.marshalled.jmh.media.Media.Player player,
            String copyright) {
    }

    /** The compact form of an Image. */
    @Marshalled(encoding = Marshalled.Encoding.COMPACT)
    public record Image(String uri, String title, int width, int height, dev.marshalled.jmh.media.Image.Size size) {
    }

    /** The same values as {@code content}. */
    public static CompactMediaContent of(MediaContent content) {
        dev.marshalled.jmh.media.Media m = content.media;
        List<Image> images = new ArrayList<>();
        for (dev.marshalled.jmh.media.Image i : content.images) {
            images.add(new Image(i.uri, i.title, i.width, i.height, i.size));
        }
        return new CompactMediaContent(new Media(m.uri, m.title, m.width, m.height, m.format, m.duration, m.size,
                m.bitrate, m.hasBitrate, m.persons, m.player, m.copyright), images);
    }
}
