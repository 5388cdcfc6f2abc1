package dev.marshalled.jmh.peers;

import dev.marshalled.jmh.media.Image;
import dev.marshalled.jmh.media.Media;
import dev.marshalled.jmh.media.MediaContent;
import dev.marshalled.jmh.peers.proto.ImageMessage;
import dev.marshalled.jmh.peers.proto.MediaContentMessage;
import dev.marshalled.jmh.peers.proto.MediaMessage;
import java.util.ArrayList;
import java.util.List;

/**
 * MediaContent to protobuf's messages and back, as hand-written mapping code does it. A null
 * copyright is an unset {@code optional} field; protobuf has no null for the other strings or
 * the lists, which the model's values never leave null.
 */
final class ProtobufMedia {
    private ProtobufMedia() {
    }

    static MediaContentMessage toMessage(MediaContent content) {
        MediaContentMessage.Builder builder = MediaContentMessage.newBuilder().setMedia(toMessage(content.media));
        for (Image image : content.images) {
            builder.addImages(toMessage(image));
        }
        return builder.build();
    }

    static MediaContent fromMessage(MediaContentMessage message) {
        List<Image> images = new ArrayList<>(message.getImagesCount());
        for (ImageMessage image : message.getImagesList()) {
            images.add(fromMessage(image));
        }
        return new MediaContent(fromMessage(message.getMedia()), images);
    }

    private static MediaMessage toMessage(Media media) {
        MediaMessage.Builder builder = MediaMessage.newBuilder().setUri(media.uri).setTitle(media.title)
                .setWidth(media.width).setHeight(media.height).setFormat(media.format).setDuration(media.duration)
                .setSize(media.size).setBitrate(media.bitrate).setHasBitrate(media.hasBitrate)
                .addAllPersons(media.persons).setPlayer(toMessage(media.player));
        if (media.copyright != null) {
            builder.setCopyright(media.copyright);
        }
        return builder.build();
    }

    private static Media fromMessage(MediaMessage message) {
        Media media = new Media();
        media.uri = message.getUri();
        media.title = message.getTitle();
        media.width = message.getWidth();
        media.height = message.getHeight();
        media.format = message.getFormat();
        media.duration = message.getDuration();
        media.size = message.getSize();
        media.bitrate = message.getBitrate();
        media.hasBitrate = message.getHasBitrate();
        media.persons = new ArrayList<>(message.getPersonsList());
        media.player = fromMessage(message.getPlayer());
        media.copyright = message.hasCopyright() ? message.getCopyright() : null;
        return media;
    }

    private static ImageMessage toMessage(Image image) {
        return ImageMessage.newBuilder().setUri(image.uri).setTitle(image.title).setWidth(image.width)
                .setHeight(image.height).setSize(toMessage(image.size)).build();
    }

    private static Image fromMessage(ImageMessage message) {
        return new Image(message.getUri(), message.getTitle(), message.getWidth(), message.getHeight(),
                fromMessage(message.getSize()));
    }

    private static MediaMessage.Player toMessage(Media.Player player) {
        switch (player) {
            case JAVA: return MediaMessage.Player.JAVA;
            case FLASH: return MediaMessage.Player.FLASH;
            default: throw new IllegalArgumentException("no protobuf player for " + player);
        }
    }

    private static Media.Player fromMessage(MediaMessage.Player player) {
        switch (player) {
            case JAVA: return Media.Player.JAVA;
            case FLASH: return Media.Player.FLASH;
            default: throw new IllegalArgumentException("no player for protobuf's " + player);
        }
    }

    private static ImageMessage.Size toMessage(Image.Size size) {
        switch (size) {
            case SMALL: return ImageMessage.Size.SMALL;
            case LARGE: return ImageMessage.Size.LARGE;
            default: throw new IllegalArgumentException("no protobuf size for " + size);
        }
    }

    private static Image.Size fromMessage(ImageMessage.Size size) {
        switch (size) {
            case SMALL: return Image.Size.SMALL;
            case LARGE: return Image.Size.LARGE;
            default: throw new IllegalArgumentException("no size for protobuf's " + size);
        }
    }
}
