/**
 * The schema of a marshalled type and every rule that follows from a schema alone, shared by the
 * processor, the runtime and the integrations so that none can disagree with another:
 * {@link dev.marshalled.schema.WireSchema} (the model every generated {@code SCHEMA} is), its JSON
 * ({@link dev.marshalled.schema.SchemaDocument}, {@code WireSchema.toJson()} and
 * {@code fromJson}), {@link dev.marshalled.schema.Layout} (sizes, runs, versions),
 * {@link dev.marshalled.schema.Compatibility} (whether bytes written with one schema read with
 * another, each {@link dev.marshalled.schema.Change} worded by one catalogue,
 * {@link dev.marshalled.schema.ChangeKind}), {@link dev.marshalled.schema.ContainerRules},
 * {@link dev.marshalled.schema.TypeExpression} (a type written as text) and
 * {@link dev.marshalled.schema.GeneratedNames} (what the processor generates, by name).
 *
 * <pre>{@code
 * WireSchema stored = WireSchema.fromJson(Files.readString(Path.of("trade.schema.json")));
 * List<Change> changes = Compatibility.compare(stored, TradeMarshaller.SCHEMA);
 * }</pre>
 */
package dev.marshalled.schema;
