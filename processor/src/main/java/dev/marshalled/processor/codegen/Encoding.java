package dev.marshalled.processor.codegen;

import dev.marshalled.schema.Layout;
import com.squareup.javapoet.ClassName;
import dev.marshalled.processor.model.WireType;
import com.squareup.javapoet.CodeBlock;
import javax.lang.model.type.TypeKind;

/**
 * The choices that differ between the fixed and the compact encoding, made in one place per
 * encoding: which codec writes an int, a string, an enum, a reference, a JDK value type, and
 * how a length or element count is written. Everything else is the same in both.
 */
interface Encoding {
    /** int32s, int32 lengths and counts (-1 for null), int32 enum ordinals. */
    Encoding FIXED = new Fixed();
    /** Varints for ints, longs, lengths, counts (count + 1, 0 for null) and ordinals. */
    Encoding COMPACT = new Compact();

    static Encoding of(boolean compact) {
        return compact ? COMPACT : FIXED;
    }

    Codec primitive(TypeKind kind);

    Codec boxed(TypeKind kind);

    Codec string();

    Codec enumeration(WireType.EnumType type);

    Codec reference(ClassName type, ClassName marshaller);

    Codec standard(String qualifiedName);

    /** A statement that writes {@code count} (an int expression, -1 for null). */
    CodeBlock writeCount(Codec.Slot slot, Object count);

    /** An expression that reads a count, checked against elements of at least {@code minElementBytes}. */
    CodeBlock readCount(Codec.Slot slot, CodeBlock minElementBytes);

    /** An int expression: the bytes {@code count} takes. */
    CodeBlock countSize(Object count);

    /** @return the bytes of a null count */
    int nullCountSize();

    /** @return whether a count can take more bytes than a null, so sizes must compute it */
    boolean countSizeVaries();

    /** The fixed encoding. */
    final class Fixed implements Encoding {
        private Fixed() {
        }

        @Override
        public Codec primitive(TypeKind kind) {
            return new PrimitiveCodec(kind);
        }

        @Override
        public Codec boxed(TypeKind kind) {
            return new BoxedCodec(kind);
        }

        @Override
        public Codec string() {
            return new StringCodec(WireCalls.STRINGS.write, WireCalls.STRINGS.read, WireCalls.STRINGS.sizeOf,
                    nullCountSize());
        }

        @Override
        public Codec enumeration(WireType.EnumType type) {
            return new EnumCodec(type);
        }

        @Override
        public Codec reference(ClassName type, ClassName marshaller) {
            return new ReferenceCodec(type, marshaller, WireCalls.REFERENCES.put, WireCalls.REFERENCES.get);
        }

        @Override
        public Codec standard(String qualifiedName) {
            return new StandardTypeCodec(qualifiedName, StandardTypeCalls.of(qualifiedName, false), false);
        }

        @Override
        public CodeBlock writeCount(Codec.Slot slot, Object count) {
            return WireCalls.COUNTS.write.statement(slot.buffer(), CodeBlock.of("$L", count));
        }

        @Override
        public CodeBlock readCount(Codec.Slot slot, CodeBlock minElementBytes) {
            return WireCalls.COUNTS.read.call(slot.buffer(), slot.labelLiteral(), minElementBytes);
        }

        @Override
        public CodeBlock countSize(Object count) {
            return CodeBlock.of("4");
        }

        @Override
        public int nullCountSize() {
            return Layout.nullCountSize(false);
        }

        @Override
        public boolean countSizeVaries() {
            return false;
        }
    }

    /** The compact encoding. */
    final class Compact implements Encoding {
        private Compact() {
        }

        @Override
        public Codec primitive(TypeKind kind) {
            return kind == TypeKind.INT || kind == TypeKind.LONG ? new VarIntCodec(kind, false) : new PrimitiveCodec(kind);
        }

        @Override
        public Codec boxed(TypeKind kind) {
            return kind == TypeKind.INT || kind == TypeKind.LONG ? new VarIntCodec(kind, true) : new BoxedCodec(kind);
        }

        @Override
        public Codec string() {
            return new StringCodec(WireCalls.STRINGS.writeCompact, WireCalls.STRINGS.readCompact,
                    WireCalls.STRINGS.sizeOfCompact, nullCountSize());
        }

        @Override
        public Codec enumeration(WireType.EnumType type) {
            return new VarEnumCodec(type);
        }

        @Override
        public Codec reference(ClassName type, ClassName marshaller) {
            return new ReferenceCodec(type, marshaller, WireCalls.REFERENCES.putCompact,
                    WireCalls.REFERENCES.getCompact);
        }

        @Override
        public Codec standard(String qualifiedName) {
            return new StandardTypeCodec(qualifiedName, StandardTypeCalls.of(qualifiedName, true), true);
        }

        @Override
        public CodeBlock writeCount(Codec.Slot slot, Object count) {
            return WireCalls.COUNTS.writeCompact.statement(slot.buffer(), CodeBlock.of("$L", count));
        }

        @Override
        public CodeBlock readCount(Codec.Slot slot, CodeBlock minElementBytes) {
            return WireCalls.COUNTS.readCompact.call(slot.buffer(), slot.labelLiteral(), minElementBytes);
        }

        @Override
        public CodeBlock countSize(Object count) {
            return WireCalls.COUNTS.sizeOfCompact.invoke(CodeBlock.of("$L", count));
        }

        @Override
        public int nullCountSize() {
            return Layout.nullCountSize(true);
        }

        @Override
        public boolean countSizeVaries() {
            return true;
        }
    }
}
