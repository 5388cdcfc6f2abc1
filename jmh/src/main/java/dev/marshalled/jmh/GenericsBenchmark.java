package dev.marshalled.jmh;

import dev.marshalled.jmh.generic.Gallery;
import dev.marshalled.jmh.generic.GalleryMarshaller;
import dev.marshalled.jmh.generic.ImageGallery;
import dev.marshalled.jmh.generic.ImageGalleryMarshaller;
import dev.marshalled.jmh.generic.ImagePage;
import dev.marshalled.jmh.generic.ImagePageMarshaller;
import dev.marshalled.jmh.generic.Page;
import dev.marshalled.jmh.generic.PageMarshaller;
import dev.marshalled.jmh.media.Image;
import dev.marshalled.jmh.media.ImageMarshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What a type parameter costs: {@code Page<Image>} against {@code ImagePage}, the same fields
 * written out by hand, as a root (through {@code PageMarshaller.of(ImageMarshaller.INSTANCE)},
 * held in a constant as users hold it) and as a field of another type (where the generated code
 * holds the parameterized marshaller itself). Each pair writes the same bytes; the ratio within
 * one run is the cost of the parameter.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class GenericsBenchmark {
    private static final PageMarshaller<Image> PAGES = PageMarshaller.of(ImageMarshaller.INSTANCE);

    Page<Image> page;
    ImagePage imagePage;
    Gallery gallery;
    ImageGallery imageGallery;
    UnsafeBuffer buffer;

    @Setup
    public void setUp() {
        List<Image> images = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            images.add(new Image("http://example.com/picture/" + i + ".jpg", "Picture " + i, 640 + i, 480,
                    i % 2 == 0 ? Image.Size.LARGE : Image.Size.SMALL));
        }
        page = new Page<>(2, 10, 1234, images);
        imagePage = new ImagePage(2, 10, 1234, images);
        gallery = new Gallery("owner", page);
        imageGallery = new ImageGallery("owner", imagePage);
        buffer = new UnsafeBuffer(4096);
        sameBytes(PAGES.toByteArray(genericPageRoundTrip()), ImagePageMarshaller.INSTANCE.toByteArray(
                handWrittenPageRoundTrip()), "Page<Image>");
        sameBytes(GalleryMarshaller.INSTANCE.toByteArray(genericFieldRoundTrip()),
                ImageGalleryMarshaller.INSTANCE.toByteArray(handWrittenFieldRoundTrip()), "Gallery");
    }

    private static void sameBytes(byte[] generic, byte[] handWritten, String model) {
        if (!Arrays.equals(generic, handWritten)) {
            throw new IllegalStateException(model + ": the generic type does not write the hand-written type's bytes");
        }
    }

    @Benchmark
    public Page<Image> genericPageRoundTrip() {
        buffer.clear();
        PAGES.write(page, buffer);
        return PAGES.read(buffer);
    }

    @Benchmark
    public ImagePage handWrittenPageRoundTrip() {
        buffer.clear();
        ImagePageMarshaller.write(imagePage, buffer);
        return ImagePageMarshaller.read(buffer);
    }

    @Benchmark
    public Gallery genericFieldRoundTrip() {
        buffer.clear();
        GalleryMarshaller.write(gallery, buffer);
        return GalleryMarshaller.read(buffer);
    }

    @Benchmark
    public ImageGallery handWrittenFieldRoundTrip() {
        buffer.clear();
        ImageGalleryMarshaller.write(imageGallery, buffer);
        return ImageGalleryMarshaller.read(buffer);
    }
}
