/**
 * Whether bytes written with one schema can be read with another: {@link
 * dev.marshalled.runtime.schema.Compatibility#compare} compares two {@link
 * dev.marshalled.runtime.WireSchema}s and returns each {@link dev.marshalled.runtime.schema.Change}
 * in the words of one catalogue ({@link dev.marshalled.runtime.schema.ChangeKind}). The processor's
 * schema lock turns each breaking change into a compile error, the Flink integration into a refused
 * restore; both say where the old schema was kept through a {@link
 * dev.marshalled.runtime.schema.Wording}.
 */
package dev.marshalled.runtime.schema;
