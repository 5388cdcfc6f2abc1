package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import dev.marshalled.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;

/**
 * The fixed-size runs of a generated class: consecutive fixed-size fields of one version, which
 * the writer claims (the reader takes) with one bounds check, at offsets named as constants.
 */
final class Runs {
    private final TypeModel model;
    private final List<Codec> codecs;
    private final Constants constants;
    private final String typeLabel;
    private final String at;
    private final List<Run> runs = new ArrayList<>();

    /** @param at the local that holds a run's start index */
    Runs(TypeModel model, List<Codec> codecs, Constants constants, String typeLabel, String at) {
        this.model = model;
        this.codecs = codecs;
        this.constants = constants;
        this.typeLabel = typeLabel;
        this.at = at;
        layOut();
    }

    List<Run> all() {
        return runs;
    }

    /** A maximal sequence of fixed-size fields, claimed and taken as one block. */
    final class Run {
        final int first;
        final int last;
        final String sizeConstant;
        final List<String> offsetConstants = new ArrayList<>();
        final int size;

        Run(int first, int last, int number) {
            this.first = first;
            this.last = last;
            List<String> names = new ArrayList<>();
            int total = 0;
            for (int i = first; i <= last; i++) {
                names.add(model.fields().get(i).name());
                total += codecs.get(i).fixedSize();
            }
            this.size = total;
            this.sizeConstant = constants.addInt("run_" + number, "SIZE", size,
                    "Size in bytes of the fixed-size run " + String.join(", ", names) + ".");
            int offset = 0;
            for (int i = first; i <= last; i++) {
                offsetConstants.add(constants.addInt(model.fields().get(i).name(), "OFFSET", offset, null));
                offset += codecs.get(i).fixedSize();
            }
        }

        /** The run's fields as one path segment: {@code width}, or {@code {width, height}}. */
        String pathSegment() {
            String label = label();
            return label.substring(label.indexOf('.', typeLabel.length()) + 1);
        }

        String label() {
            if (first == last) {
                return typeLabel + "." + model.fields().get(first).name();
            }
            List<String> names = new ArrayList<>();
            for (int i = first; i <= last; i++) {
                names.add(model.fields().get(i).name());
            }
            return typeLabel + ".{" + String.join(", ", names) + "}";
        }

        CodeBlock index(int field) {
            return CodeBlock.of("$N + $N", at, offsetConstants.get(field - first));
        }
    }

    private void layOut() {
        int i = 0;
        while (i < codecs.size()) {
            if (codecs.get(i).fixedSize() == Codec.VARIABLE) {
                i++;
                continue;
            }
            int first = i;
            while (i + 1 < codecs.size() && codecs.get(i + 1).fixedSize() != Codec.VARIABLE
                    && version(i + 1) == version(first)) {
                i++;
            }
            runs.add(new Run(first, i, runs.size()));
            i++;
        }
    }

    /** The version that added field {@code i}; all fields of a type that is not evolvable are version 1. */
    int version(int i) {
        return model.evolvable() ? model.fields().get(i).since() : 1;
    }

    Run startingAt(int field) {
        for (Run run : runs) {
            if (run.first == field) {
                return run;
            }
        }
        return null;
    }

    Run containing(int field) {
        for (Run run : runs) {
            if (run.first <= field && field <= run.last) {
                return run;
            }
        }
        return null;
    }
}
