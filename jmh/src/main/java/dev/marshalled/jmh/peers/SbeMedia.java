package dev.marshalled.jmh.peers;

import dev.marshalled.jmh.libs.Library;
import dev.marshalled.jmh.media.Image;
import dev.marshalled.jmh.media.Media;
import dev.marshalled.jmh.media.MediaContent;
import dev.marshalled.jmh.peers.sbe.media.MediaContentDecoder;
import dev.marshalled.jmh.peers.sbe.media.MediaContentEncoder;
import dev.marshalled.jmh.peers.sbe.media.MediaFlagsDecoder;
import dev.marshalled.jmh.peers.sbe.media.MessageHeaderDecoder;
import dev.marshalled.jmh.peers.sbe.media.MessageHeaderEncoder;
import dev.marshalled.jmh.peers.sbe.media.Player;
import dev.marshalled.jmh.peers.sbe.media.Size;
import java.util.ArrayList;
import java.util.List;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * MediaContent through SBE's generated flyweights over one reused Agrona buffer, encoded from
 * the domain objects and decoded into new ones. The schema (src/main/sbe/media.xml) flattens
 * the one Media into the message's block; images and persons are repeating groups, strings
 * UTF-8 var data, written and read in schema order as SBE requires. SBE has no null string: a
 * flag says whether the copyright is there, and an absent one reads back as null. Lists and the
 * other strings are never null in this model; SBE would read them back empty.
 */
final class SbeMedia implements Library<MediaContent> {
    private final UnsafeBuffer buffer = new UnsafeBuffer(new byte[1 << 16]);
    private final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
    private final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();
    private final MediaContentEncoder encoder = new MediaContentEncoder();
    private final MediaContentDecoder decoder = new MediaContentDecoder();

    @Override
    public int write(MediaContent content) {
        Media media = content.media;
        encoder.wrapAndApplyHeader(buffer, 0, headerEncoder).width(media.width).height(media.height)
                .duration(media.duration).size(media.size).bitrate(media.bitrate);
        encoder.flags().clear().hasBitrate(media.hasBitrate).hasCopyright(media.copyright != null);
        encoder.player(player(media.player));
        List<Image> images = content.images;
        MediaContentEncoder.ImagesEncoder imageEncoder = encoder.imagesCount(images.size());
        for (int i = 0; i < images.size(); i++) {
            Image image = images.get(i);
            imageEncoder.next().width(image.width).height(image.height).size(size(image.size)).uri(image.uri)
                    .title(image.title);
        }
        List<String> persons = media.persons;
        MediaContentEncoder.PersonsEncoder personEncoder = encoder.personsCount(persons.size());
        for (int i = 0; i < persons.size(); i++) {
            personEncoder.next().name(persons.get(i));
        }
        encoder.uri(media.uri).title(media.title).format(media.format).copyright(media.copyright);
        return MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();
    }

    @Override
    public MediaContent read() {
        decoder.wrapAndApplyHeader(buffer, 0, headerDecoder);
        Media media = new Media();
        media.width = decoder.width();
        media.height = decoder.height();
        media.duration = decoder.duration();
        media.size = decoder.size();
        media.bitrate = decoder.bitrate();
        MediaFlagsDecoder flags = decoder.flags();
        media.hasBitrate = flags.hasBitrate();
        boolean hasCopyright = flags.hasCopyright();
        media.player = player(decoder.player());
        MediaContentDecoder.ImagesDecoder imageDecoder = decoder.images();
        List<Image> images = new ArrayList<>(imageDecoder.count());
        while (imageDecoder.hasNext()) {
            imageDecoder.next();
            // Fields first, then the var data in schema order.
            int width = imageDecoder.width();
            int height = imageDecoder.height();
            Image.Size size = size(imageDecoder.size());
            String uri = imageDecoder.uri();
            images.add(new Image(uri, imageDecoder.title(), width, height, size));
        }
        MediaContentDecoder.PersonsDecoder personDecoder = decoder.persons();
        media.persons = new ArrayList<>(personDecoder.count());
        while (personDecoder.hasNext()) {
            media.persons.add(personDecoder.next().name());
        }
        media.uri = decoder.uri();
        media.title = decoder.title();
        media.format = decoder.format();
        String copyright = decoder.copyright();
        media.copyright = hasCopyright ? copyright : null;
        return new MediaContent(media, images);
    }

    private static Player player(Media.Player player) {
        if (player == null) {
            return Player.NULL_VAL;
        }
        switch (player) {
            case JAVA: return Player.JAVA;
            case FLASH: return Player.FLASH;
            default: throw new IllegalArgumentException("no SBE player for " + player);
        }
    }

    private static Media.Player player(Player player) {
        switch (player) {
            case JAVA: return Media.Player.JAVA;
            case FLASH: return Media.Player.FLASH;
            case NULL_VAL: return null;
            default: throw new IllegalArgumentException("no player for SBE's " + player);
        }
    }

    private static Size size(Image.Size size) {
        if (size == null) {
            return Size.NULL_VAL;
        }
        switch (size) {
            case SMALL: return Size.SMALL;
            case LARGE: return Size.LARGE;
            default: throw new IllegalArgumentException("no SBE size for " + size);
        }
    }

    private static Image.Size size(Size size) {
        switch (size) {
            case SMALL: return Image.Size.SMALL;
            case LARGE: return Image.Size.LARGE;
            case NULL_VAL: return null;
            default: throw new IllegalArgumentException("no size for SBE's " + size);
        }
    }
}
