import { describe, expect, it } from "vitest";
import home from "../content/home.json";
import { dictionaryFileSchema } from "../content/schema.ts";
import type { Schema } from "../content/schema-parts.ts";
import { contentFileText } from "./content-format.ts";

const schema = dictionaryFileSchema("home") as Schema;

/** `value` with every object's keys in reverse order, as an editor might hand them back. */
const shuffled = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(shuffled);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, shuffled(v)]),
  );
};

describe("the editor's save of a content file", () => {
  it("keeps the file's order and layout: a two-field change is a two-line diff", () => {
    const before = contentFileText(home, schema).split("\n");
    const edited = structuredClone(home);
    edited.en.hero.cta = "Send your plans";
    edited.fr.closing.cta = "Envoyez vos plans";
    const after = contentFileText(shuffled(edited), schema).split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, index) => line !== before[index]);
    expect(changed).toEqual([
      '      "cta": "Send your plans",',
      '      "cta": "Envoyez vos plans"',
    ]);
  });

  it("writes two spaces of indentation and one line at the end, as the shipped files are", () => {
    const text = contentFileText(home, schema);
    expect(text).toBe(`${JSON.stringify(home, null, 2)}\n`);
  });
});
