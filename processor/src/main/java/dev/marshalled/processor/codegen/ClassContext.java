package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.processor.model.WireType;
import java.util.ArrayList;
import java.util.List;

/**
 * What every writer of one generated class shares, made once per file: the model, each field's
 * codec, the names of the class's locals and constants, its fixed-size runs, how its fields are
 * reached, the frame its kind of type puts around each method, and the code of each field.
 * Names are given out in the order the parts are made here, so that a file reads the same each
 * time it is generated.
 */
final class ClassContext {
    final TypeModel model;
    /** The type's name in paths and messages, e.g. {@code Order.Line}. */
    final String typeLabel;
    final LocalNames names;
    final Constants constants;
    /** Field {@code i}'s codec. */
    final List<Codec> codecs = new ArrayList<>();
    /** Where a run that the type arguments decide may start ({@link Runs#argumentRunStarts}). */
    final List<Integer> argumentRunStarts;
    final Runs runs;
    final Frame frame;
    final MemberAccess access;
    final FieldMethods fields;

    ClassContext(TypeModel model, Identifiers identifiers) {
        this.model = model;
        this.typeLabel = String.join(".", model.type().simpleNames());
        this.names = new LocalNames(model, identifiers);
        this.constants = new Constants(identifiers);
        constants.arguments(model.typeParameters());
        CodecFactory factory = new CodecFactory(Encoding.of(model.compact()), model.type(), constants);
        for (FieldModel field : model.fields()) {
            codecs.add(factory.of(field.wire()));
        }
        this.argumentRunStarts = Runs.argumentRunStarts(codecs, Runs.versions(model));
        // The first static initialiser, so a runtime that cannot run this class says so before
        // any other initialiser calls it.
        // Its level is the lowest that has everything the class calls: codecs raise it as they write.
        constants.runtimeApi(level -> WireCalls.VERSIONS.check.invoke(CodeBlock.of("$L", level),
                CodeBlock.of("$S", processorVersion()), CodeBlock.of("$S", model.marshaller().canonicalName())),
                RuntimeApi.BASE_LEVEL);
        if (model.fields().stream().anyMatch(f -> f.resolution().ok() && WireType.hidesEnum(f.wire()))) {
            constants.requireLevel(RuntimeApi.HIDDEN_ENUM_LEVEL);
        }
        this.runs = new Runs(model, codecs, constants, typeLabel, names.at);
        this.frame = new Frame(model, constants, names, typeLabel);
        this.access = new MemberAccess(model, constants, names, frame);
        this.fields = new FieldMethods(model, codecs, names, constants, access, frame);
    }

    /** The processor's version, from its jar's manifest; outside a jar (its own tests), a fixed word. */
    private static String processorVersion() {
        String version = ClassContext.class.getPackage().getImplementationVersion();
        return version == null ? "a development build" : version;
    }
}
