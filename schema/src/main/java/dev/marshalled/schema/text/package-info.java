/**
 * Text the runtime prints, internal to the runtime and not exported: the one rule for escaping
 * a string read from untrusted bytes, shared by the schema's JSON, the inspector and the wire
 * package's messages.
 */
package dev.marshalled.schema.text;
