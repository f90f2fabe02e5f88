/**
 * Reading the content's schema (schema.ts) part by part, for what turns it into an editor: the
 * editor's configuration (build-time/cms-config.ts), its check of each field and its saves in the
 * files' own order (app/admin/).
 */
import type * as v from "valibot";

export type Schema = v.GenericSchema & {
  pipe?: readonly (Schema | Action)[];
  entries?: Record<string, Schema>;
  item?: Schema;
  options?: readonly Schema[];
};
export interface Action {
  kind: "validation" | "transformation" | "metadata";
  type: string;
  requirement?: unknown;
  message?: unknown;
}

/** A piped schema's base type and every rule along its pipes. */
export function unpiped(schema: Schema): { base: Schema; rules: Action[] } {
  if (!schema.pipe) return { base: schema, rules: [] };
  const [first, ...rest] = schema.pipe as [Schema, ...Action[]];
  const inner = unpiped(first);
  return {
    base: inner.base,
    rules: [...inner.rules, ...rest.filter((r) => r.kind === "validation")],
  };
}

/** A fact only the firm can give (schema.ts, `optional`): "" or the schema of its value. */
export const givenValue = (union: Schema) =>
  union.options!.find((option) => option.type !== "literal")!;

/**
 * The schema of the field at `path` ("hero.lead"; a list's items are "*": "reasons.*.title"),
 * or undefined when the schema has no such field.
 */
export function schemaAt(schema: Schema, path: readonly string[]): Schema | undefined {
  if (path.length === 0) return schema;
  const { base } = unpiped(schema);
  const [step, ...rest] = path as [string, ...string[]];
  if (base.type === "union") return schemaAt(givenValue(base), path);
  if (base.type === "array" && step === "*") return schemaAt(base.item!, rest);
  const entry = base.entries?.[step];
  return entry && schemaAt(entry, rest);
}

/** `value` with its objects' keys in the order the schema declares them (any others after). */
export function inSchemaOrder(value: unknown, schema: Schema | undefined): unknown {
  const base = schema && unpiped(schema).base;
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(item, base?.item));
  if (typeof value !== "object" || value === null) return value;
  const declared = Object.keys(base?.entries ?? {});
  const keys = [...new Set([...declared, ...Object.keys(value)])].filter((key) => key in value);
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    keys.map((key) => [key, inSchemaOrder(record[key], base?.entries?.[key])]),
  );
}
