package dev.marshalled.jmh.media;

import dev.marshalled.jmh.libs.Library;
import dev.marshalled.runtime.MarshalException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * MediaContent in the compact encoding, written by hand from FORMAT.md: the bytes
 * {@code CompactMediaContentMarshaller} writes for the same value, with the reader's checks of
 * {@link HandWrittenMediaContent#checked()} plus the varints' own (truncated, overlong, too wide).
 * With that codec it measures what the compact encoding itself costs over the fixed one, apart
 * from how the generated code does it.
 */
public final class HandWrittenCompactMediaContent extends HandWrittenBytes implements Library<MediaContent> {
    private static final Media.Player[] PLAYERS = Media.Player.values();
    private static final Image.Size[] SIZES = Image.Size.values();
    /** A Latin-1 string of at most this many chars has a one-byte prefix, 2n + 1. */
    private static final int SHORT = 63;

    @Override
    public int write(MediaContent value) {
        pos = 0;
        Media media = value.media;
        room(1);
        buffer[pos++] = (byte) (media == null ? 0 : 1);
        if (media != null) {
            writeMedia(media);
        }
        List<Image> images = value.images;
        if (images == null) {
            varint(0);
        } else {
            int n = images.size();
            varint(n + 1);
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
        writeString(m.uri);
        writeString(m.title);
        varint(zigzag(m.width));
        varint(zigzag(m.height));
        writeString(m.format);
        varlong(zigzag(m.duration));
        varlong(zigzag(m.size));
        varint(zigzag(m.bitrate));
        room(1);
        buffer[pos++] = (byte) (m.hasBitrate ? 1 : 0);
        List<String> persons = m.persons;
        if (persons == null) {
            varint(0);
        } else {
            int n = persons.size();
            varint(n + 1);
            for (int i = 0; i < n; i++) {
                writeString(persons.get(i));
            }
        }
        varint(m.player == null ? 0 : m.player.ordinal() + 1);
        writeString(m.copyright);
    }

    private void writeImage(Image image) {
        writeString(image.uri);
        writeString(image.title);
        varint(zigzag(image.width));
        varint(zigzag(image.height));
        varint(image.size == null ? 0 : image.size.ordinal() + 1);
    }

    private static int zigzag(int n) {
        return (n << 1) ^ (n >> 31);
    }

    private static long zigzag(long n) {
        return (n << 1) ^ (n >> 63);
    }

    private void varint(int v) {
        room(5);
        if ((v & ~0x7F) == 0) {
            buffer[pos++] = (byte) v;
            return;
        }
        while ((v & ~0x7F) != 0) {
            buffer[pos++] = (byte) (v | 0x80);
            v >>>= 7;
        }
        buffer[pos++] = (byte) v;
    }

    private void varlong(long v) {
        room(10);
        while ((v & ~0x7FL) != 0) {
            buffer[pos++] = (byte) (v | 0x80);
            v >>>= 7;
        }
        buffer[pos++] = (byte) v;
    }

    private void writeString(String s) {
        if (s == null) {
            room(1);
            buffer[pos++] = 0;
            return;
        }
        if (s.length() <= SHORT) {
            room(1);
            int at = pos++;
            boolean latin1 = putStringBytes(s);
            int prefix = 2 * (pos - at - 1) + (latin1 ? 1 : 2);
            if (prefix < 0x80) {
                buffer[at] = (byte) prefix;
                return;
            }
            pos = at; // UTF-8 too long for a one-byte prefix: written again below
        }
        boolean latin1 = s.chars().allMatch(c -> c <= 0xFF);
        byte[] bytes = s.getBytes(latin1 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
        varint(2 * bytes.length + (latin1 ? 1 : 2));
        room(bytes.length);
        System.arraycopy(bytes, 0, buffer, pos, bytes.length);
        pos += bytes.length;
    }

    @Override
    public MediaContent read() {
        pos = 0;
        MediaContent content = new MediaContent();
        content.media = checkedPresence() ? readMedia() : null;
        int n = count(1);
        if (n >= 0) {
            List<Image> images = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                images.add(checkedPresence() ? readImage() : null);
            }
            content.images = images;
        }
        return content;
    }

    private Media readMedia() {
        Media m = new Media();
        m.uri = readString();
        m.title = readString();
        m.width = unzigzag(varint32());
        m.height = unzigzag(varint32());
        m.format = readString();
        m.duration = unzigzag(varint64());
        m.size = unzigzag(varint64());
        m.bitrate = unzigzag(varint32());
        need(1);
        m.hasBitrate = checkedBool(pos);
        pos++;
        int n = count(1);
        if (n >= 0) {
            List<String> persons = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                persons.add(readString());
            }
            m.persons = persons;
        }
        int player = ordinal(PLAYERS.length);
        m.player = player < 0 ? null : PLAYERS[player];
        m.copyright = readString();
        return m;
    }

    private Image readImage() {
        Image image = new Image();
        image.uri = readString();
        image.title = readString();
        image.width = unzigzag(varint32());
        image.height = unzigzag(varint32());
        int size = ordinal(SIZES.length);
        image.size = size < 0 ? null : SIZES[size];
        return image;
    }

    private static int unzigzag(int n) {
        return (n >>> 1) ^ -(n & 1);
    }

    private static long unzigzag(long n) {
        return (n >>> 1) ^ -(n & 1);
    }

    /** A 32-bit varint. */
    private int varint32() {
        return (int) readVarint(5, 0xF0);
    }

    private long varint64() {
        return readVarint(10, 0xFE);
    }

    /**
     * A varint of up to {@code bytes} bytes: with that many bytes left, one to four bytes are
     * decoded with no check but their own (a 0 after the first sends it to the loop, which
     * refuses it); otherwise, or longer, the loop checks each byte.
     */
    private long readVarint(int bytes, int lastMask) {
        int at = pos;
        if (limit - at >= bytes) {
            byte[] b = buffer;
            int b0 = b[at];
            if (b0 >= 0) {
                pos = at + 1;
                return b0;
            }
            int b1 = b[at + 1];
            if (b1 > 0) {
                pos = at + 2;
                return (b0 & 0x7F) | b1 << 7;
            }
            if (b1 < 0) {
                int b2 = b[at + 2];
                if (b2 > 0) {
                    pos = at + 3;
                    return (b0 & 0x7F) | (b1 & 0x7F) << 7 | b2 << 14;
                }
                int b3 = b[at + 3];
                if (b2 < 0 && b3 > 0) {
                    pos = at + 4;
                    return (b0 & 0x7F) | (b1 & 0x7F) << 7 | (b2 & 0x7F) << 14 | b3 << 21;
                }
            }
        }
        return longVarint(bytes, lastMask);
    }

    /** A varint of up to {@code bytes} bytes, whose last byte may not have a bit of {@code lastMask}. */
    private long longVarint(int bytes, int lastMask) {
        int at = pos;
        long result = 0;
        for (int i = 0; i < bytes; i++) {
            if (at + i >= limit) {
                throw new MarshalException("input ends inside a varint", at);
            }
            int b = buffer[at + i];
            if (i == bytes - 1 && (b & lastMask) != 0) {
                throw new MarshalException("varint too wide", at);
            }
            result |= (long) (b & 0x7F) << (7 * i);
            if (b >= 0) {
                if (b == 0 && i > 0) {
                    throw new MarshalException("varint longer than needed", at);
                }
                pos = at + i + 1;
                return result;
            }
        }
        throw new MarshalException("varint too wide", at);
    }

    /** A count + 1 varint, checked against the bytes left; -1 for null. */
    private int count(int smallestSize) {
        int at = pos;
        long n = (varint32() & 0xFFFF_FFFFL) - 1;
        if (n > Integer.MAX_VALUE || n * smallestSize > limit - pos) {
            throw new MarshalException("count " + n + " is not valid here", at);
        }
        return (int) n;
    }

    private int ordinal(int constants) {
        int at = pos;
        int ordinal = varint32() - 1;
        if (ordinal < -1 || ordinal >= constants) {
            throw new MarshalException("ordinal " + ordinal + " out of range", at);
        }
        return ordinal;
    }

    /** A string: its prefix 0 (null), 2n + 1 (Latin-1) or 2n + 2 (UTF-8), checked, then its bytes. */
    private String readString() {
        int prefixAt = pos;
        long prefix = varint32() & 0xFFFF_FFFFL;
        if (prefix == 0) {
            return null;
        }
        long n = (prefix - 1) >>> 1;
        int at = pos;
        if (n > limit - at || n > MAX_LENGTH) {
            throw new MarshalException("string length " + n + " is not valid here", prefixAt);
        }
        pos = at + (int) n;
        return (prefix & 1) != 0 ? latin1String(at, (int) n) : utf8String(prefixAt, at, (int) n);
    }
}
