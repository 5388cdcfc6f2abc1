package dev.marshalled.jmh.dataset;

import dev.marshalled.jmh.libs.Library;
import dev.marshalled.jmh.media.HandWrittenBytes;
import dev.marshalled.runtime.MarshalException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link Dataset} in the fixed encoding, written by hand: the bytes the generated marshaller writes
 * (FORMAT.md), with none of its structure. Its reader checks what FORMAT.md says a reader of
 * untrusted bytes must: every count against the bytes left (at the element's smallest size: 1 for
 * an {@link Item} or {@link Entry}, 4 for a string, 5 for an {@code Integer}) and against the
 * length limit, each run of fixed fields once, presence and boolean bytes, a null box's value
 * bytes; a Latin-1 string is copied without a look (any byte is a char), a UTF-8 one decoded
 * strictly and refused if it could have been Latin-1. It is the floor for a safe reader of this
 * layout. None of the three types can reach itself, so there is no nesting depth to count.
 */
public final class HandWrittenDataset extends HandWrittenBytes implements Library<Dataset> {
    /** A box of {@code Integer}: its presence byte, then its int32. */
    private static final int BOX = 5;

    /** Room for the large set (some 8.7 MB); the small and medium ones use a corner of it. */
    private static final int CAPACITY = 1 << 24;

    private HandWrittenDataset() {
        super(CAPACITY);
    }

    /** @return the codec, whose reader checks what untrusted bytes need */
    public static HandWrittenDataset checked() {
        return new HandWrittenDataset();
    }

    @Override
    public int write(Dataset value) {
        pos = 0;
        List<Item> items = value.items;
        room(4);
        if (items == null) {
            putInt(pos, -1);
            pos += 4;
        } else {
            int n = items.size();
            putInt(pos, n);
            pos += 4;
            for (int i = 0; i < n; i++) {
                Item item = items.get(i);
                room(1);
                buffer[pos++] = (byte) (item == null ? 0 : 1);
                if (item != null) {
                    writeItem(item);
                }
            }
        }
        limit = pos;
        return pos;
    }

    private void writeItem(Item item) {
        room(8);
        putLong(pos, item.id);
        pos += 8;
        writeFixedString(item.name);
        room(13);
        putLong(pos, Double.doubleToRawLongBits(item.score));
        putInt(pos + 8, item.count);
        buffer[pos + 12] = (byte) (item.active ? 1 : 0);
        pos += 13;
        List<String> tags = item.tags;
        room(4);
        if (tags == null) {
            putInt(pos, -1);
            pos += 4;
        } else {
            int n = tags.size();
            putInt(pos, n);
            pos += 4;
            for (int i = 0; i < n; i++) {
                writeFixedString(tags.get(i));
            }
        }
        List<Entry> entries = item.entries;
        room(4);
        if (entries == null) {
            putInt(pos, -1);
            pos += 4;
        } else {
            int n = entries.size();
            putInt(pos, n);
            pos += 4;
            for (int i = 0; i < n; i++) {
                Entry entry = entries.get(i);
                room(1);
                buffer[pos++] = (byte) (entry == null ? 0 : 1);
                if (entry != null) {
                    writeEntry(entry);
                }
            }
        }
    }

    private void writeEntry(Entry entry) {
        writeFixedString(entry.key);
        room(16);
        putLong(pos, entry.value);
        putLong(pos + 8, Double.doubleToRawLongBits(entry.weight));
        pos += 16;
        List<Integer> samples = entry.samples;
        room(4);
        if (samples == null) {
            putInt(pos, -1);
            pos += 4;
            return;
        }
        int n = samples.size();
        putInt(pos, n);
        pos += 4;
        // Every box is five bytes, null or not, so the whole list is one run: one room check.
        room((int) Math.min((long) n * BOX, Integer.MAX_VALUE));
        for (int i = 0; i < n; i++) {
            Integer sample = samples.get(i);
            if (sample == null) {
                // A null box keeps its value bytes, all zero, so that equal values give equal bytes.
                buffer[pos] = 0;
                putInt(pos + 1, 0);
            } else {
                buffer[pos] = 1;
                putInt(pos + 1, sample);
            }
            pos += BOX;
        }
    }

    @Override
    public Dataset read() {
        pos = 0;
        Dataset set = new Dataset();
        int n = checkedCount(1);
        if (n >= 0) {
            List<Item> items = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                items.add(checkedPresence() ? readItem() : null);
            }
            set.items = items;
        }
        return set;
    }

    private Item readItem() {
        Item item = new Item();
        need(8);
        item.id = getLong(pos);
        pos += 8;
        item.name = checkedString();
        need(13);
        item.score = Double.longBitsToDouble(getLong(pos));
        item.count = getInt(pos + 8);
        item.active = checkedBool(pos + 12);
        pos += 13;
        int n = checkedCount(4);
        if (n >= 0) {
            List<String> tags = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                tags.add(checkedString());
            }
            item.tags = tags;
        }
        n = checkedCount(1);
        if (n >= 0) {
            List<Entry> entries = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                entries.add(checkedPresence() ? readEntry() : null);
            }
            item.entries = entries;
        }
        return item;
    }

    private Entry readEntry() {
        Entry entry = new Entry();
        entry.key = checkedString();
        need(16);
        entry.value = getLong(pos);
        entry.weight = Double.longBitsToDouble(getLong(pos + 8));
        pos += 16;
        // The count is checked at a box's size, which is every box's size: all n are there.
        int n = checkedCount(BOX);
        if (n >= 0) {
            List<Integer> samples = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                samples.add(box(pos));
                pos += BOX;
            }
            entry.samples = samples;
        }
        return entry;
    }

    /** The {@code Integer} whose presence byte is at {@code index}; its four value bytes follow. */
    private Integer box(int index) {
        byte present = buffer[index];
        int value = getInt(index + 1);
        if (present == 1) {
            return value;
        }
        if (present != 0) {
            throw new MarshalException("presence byte " + present, index);
        }
        if (value != 0) {
            // Reported at the first byte that is not zero, as FORMAT.md places it.
            int at = index + 1;
            while (buffer[at] == 0) {
                at++;
            }
            throw new MarshalException("null box with value byte " + buffer[at], at);
        }
        return null;
    }
}
