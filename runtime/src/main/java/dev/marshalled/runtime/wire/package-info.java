/**
 * The wire format, one class per kind of value, for code the Marshalled processor generates and
 * for the runtime's own inspector: each class writes, reads, sizes and validates its kind in both
 * encodings (fixed and compact). Exported only because generated marshallers live in users'
 * modules.
 *
 * <p><b>Not for hand calls.</b> Nothing here is meant to be called by hand. Its promise is to
 * generated code: a runtime runs the generated code of every API level from
 * {@link dev.marshalled.runtime.wire.Versions#OLDEST_API} to
 * {@link dev.marshalled.runtime.wire.Versions#API}, keeping every method such code calls, and
 * each generated class checks its level when it loads (docs/compatibility.md). Users work with
 * {@code dev.marshalled.runtime} ({@code UnsafeBuffer}, {@code Marshaller}, {@code Marshallers})
 * and {@code dev.marshalled.runtime.inspect}.
 */
package dev.marshalled.runtime.wire;
