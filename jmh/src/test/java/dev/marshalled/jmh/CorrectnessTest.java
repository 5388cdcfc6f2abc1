package dev.marshalled.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.marshalled.runtime.UnsafeBuffer;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The benchmarks' own correctness checks pass, so the benchmark run will not stop on them. */
class CorrectnessTest {

    @Test
    void everyBaselineRoundTripsAndSizesAreAsPublished() {
        SeedBenchmark seed = new SeedBenchmark();
        seed.setUp();
        Map<String, Integer> sizes = Correctness.check(seed);
        assertEquals(185, sizes.get("handUnsafe"));
        assertEquals(185, sizes.get("heapByteBuffer"));
        assertEquals(185, sizes.get("directByteBuffer"));
    }

    /** The values JMH will run for a benchmark's {@code @Param} field. */
    private static java.util.List<String> params(Class<?> benchmark, String field) throws NoSuchFieldException {
        return java.util.List.of(benchmark.getDeclaredField(field).getAnnotation(org.openjdk.jmh.annotations.Param.class)
                .value());
    }

    @Test
    void everyLibraryVariantIsBenchmarkedAndChecked() throws NoSuchFieldException {
        assertEquals(MediaContentBenchmark.LIBRARIES, params(MediaContentBenchmark.class, "library"));
        assertEquals(dev.marshalled.jmh.libs.Libraries.NAMES, params(DatasetBenchmark.class, "library"));
        assertEquals(SeedLibraryBenchmark.LIBRARIES, params(SeedLibraryBenchmark.class, "library"));
        for (Map.Entry<String, String> pair : dev.marshalled.jmh.libs.Libraries.FIXED_VARIANTS.entrySet()) {
            assertEquals(true, SeedLibraryBenchmark.LIBRARIES.contains(pair.getKey())
                    && SeedLibraryBenchmark.LIBRARIES.contains(pair.getValue()), pair::toString);
        }
    }

    @Test
    void fixedVariantsReallyWriteNumbersFixedWidth() {
        // MediaContent holds small ints and longs: written fixed-width they take more bytes, so a
        // switch that did not take effect shows as equal sizes.
        Map<String, Integer> sizes = Report.mediaSizes();
        for (Map.Entry<String, String> pair : dev.marshalled.jmh.libs.Libraries.FIXED_VARIANTS.entrySet()) {
            assertEquals(true, sizes.get(pair.getValue()) > sizes.get(pair.getKey()), pair + ": " + sizes);
        }
    }

    @Test
    void cellsShowTheRatioAndJmhsError() {
        assertEquals("2.00x (12.3 ± 0.6 ns)", Report.cell(12.34, 0.56, 6.17, "ns"));
        assertEquals("12.3 ± 0.6 ns", Report.cell(12.34, 0.56, null, "ns"));
        assertEquals("1.00x (6.2 ns)", Report.cell(6.17, Double.NaN, 6.17, "ns"));
    }

    @Test
    void aTargetIsMetOrMissedOnlyFromThreeForks() {
        assertEquals("indicative, 1 fork", Report.verdict(4.0, 3.5, 4.5, 3.0, false, 1));
        assertEquals("indicative, 2 forks", Report.verdict(4.0, 3.5, 4.5, 3.0, false, 2));
        assertEquals("met", Report.verdict(4.0, 3.5, 4.5, 3.0, false, 3));
        assertEquals("missed", Report.verdict(2.0, 1.5, 2.5, 3.0, false, 5));
        assertEquals("met, within error", Report.verdict(3.2, 2.8, 3.6, 3.0, false, 3));
        assertEquals("missed, within error", Report.verdict(1.12, 1.05, 1.2, 1.10, true, 3));
        assertEquals("met", Report.verdict(1.05, 1.0, 1.08, 1.10, true, 3));
    }

