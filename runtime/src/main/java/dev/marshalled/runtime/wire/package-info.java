/**
 * The wire format, one class per kind of value, for code the Marshalled processor generates and
 * for the runtime's own inspector: each class writes, reads, sizes and validates its kind in both
 * encodings (fixed and compact). Exported only because generated marshallers live in users'
 * modules.
 *
 * <p><b>Not an API.</b> Nothing here is meant to be called by hand, and nothing here carries a
 * compatibility promise beyond the processor of the same version: classes and methods change
 * whenever the generated code does. Users work with {@code dev.marshalled.runtime}
 * ({@code UnsafeBuffer}, {@code Marshaller}, {@code Marshallers}) and
 * {@code dev.marshalled.runtime.inspect}.
 */
package dev.marshalled.runtime.wire;
