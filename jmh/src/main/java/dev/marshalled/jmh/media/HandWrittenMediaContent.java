package dev.marshalled.jmh.media;

import dev.marshalled.jmh.libs.Library;
import dev.marshalled.runtime.MarshalException;
import java.util.ArrayList;
import java.util.List;

/**
 * MediaContent in the fixed encoding, written by hand: the bytes the generated marshaller writes
 * (FORMAT.md), with none of its structure. Two readers share the writer:
 * <ul>
 * <li>{@link #checked()} checks what FORMAT.md says a reader of untrusted bytes must: every length
 *     and count against the bytes left (at the element's smallest size) and the length limit, each
 *     run of fixed fields once, presence and boolean bytes, enum ordinals; a Latin-1 string is
 *     copied without a look (any byte is a char), a UTF-8 one decoded strictly and refused if it
 *     could have been Latin-1. It is the floor for a safe reader of this format;
 * <li>{@link #unchecked()} trusts the bytes: no check but the array's own, and every string copied
 *     as Latin-1 without a look, both ways. It is the floor for any reader of this byte layout. It
 *     is right only for Latin-1 text, as MediaContent's is; the benchmark checks each value comes
 *     back equal.
 * </ul>
 */
public abstract class HandWrittenMediaContent extends HandWrittenBytes implements Library<MediaContent> {
    private static final Media.Player[] PLAYERS = Media.Player.values();
    private static final Image.Size[] SIZES = Image.Size.values();

    HandWrittenMediaContent() {
    }

    /** @return the codec whose reader checks what untrusted bytes need */
    public static HandWrittenMediaContent checked() {
        return new Checked();
    }

    /** @return the codec that trusts its bytes and copies strings as Latin-1 */
    public static HandWrittenMediaContent unchecked() {
        return new Unchecked();
    }

    @Override
    public final int write(MediaContent value) {
        pos = 0;
        Media media = value.media;
        room(1);
        buffer[pos++] = (byte) (media == null ? 0 : 1);
        if (media != null) {
            writeMedia(media);
        }
        List<Image> images = value.images;
        room(4);
        if (images == null) {
            putInt(pos, -1);
            pos += 4;
        } else {
            int n = images.size();
            putInt(pos, n);
            pos += 4;
            for (int i = 0; i < n; i++) {
                Image image = images.get(i);
                room(1);
                buffer[pos++] = (byte) (image == null ? 0 : 1);
                if (image != null) {
                    writeImage(image);
                }
            }
        }
        limit = pos;
        return pos;
    }

    private void writeMedia(Media m) {
        writeFixedString(m.uri);
        writeFixedString(m.title);
        room(8);
        putInt(pos, m.width);
        putInt(pos + 4, m.height);
        pos += 8;
        writeFixedString(m.format);
        room(21);
        putLong(pos, m.duration);
        putLong(pos + 8, m.size);
        putInt(pos + 16, m.bitrate);
        buffer[pos + 20] = (byte) (m.hasBitrate ? 1 : 0);
        pos += 21;
        List<String> persons = m.persons;
        room(4);
        if (persons == null) {
            putInt(pos, -1);
            pos += 4;
        } else {
            int n = persons.size();
            putInt(pos, n);
            pos += 4;
            for (int i = 0; i < n; i++) {
                writeFixedString(persons.get(i));
            }
        }
        room(4);
        putInt(pos, m.player == null ? -1 : m.player.ordinal());
        pos += 4;
        writeFixedString(m.copyright);
    }

    private void writeImage(Image image) {
        writeFixedString(image.uri);
        writeFixedString(image.title);
        room(12);
        putInt(pos, image.width);
        putInt(pos + 4, image.height);
        putInt(pos + 8, image.size == null ? -1 : image.size.ordinal());
        pos += 12;
    }

    @Override
    public final MediaContent read() {
        pos = 0;
        MediaContent content = new MediaContent();
        content.media = presence() ? readMedia() : null;
        int n = count(1);
        if (n >= 0) {
            List<Image> images = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                images.add(presence() ? readImage() : null);
            }
            content.images = images;
        }
        return content;
    }

    private Media readMedia() {
        Media m = new Media();
        m.uri = readString();
        m.title = readString();
        need(8);
        m.width = getInt(pos);
        m.height = getInt(pos + 4);
        pos += 8;
        m.format = readString();
        need(21);
        m.duration = getLong(pos);
        m.size = getLong(pos + 8);
        m.bitrate = getInt(pos + 16);
        m.hasBitrate = bool(pos + 20);
        pos += 21;
        int n = count(4);
        if (n >= 0) {
            List<String> persons = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                persons.add(readString());
            }
            m.persons = persons;
        }
        need(4);
        int player = ordinal(pos, PLAYERS.length);
        m.player = player < 0 ? null : PLAYERS[player];
        pos += 4;
        m.copyright = readString();
        return m;
    }

    private Image readImage() {
        Image image = new Image();
        image.uri = readString();
        image.title = readString();
        need(12);
        image.width = getInt(pos);
        image.height = getInt(pos + 4);
        int size = ordinal(pos + 8, SIZES.length);
        image.size = size < 0 ? null : SIZES[size];
        pos += 12;
        return image;
    }

    abstract String readString();

    /** A count at the read position, moved past; -1 is null. */
    abstract int count(int smallestSize);

    abstract boolean presence();

    abstract boolean bool(int index);

    /** The ordinal at {@code index}, -1 for null. */
    abstract int ordinal(int index, int constants);

    private static final class Checked extends HandWrittenMediaContent {
        @Override
        String readString() {
            return checkedString();
        }

        @Override
        int count(int smallestSize) {
            return checkedCount(smallestSize);
        }

        @Override
        boolean presence() {
            return checkedPresence();
        }

        @Override
        boolean bool(int index) {
            return checkedBool(index);
        }

        @Override
        int ordinal(int index, int constants) {
            int ordinal = getInt(index);
            if (ordinal < -1 || ordinal >= constants) {
                throw new MarshalException("ordinal " + ordinal + " out of range", index);
            }
            return ordinal;
        }
    }

    private static final class Unchecked extends HandWrittenMediaContent {
        @Override
        String readString() {
            int n = getInt(pos);
            int at = pos + 4;
            if (n < 0) {
                pos = at;
                return null;
            }
            pos = at + n;
            return latin1String(at, n);
        }

        @Override
        int count(int smallestSize) {
            int n = getInt(pos);
            pos += 4;
            return n;
        }

        @Override
        boolean presence() {
            return buffer[pos++] != 0;
        }

        @Override
        boolean bool(int index) {
            return buffer[index] != 0;
        }

        @Override
        int ordinal(int index, int constants) {
            return getInt(index);
        }
    }
}