    /** A row of the report's tables with a round trip (and its error) and the bytes a write allocates. */
    private static Report.Row row(double roundTrip, double allocatedPerWrite) {
        Report.Row row = new Report.Row();
        row.nanos.put("RoundTrip", roundTrip);
        row.errors.put("RoundTrip", roundTrip / 100);
        row.nanos.put("Write", roundTrip / 2);
        row.errors.put("Write", roundTrip / 200);
        row.nanos.put("Read", roundTrip / 2);
        row.errors.put("Read", roundTrip / 200);
        row.allocated.put("Write", allocatedPerWrite);
        return row;
    }

    /** How many of the table's {@code rows} start with the text {@code row}, a regular expression. */
    private static long matching(java.util.List<String> rows, String row) {
        java.util.regex.Pattern pattern = java.util.regex.Pattern.compile("\\| " + row);
        return rows.stream().filter(line -> pattern.matcher(line).lookingAt()).count();
    }

    @Test
    void everyTargetRowIncludingAllocationAndSizeIsIndicativeBelowThreeForks() {
        // Every kind of target row: ratios with errors (seed, MediaContent, data sets, encodings,
        // arrays), allocation, and sizes.
        Map<String, Report.Row> seed = new java.util.LinkedHashMap<>();
        seed.put("generated (unsafe)", row(30, 0));
        seed.put("generated (varhandle)", row(31, 0));
        seed.put("generated (foreign)", row(30, 0));
        seed.put("handUnsafe", row(32, 0));
        seed.put("handVarHandle", row(31, 0));
        seed.put("kryo", row(200, 0));
        seed.put("fory", row(100, 0));
        Map<String, Report.Row> media = new java.util.LinkedHashMap<>();
        media.put("generated", row(300, 0));
        media.put("foryConsistent", row(600, 0));
        media.put("kryo", row(1200, 0));
        media.put("protobuf", row(1000, 0));
        Map<String, Report.Row> arrays = new java.util.LinkedHashMap<>();
        arrays.put("generated (unsafe)", row(100, 0));
        arrays.put("generated (varhandle)", row(100, 0));
        arrays.put("generated (foreign)", row(100, 0));
        arrays.put("arraycopy (unsafe)", row(100, 0));
        Map<String, Report.Row> encodings = new java.util.LinkedHashMap<>();
        encodings.put("generated", row(300, 0));
        encodings.put("generatedCompact", row(320, 0));
        Map<String, Report.Row> buffers = new java.util.LinkedHashMap<>();
        for (String target : ByteBufferBenchmark.TARGETS) {
            buffers.put(target, row(target.startsWith("generated") ? 300 : 600, 0));
        }
        Map<String, Map<String, Report.Row>> tables = new java.util.HashMap<>(Map.of("SeedBenchmark", seed,
                "MediaContentBenchmark", media, "ArrayBenchmark", arrays, "EncodingBenchmark", encodings,
                "ByteBufferBenchmark", buffers));
        for (String size : new String[] {"small", "medium", "large"}) {
            tables.put("DatasetBenchmark " + size, media);
        }
        // Each kind of target row, by the start of its text (a factor that depends on the JDK as [0-9.]+):
        // seed: 3 backends against Unsafe, 1 against VarHandles, 2 peers, allocation; MediaContent:
        // 2 peers, allocation; each data set: Fory, read, Kryo, allocation; compact speed; 2 sizes;
        // arrays: 3 backends.
        java.util.List<String> expected = new java.util.ArrayList<>();
        for (String backend : new String[] {"unsafe", "varhandle", "foreign"}) {
            expected.add("seed round trip within 10% of hand-written Unsafe \\(" + backend + " backend");
        }
        expected.add("seed round trip within 10% of hand-written VarHandles \\(varhandle backend\\)");
        expected.add("seed round trip at least 2\\.0x faster than Kryo ");
        expected.add("seed round trip at least 1\\.5x faster than Fory ");
        expected.add("seed writes allocate nothing");
        expected.add("MediaContent round trip at least [0-9.]+x Fory's faster mode ");
        expected.add("MediaContent round trip at least 3x faster than Kryo ");
        expected.add("MediaContent round trip at least 3x faster than protobuf-java on its own messages ");
        expected.add("MediaContent writes allocate nothing");
        // Every setup has a line against Fory for the data sets (1.0x where nothing is opened for us).
        for (String size : new String[] {"small", "medium", "large"}) {
            expected.add(size + " data set round trip at least [0-9.]+x Fory's faster mode ");
            expected.add(size + " data set read no slower than Fory schema-consistent ");
            expected.add(size + " data set round trip at least 3x faster than Kryo ");
            expected.add(size + " data set writes allocate nothing");
        }
        expected.add("MediaContent, direct ByteBuffer vs byte\\[\\] \\(generated\\): round trip within 10% ");
        for (String peer : new String[] {"Kryo unsafe", "Kryo ByteBuffer", "Fory off-heap"}) {
            expected.add("MediaContent off-heap: generated direct vs " + peer + ", round trip at least as fast ");
        }
        expected.add("compact encoding round trip within 10% of the fixed one ");
        expected.add("MediaContent compact no larger than Kryo's smallest ");
        expected.add("Order of 100 lines, compact, no larger than Kryo's smallest ");
        for (String backend : new String[] {"unsafe", "varhandle", "foreign"}) {
            expected.add("512 KiB long\\[\\] write at least 80% of System\\.arraycopy \\(" + backend + " backend\\)");
        }
        String floor = String.format(Locale.ROOT, "| hand-written VarHandles / hand-written Unsafe, seed round trip:"
                + " the floor of code without Unsafe | %.2fx | no target |",
                seed.get("handVarHandle").nanos.get("RoundTrip") / seed.get("handUnsafe").nanos.get("RoundTrip"));
        for (int forks = 1; forks <= 4; forks++) {
            String targets = Report.targets(tables, forks);
            java.util.List<String> rows = targets.lines().filter(line -> line.startsWith("| ")
                    && !line.startsWith("| target ") && !line.endsWith("| no target |"))
                    .collect(java.util.stream.Collectors.toList());
            for (String row : expected) {
                assertEquals(1, matching(rows, row), () -> "one row '" + row + "' in\n" + targets);
            }
            assertEquals(true, targets.contains(floor), floor + " in\n" + targets);
            boolean allocation = false;
            for (String line : rows) {
                String verdict = line.substring(line.lastIndexOf(" | ", line.length() - 3) + 3, line.length() - 2);
                allocation |= line.startsWith("| seed writes allocate nothing |");
                if (forks < Report.FORKS_FOR_VERDICT) {
                    assertEquals(false, verdict.contains("met") || verdict.contains("missed"), line);
                    assertEquals(true, verdict.contains("indicative, " + forks + " fork"), line);
                } else {
                    assertEquals(false, verdict.contains("indicative"), line);
                    assertEquals(true, verdict.contains("met") || verdict.contains("missed"), line);
                }
            }
            assertEquals(true, allocation, targets);
            if (forks >= Report.FORKS_FOR_VERDICT) {
                assertEquals(true, targets.contains("| seed writes allocate nothing | 0 B/op | met |"), targets);
            }
        }
    }

