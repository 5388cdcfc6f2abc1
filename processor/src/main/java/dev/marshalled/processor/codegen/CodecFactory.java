package dev.marshalled.processor.codegen;

import dev.marshalled.processor.model.WireType;

/** The codec for each wire type, in one encoding: one method per shape, nothing to report. */
final class CodecFactory implements WireType.Visitor<Codec> {
    private final Encoding encoding;
    private final com.squareup.javapoet.ClassName self;
    private final Constants constants;

    /**
     * @param self the type being generated
     * @param constants the generated class's fields, where a generic type's codecs keep what they use
     */
    CodecFactory(Encoding encoding, com.squareup.javapoet.ClassName self, Constants constants) {
        this.encoding = encoding;
        this.self = self;
        this.constants = constants;
    }

    Codec of(WireType type) {
        return type.accept(this);
    }

    @Override
    public Codec primitive(WireType.Primitive type) {
        return encoding.primitive(type.kind());
    }

    @Override
    public Codec boxed(WireType.Boxed type) {
        return encoding.boxed(type.kind());
    }

    @Override
    public Codec text(WireType.Text type) {
        return encoding.string();
    }

    @Override
    public Codec primitiveArray(WireType.PrimitiveArray type) {
        return new PrimitiveArrayCodec(type.component());
    }

    @Override
    public Codec sequence(WireType.Sequence type) {
        return new CollectionCodec(type.declared(), type.element().javaType(), of(type.element()), type.container(),
                type.display(), encoding, hiddenBase(type.element()));
    }

    @Override
    public Codec map(WireType.MapOf type) {
        return new MapCodec(type.declared(), type.key().javaType(), type.value().javaType(), of(type.key()),
                of(type.value()), type.container(), type.display(), encoding, hiddenBase(type.key()));
    }

    /**
     * The enum generated code cannot name that {@code element} is, or that its arrays hold
     * ({@code Status[]}), which a container or array of it is made with; null if none.
     */
    private static WireType.EnumType hiddenBase(WireType element) {
        while (element instanceof WireType.Sequence s && s.container() == null) {
            element = s.element();
        }
        return element instanceof WireType.EnumType e && e.isHidden() ? e : null;
    }

    @Override
    public Codec optional(WireType.OptionalOf type) {
        return new OptionalCodec(type.declared(), type.value().javaType(), of(type.value()), type.display());
    }

    @Override
    public Codec enumeration(WireType.EnumType type) {
        return encoding.enumeration(type);
    }

    @Override
    public Codec nested(WireType.Nested type) {
        return new NestedCodec(type.type(), type.marshaller());
    }

    @Override
    public Codec reference(WireType.Reference type) {
        return encoding.reference(type.type(), type.marshaller());
    }

    @Override
    public Codec union(WireType.Union type) {
        return new SealedCodec(type.type(), type.subtypes(), type.marshallers());
    }

    @Override
    public Codec dynamic(WireType.Dynamic type) {
        return new DynamicCodec(type.type());
    }

    @Override
    public Codec standard(WireType.Standard type) {
        return encoding.standard(type.qualifiedName());
    }

    @Override
    public Codec converted(WireType.Converted type) {
        return new ConvertedCodec(type.javaType(), type.converter(), type.wire().javaType(), of(type.wire()));
    }

    @Override
    public Codec variable(WireType.Variable type) {
        return new VariableCodec(type, encoding == Encoding.COMPACT, constants);
    }

    @Override
    public Codec generic(WireType.Generic type) {
        return new GenericCodec(type, self, constants);
    }
}
