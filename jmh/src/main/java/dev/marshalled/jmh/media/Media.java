package dev.marshalled.jmh.media;

import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** A video with its metadata. */
@Marshalled
public class Media implements Serializable {
    private static final long serialVersionUID = 1L;

    /** How the media is played. */
    public enum Player { JAVA, FLASH }

    public String uri;
    public String title;
    public int width;
    public int height;
    public String format;
    public long duration;
    public long size;
    public int bitrate;
    public boolean hasBitrate;
    public List<String> persons;
    public Player player;
    public String copyright;

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Media)) {
            return false;
        }
        Media m = (Media) o;
        return Objects.equals(uri, m.uri) && Objects.equals(title, m.title) && width == m.width && height == m.height
                && Objects.equals(format, m.format) && duration == m.duration && size == m.size && bitrate == m.bitrate
                && hasBitrate == m.hasBitrate && Objects.equals(persons, m.persons) && player == m.player
                && Objects.equals(copyright, m.copyright);
    }

    @Override
    public int hashCode() {
        return Objects.hash(uri, title, width, height, format, duration, size);
    }
}