    @Test
    void everyLibraryRoundTripsTheSeedObject() {
        for (String name : SeedLibraryBenchmark.LIBRARIES) {
            SeedLibraryBenchmark benchmark = new SeedLibraryBenchmark();
            benchmark.library = name;
            benchmark.setUp(); // throws if the library changes the value
            assertEquals(benchmark.value, benchmark.roundTrip(), name);
        }
    }

    @Test
    void everyPeerIsInBothTablesAndSbeWritesTheSeedIn185Bytes() {
        for (String peer : dev.marshalled.jmh.peers.Peers.NAMES) {
            assertEquals(true, SeedLibraryBenchmark.LIBRARIES.contains(peer), peer);
            assertEquals(true, MediaContentBenchmark.LIBRARIES.contains(peer), peer);
        }
        // The seed's fixed block is 177 bytes, and SBE's message header 8.
        assertEquals(185, SeedLibraryBenchmark.library("sbe").write(SeedLibraryBenchmark.value("sbe")));
        // protobuf with and without the conversion writes one message: the same bytes, so the same size.
        assertEquals(SeedLibraryBenchmark.library("protobuf").write(SeedLibraryBenchmark.value("protobuf")),
                SeedLibraryBenchmark.library("protobufDomain").write(SeedLibraryBenchmark.value("protobufDomain")));
        Map<String, Integer> media = Report.mediaSizes();
        assertEquals(media.get("protobuf"), media.get("protobufDomain"), media::toString);
    }

