package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.schema.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * The fixed-size runs of a generated class: consecutive fixed-size fields of one version, which
 * the writer claims (the reader takes) with one bounds check, at offsets named as constants. Where
 * runs start and end is the schema's {@link Layout}, which the inspector reads by too.
 */
final class Runs {
    private final TypeModel model;
    private final List<Codec> codecs;
    private final Constants constants;
    private final String typeLabel;
    private final String at;
    private final List<Run> runs = new ArrayList<>();
    /** Each field's version, worked out once: the writer asks per field. */
    private final int[] versions;

    /** @param at the local that holds a run's start index */
    Runs(TypeModel model, List<Codec> codecs, Constants constants, String typeLabel, String at) {
        this.model = model;
        this.codecs = codecs;
        this.constants = constants;
        this.typeLabel = typeLabel;
        this.at = at;
        this.versions = versions(model);
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
        private final String label;

        Run(Layout.Run run, int number) {
            this.first = run.first();
            this.last = run.last();
            this.size = run.size();
            this.label = run.label(typeLabel, model.fields().stream().map(FieldModel::name).toList());
            this.sizeConstant = constants.layout("run_" + number, "SIZE", size, first);
            int offset = 0;
            for (int i = first; i <= last; i++) {
                offsetConstants.add(constants.layout(model.fields().get(i).name(), "OFFSET", offset, i));
                offset += codecs.get(i).fixedSize();
            }
        }

        /** The constant holding the run's path, which its bounds check and the read's note of it name. */
        String pathConstant() {
            return constants.path(typeLabel, label(), first);
        }

        /** The run's name in the reader's messages ({@link Layout.Run#label}): {@code Box.width} or {@code Box.{width, height}}. */
        String label() {
            return label;
        }

        CodeBlock index(int field) {
            return CodeBlock.of("$N + $N", at, offsetConstants.get(field - first));
        }
    }

    /** The runs are the schema's rule ({@link Layout#runs}), over the sizes of the codecs the fields use. */
    private void layOut() {
        int[] sizes = new int[codecs.size()];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = codecs.get(i).fixedSize();
        }
        for (Layout.Run run : Layout.runs(sizes, versions)) {
            runs.add(new Run(run, runs.size()));
        }
    }

    /** The version that added field {@code i}; all fields of a type that is not evolvable are version 1. */
    int version(int i) {
        return versions[i];
    }

    /** The fields grouped by the version that added them ({@link Layout#versionGroups}). */
    List<Layout.Group> versionGroups() {
        return Layout.versionGroups(versions);
    }

    /** Each field's version; all 1 for a type that is not evolvable. */
    static int[] versions(TypeModel model) {
        int[] versions = new int[model.fields().size()];
        for (int i = 0; i < versions.length; i++) {
            versions[i] = model.evolvable() ? model.fields().get(i).since() : 1;
        }
        return versions;
    }

    /**
     * The fields of a generic type where a run may start that only the type arguments decide: a
     * field of a type parameter is fixed-size when its argument is a box or (in the fixed encoding)
     * an enum, and then joins the fixed-size fields around it of its version into one run (FORMAT.md,
     * "Generic types": a parameterization is read as the substituted type). Such a run can start at
     * the first of a sequence of fields that are fixed-size or of a type parameter, and right after
     * each field of a type parameter in it; the reader checks it there ({@code ArgumentRuns}).
     *
     * @param codecs the fields' codecs
     * @param versions the fields' versions
     * @return the indexes, ascending; empty for a type whose runs the generated code knows
     */
    static List<Integer> argumentRunStarts(List<Codec> codecs, int[] versions) {
        List<Integer> starts = new ArrayList<>();
        int i = 0;
        while (i < codecs.size()) {
            if (!mayBeFixed(codecs.get(i))) {
                i++;
                continue;
            }
            int first = i;
            boolean parameter = false;
            while (i < codecs.size() && mayBeFixed(codecs.get(i)) && versions[i] == versions[first]) {
                parameter |= codecs.get(i) instanceof VariableCodec;
                i++;
            }
            if (parameter) {
                for (int j = first; j < i; j++) {
                    if (j == first || codecs.get(j - 1) instanceof VariableCodec) {
                        starts.add(j);
                    }
                }
            }
        }
        return starts;
    }

    private static boolean mayBeFixed(Codec codec) {
        return codec.fixedSize() != Codec.VARIABLE || codec instanceof VariableCodec;
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
