/**
 * Whether bytes written with one schema can be read with another: {@link
 * dev.marshalled.schema.Compatibility#compare} compares two {@link
 * dev.marshalled.schema.WireSchema}s and returns each {@link dev.marshalled.schema.Change}
 * in the words of one catalogue ({@link dev.marshalled.schema.ChangeKind}). The processor's
 * schema lock turns each breaking change into a compile error, the Flink integration into a refused
 * restore; both say where the old schema was kept through a {@link
 * dev.marshalled.schema.Wording}.
 */
package dev.marshalled.schema;