    @Test
    void sbeReadsAnAbsentCopyrightBackAsNullAndAPresentOneAsItself() {
        dev.marshalled.jmh.media.MediaContent withCopyright = dev.marshalled.jmh.media.MediaContent.standard();
        withCopyright.media.copyright = "© Javaone, 名前";
        for (dev.marshalled.jmh.media.MediaContent value : java.util.List.of(
                dev.marshalled.jmh.media.MediaContent.standard(), withCopyright)) {
            for (String peer : new String[] {"sbe", "protobufDomain"}) {
                dev.marshalled.jmh.libs.Library<Object> codec = MediaContentBenchmark.codec(peer);
                codec.write(value);
                assertEquals(value, codec.read(), peer);
            }
        }
    }

    @Test
    void generatedRoundTripsAt185Bytes() {
        GeneratedSeedBenchmark generated = new GeneratedSeedBenchmark();
        // The backend is fixed once per JVM; check the one this JVM has.
        generated.backend = UnsafeBuffer.backend().name().replace("_", "").toLowerCase(Locale.ROOT);
        generated.setUp();
        assertEquals(185, Correctness.check(generated));
    }

    @Test
    void everyLibraryRoundTripsMediaContent() {
        for (String name : MediaContentBenchmark.LIBRARIES) {
            MediaContentBenchmark benchmark = new MediaContentBenchmark();
            benchmark.library = name;
            benchmark.setUp(); // throws if the library changes the value
            assertEquals(benchmark.value, benchmark.roundTrip(), name);
        }
        Map<String, Integer> sizes = Report.mediaSizes();
        assertEquals(sizes.get("generated"), dev.marshalled.jmh.media.MediaContentMarshaller.sizeOf(
                dev.marshalled.jmh.media.MediaContent.standard()));
    }

    @Test
    void everyByteBufferTargetRoundTripsAndTheGeneratedOnesWriteTheArrayBytes() throws NoSuchFieldException {
        assertEquals(ByteBufferBenchmark.TARGETS, params(ByteBufferBenchmark.class, "target"));
        for (String target : ByteBufferBenchmark.TARGETS) {
            ByteBufferBenchmark benchmark = new ByteBufferBenchmark();
            benchmark.target = target;
            benchmark.setUp(); // throws if the value changes, or a generated target's bytes differ from byte[]'s
            assertEquals(benchmark.value, benchmark.roundTrip(), target);
            assertEquals(benchmark.value, benchmark.read(), target);
        }
        Map<String, Integer> sizes = ByteBufferBenchmark.sizes();
        Map<String, Integer> media = Report.mediaSizes();
        for (String target : new String[] {"generatedArray", "generatedDirect", "generatedHeapByteBuffer"}) {
            assertEquals(media.get("generated"), sizes.get(target), target);
        }
        // The same setup as the MediaContent table's fastest variants, so the same bytes' count.
        assertEquals(media.get("kryoUnsafeFixed"), sizes.get("kryoUnsafeMemory"), sizes::toString);
        assertEquals(media.get("kryoFixed"), sizes.get("kryoByteBuffer"), sizes::toString);
        assertEquals(media.get("foryConsistentFixed"), sizes.get("foryOffHeap"), sizes::toString);
    }

    @Test
    void everyLibraryRoundTripsTheOrderModel() {
        for (String name : dev.marshalled.jmh.libs.Libraries.NAMES) {
            // size() throws if the library changes the value
            assertEquals(true, dev.marshalled.jmh.order.OrderSizes.size(name, 1) > 0, name);
            assertEquals(true, dev.marshalled.jmh.order.OrderSizes.size(name, 100) > 0, name);
        }
    }

    @Test
    void compactEncodingRoundTripsAndIsSmaller() {
        java.util.Map<String, Integer> sizes = EncodingBenchmark.sizes(); // throws unless both round-trip
        assertEquals(true, sizes.get("generatedCompact") < sizes.get("generated"), sizes::toString);
        for (String library : new String[] {"generated", "generatedCompact"}) {
            EncodingBenchmark benchmark = new EncodingBenchmark();
            benchmark.library = library;
            benchmark.setUp();
            assertEquals(EncodingBenchmark.value(library), benchmark.roundTrip());
        }
        int compact = dev.marshalled.jmh.order.OrderSizes.compactSize(100); // throws unless it round-trips
        assertEquals(true, compact < dev.marshalled.jmh.order.OrderSizes.size("generated", 100), "" + compact);
    }

    @Test
    void framingAndIdentityBenchmarksCheckThemselves() {
        new FramingBenchmark().setUp(); // throws if a framed or bare message does not round-trip
        IdentityBenchmark identity = new IdentityBenchmark();
        identity.setUp(); // throws if the baskets differ after a round trip, or in size
        assertEquals(dev.marshalled.jmh.identity.Basket.sample(), identity.plainRoundTrip());
        assertEquals(dev.marshalled.jmh.identity.TrackedBasket.sample(), identity.trackedRoundTrip());
    }

    @Test
    void arrayBenchmarkChecksItself() {
        ArrayBenchmark arrays = new ArrayBenchmark();
        arrays.backend = UnsafeBuffer.backend().name().replace("_", "").toLowerCase(Locale.ROOT);
        arrays.setUp();
        assertEquals(4 + 8 * dev.marshalled.jmh.arrays.Samples.COUNT, arrays.generatedWrite());
    }

    @Test
    void chartIsWellFormedSvgWithABarPerRatio() throws Exception {
        Map<String, Map<String, Double>> groups = new java.util.LinkedHashMap<>();
        groups.put("Seed object", new java.util.LinkedHashMap<>(Map.of("generated", 1.0)));
        groups.get("Seed object").put("serializable <slow>", 212.5);
        groups.put("MediaContent", Map.of("kryo", 2.9));
        String svg = Chart.svg(groups, "caption & more");
        org.w3c.dom.Document document = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new java.io.ByteArrayInputStream(svg.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertEquals(4, document.getElementsByTagName("rect").getLength(), svg); // background + 3 bars
        assertEquals(true, svg.contains("212.50x") && svg.contains("2.90x") && svg.contains("&lt;slow&gt;"), svg);
    }

    @Test
    void dataSetsRoundTripInEveryLibraryAndHaveTheirJsonSizes() {
        for (String size : new String[] {"small", "medium", "large"}) {
            Map<String, Integer> sizes = Report.datasetSizes(size); // writes and reads through every library
            int jsonPerObject = sizes.get("jackson") / dev.marshalled.jmh.dataset.Dataset.SIZE;
            int target = size.equals("small") ? 160 : size.equals("medium") ? 1_300 : 100_000;
            assertEquals(true, jsonPerObject > target * 0.8 && jsonPerObject < target * 1.25,
                    size + ": " + jsonPerObject + " bytes of JSON per object, aiming at " + target);
            for (String library : dev.marshalled.jmh.libs.Libraries.NAMES) {
                DatasetBenchmark benchmark = new DatasetBenchmark();
                benchmark.size = size;
                benchmark.library = library;
                benchmark.setUp(); // throws if the round trip changes the data
            }
        }
    }

    @Test
    void mediaContentFloorsWriteTheGeneratedBytesAndTheCheckedOnesRefuseEveryCut() throws NoSuchFieldException {
        assertEquals(java.util.List.of(MediaContentFloorBenchmark.CODECS), params(MediaContentFloorBenchmark.class,
                "codec"));
        for (String codec : MediaContentFloorBenchmark.CODECS) {
            MediaContentFloorBenchmark.checkedBytes(codec); // throws unless equal bytes and values
        }
        for (String codec : new String[] {"handWritten", "handWrittenCompact"}) {
            dev.marshalled.jmh.libs.Library<Object> library = MediaContentFloorBenchmark.library(codec);
            library.write(MediaContentFloorBenchmark.value(codec));
            byte[] bytes = ((dev.marshalled.jmh.media.HandWrittenBytes) library).written();
            for (int cut = 0; cut < bytes.length; cut++) {
                ((dev.marshalled.jmh.media.HandWrittenBytes) library).load(java.util.Arrays.copyOf(bytes, cut));
                org.junit.jupiter.api.Assertions.assertThrows(dev.marshalled.runtime.MarshalException.class,
                        library::read, codec + " cut at " + cut);
            }
            // Every single byte set to 0xFF: a length, count, presence, boolean or ordinal turns
            // invalid, or the byte was a Latin-1 char (any byte is one) and the value read writes
            // exactly those bytes again; never another exception, never a silent misreading.
            int refused = 0;
            int otherValues = 0;
            for (int at = 0; at < bytes.length; at++) {
                byte[] corrupt = bytes.clone();
                corrupt[at] = (byte) 0xFF;
                ((dev.marshalled.jmh.media.HandWrittenBytes) library).load(corrupt);
                Object read;
                try {
                    read = library.read();
                } catch (dev.marshalled.runtime.MarshalException expected) {
                    refused++;
                    continue;
                }
                library.write(read);
                org.junit.jupiter.api.Assertions.assertArrayEquals(corrupt,
                        ((dev.marshalled.jmh.media.HandWrittenBytes) library).written(), codec + " 0xFF at " + at);
                otherValues++;
            }
            // Most of MediaContent is string bytes, any of which is a Latin-1 char; the rest refuses.
            assertEquals(true, refused > bytes.length / 8 && otherValues > 0,
                    codec + " refused " + refused + " of " + bytes.length + ", read " + otherValues + " as other values");
        }
    }

    @Test
    void dataSetFloorWritesTheGeneratedBytesAndRefusesEveryCut() throws NoSuchFieldException {
        assertEquals(java.util.List.of(DatasetFloorBenchmark.CODECS), params(DatasetFloorBenchmark.class, "codec"));
        assertEquals(params(DatasetBenchmark.class, "size"), params(DatasetFloorBenchmark.class, "size"));
        java.util.Map<String, byte[]> written = new java.util.HashMap<>();
        for (String size : new String[] {"small", "medium", "large"}) {
            for (String codec : DatasetFloorBenchmark.CODECS) {
                DatasetFloorBenchmark.checkedLibrary(codec, size); // throws unless equal bytes and values
            }
            dev.marshalled.jmh.dataset.HandWrittenDataset codec = dev.marshalled.jmh.dataset.HandWrittenDataset.checked();
            dev.marshalled.jmh.dataset.Dataset value = dev.marshalled.jmh.dataset.Dataset.generate(size);
            codec.write(value);
            byte[] bytes = codec.written();
            org.junit.jupiter.api.Assertions.assertArrayEquals(
                    dev.marshalled.jmh.dataset.DatasetMarshaller.INSTANCE.toByteArray(value), bytes, size);
            codec.load(bytes);
            assertEquals(value, codec.read(), size);
            written.put(size, bytes);
        }
        dev.marshalled.jmh.dataset.HandWrittenDataset codec = dev.marshalled.jmh.dataset.HandWrittenDataset.checked();
        byte[] small = written.get("small");
        for (int cut = 0; cut < small.length; cut++) {
            codec.load(java.util.Arrays.copyOf(small, cut));
            org.junit.jupiter.api.Assertions.assertThrows(dev.marshalled.runtime.MarshalException.class, codec::read,
                    "small cut at " + cut);
        }
        // The medium set's first entries and samples, some cuts through the middle, and its last bytes.
        byte[] medium = written.get("medium");
        java.util.SortedSet<Integer> cuts = new java.util.TreeSet<>();
        for (int cut = 0; cut < 200; cut++) {
            cuts.add(cut);
            cuts.add(medium.length - 1 - cut);
        }
        for (int cut = 0; cut < medium.length; cut += 997) {
            cuts.add(cut);
        }
        for (int cut : cuts) {
            codec.load(java.util.Arrays.copyOf(medium, cut));
            org.junit.jupiter.api.Assertions.assertThrows(dev.marshalled.runtime.MarshalException.class, codec::read,
                    "medium cut at " + cut);
        }
        // Every single byte of the medium set's first items (each kind of field is there) set to 0xFF:
        // a count, presence, boolean or box byte turns invalid, or the byte was a Latin-1 char or a
        // number's and the value read writes exactly those bytes again; never another exception, never
        // a silent misreading.
        int refused = 0;
        int otherValues = 0;
        for (int at = 0; at < 4096; at++) {
            byte[] corrupt = medium.clone();
            corrupt[at] = (byte) 0xFF;
            codec.load(corrupt);
            dev.marshalled.jmh.dataset.Dataset read;
            try {
                read = codec.read();
            } catch (dev.marshalled.runtime.MarshalException expected) {
                refused++;
                continue;
            }
            codec.write(read);
            org.junit.jupiter.api.Assertions.assertArrayEquals(corrupt, codec.written(), "medium 0xFF at " + at);
            otherValues++;
        }
        // About a quarter of those bytes are counts, prefixes, presence, boolean and box bytes.
        assertEquals(true, refused > 4096 / 8 && otherValues > 0,
                "refused " + refused + " of 4096, read " + otherValues + " as other values");
    }

    @Test
    void dataSetFloorWritesNullsAndUtf8AsTheGeneratedCodeAndRefusesANullBoxWithAValue() {
        // The generated sets hold no null and no char above U+00FF: these are the other spellings.
        dev.marshalled.jmh.dataset.Entry entry = new dev.marshalled.jmh.dataset.Entry();
        entry.key = "\u0100b";
        entry.weight = -0.0;
        entry.samples = new java.util.ArrayList<>(java.util.Arrays.asList(7, null));
        dev.marshalled.jmh.dataset.Entry bare = new dev.marshalled.jmh.dataset.Entry();
        dev.marshalled.jmh.dataset.Item item = new dev.marshalled.jmh.dataset.Item();
        item.active = true;
        item.tags = new java.util.ArrayList<>(java.util.Arrays.asList(null, "", "\u00ff"));
        item.entries = new java.util.ArrayList<>(java.util.Arrays.asList(null, bare, entry));
        dev.marshalled.jmh.dataset.Dataset value = new dev.marshalled.jmh.dataset.Dataset();
        value.items = new java.util.ArrayList<>(java.util.Arrays.asList(null, new dev.marshalled.jmh.dataset.Item(),
                item));
        dev.marshalled.jmh.dataset.HandWrittenDataset codec = dev.marshalled.jmh.dataset.HandWrittenDataset.checked();
        for (dev.marshalled.jmh.dataset.Dataset each : java.util.List.of(value, new dev.marshalled.jmh.dataset.Dataset())) {
            codec.write(each);
            org.junit.jupiter.api.Assertions.assertArrayEquals(
                    dev.marshalled.jmh.dataset.DatasetMarshaller.INSTANCE.toByteArray(each), codec.written());
            assertEquals(each, codec.read());
        }
        codec.write(value);
        byte[] bytes = codec.written();
        int nullBox = bytes.length - 5; // the last sample's presence byte
        for (int at = nullBox + 1; at < bytes.length; at++) {
            byte[] corrupt = bytes.clone();
            corrupt[at] = 1;
            codec.load(corrupt);
            dev.marshalled.runtime.MarshalException refused = org.junit.jupiter.api.Assertions.assertThrows(
                    dev.marshalled.runtime.MarshalException.class, codec::read);
            dev.marshalled.runtime.MarshalException generated = org.junit.jupiter.api.Assertions.assertThrows(
                    dev.marshalled.runtime.MarshalException.class,
                    () -> dev.marshalled.jmh.dataset.DatasetMarshaller.INSTANCE.fromByteArray(corrupt));
            assertEquals(at, refused.offset());
            assertEquals(generated.offset(), refused.offset());
        }
    }
}
