import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { dictionarySchemas, siteSchema } from "../app/content/schema.ts";
import type { Schema } from "../app/content/schema-parts.ts";
import { type CmsField, cmsConfig, cmsField, contentToFix, inEditorWords } from "./cms-config.ts";
import { CONFIRMABLE } from "./content-check.ts";

const config = cmsConfig();
const [words, firm] = config.collections;
const files = [...words!.files, ...firm!.files];
const fileFields = (name: string) => files.find((file) => file.name === name)!.fields;

/** The field at a dotted path ("home.title") among `fields`. */
function fieldAt(fields: CmsField[], path: string): CmsField {
  const [name, ...rest] = path.split(".");
  const field = fields.find((candidate) => candidate.name === name)!;
  return rest.length ? fieldAt(field.fields as CmsField[], rest.join(".")) : field;
}

/** The names of a schema's fields, nested: "hero.eyebrow", … */
function schemaPaths(schema: unknown, at = ""): string[] {
  const { entries, pipe } = schema as { entries?: Record<string, unknown>; pipe?: unknown[] };
  if (pipe && !entries) return schemaPaths(pipe[0] === schema ? {} : pipe[0], at);
  if (!entries) return [at];
  return Object.entries(entries).flatMap(([key, inner]) =>
    schemaPaths(inner, at ? `${at}.${key}` : key),
  );
}
function configPaths(fields: CmsField[], at = ""): string[] {
  return fields.flatMap((field) => {
    const path = at ? `${at}.${field.name}` : String(field.name);
    return field.widget === "object" ? configPaths(field.fields as CmsField[], path) : [path];
  });
}

describe("the editor's configuration, made from the content's schema", () => {
  it("has every file and every field of the schema, in both languages", () => {
    for (const [name, schema] of Object.entries({ ...dictionarySchemas, site: siteSchema }))
      expect(configPaths(fileFields(name)), name).toEqual(schemaPaths(schema));
    expect(config.i18n.locales).toEqual(["en", "fr"]);
    expect(words!.i18n).toBe(true);
  });

  it("offers as confirmed only what the build takes: each promise and file to confirm, by its editor's name", () => {
    const confirmed = fieldAt(fileFields("site"), "confirmed");
    const options = confirmed.options as { value: string; label: string }[];
    expect(confirmed).toMatchObject({ widget: "select", multiple: true });
    expect(options.map((option) => option.value)).toEqual(CONFIRMABLE);
    expect(options).toContainEqual({ value: "replyTime", label: "Promise: Reply time" });
  });

  it("previews the files the site lays out, and not the trades, the promises or the firm's facts", () => {
    expect(config.editor.preview).toBe(true);
    const unpreviewed = files
      .filter((file) => "editor" in file && file.editor?.preview === false)
      .map((file) => file.name);
    expect(unpreviewed).toEqual(["trades", "promises", "site"]);
  });

  it("saves through GitHub: only the local editor's server adds a local backend", () => {
    expect(config).not.toHaveProperty("local_backend");
    expect(config.backend.name).toBe("github");
  });

  it("labels every field in words and says where it shows and its limit", () => {
    const everyField = (fields: CmsField[]): CmsField[] =>
      fields.flatMap((field) => [
        field,
        ...everyField((field.fields as CmsField[] | undefined) ?? []),
      ]);
    const fields = everyField(files.flatMap((file) => file.fields));
    for (const field of fields) {
      expect(field.label, String(field.name)).toMatch(/^[A-Z0-9«"(]/);
      if (field.widget !== "object") expect(field.hint, String(field.label)).toMatch(/\.$/);
    }
  });

  // A figure is taken as typed, for the build's rules to refuse what is not a whole number: a
  // whole-number field would keep 13 of "13.5", 1 of "1.200", without a word.
  it.each([
    ["site", "figures.projects", { value_type: "float", min: 0 }],
    ["site", "figures.successRate", { max: 100 }],
    ["home", "whyChooseUs.reasons", { widget: "list", min: 4, max: 4 }],
    ["listings", "home.title", { hint: expect.stringMatching(/At most 60 characters\.$/) }],
    ["listings", "home.description", { hint: expect.stringMatching(/50 to 160 characters\.$/) }],
  ])("makes %s's %s with the limits of the build's rules", (file, path, field) => {
    expect(fieldAt(fileFields(file), path)).toMatchObject(field);
  });

  it("takes each label and hint from the schema, and names a field it gives none", () => {
    expect(fieldAt(fileFields("home"), "hero.lead")).toMatchObject({
      label: "Introduction",
      hint: "Home page, first screen: the paragraph under the tagline. Ends with a full stop.",
    });
    // A list of paragraphs: each is named as the list, its hint only its limits (none here).
    const paragraphs = fieldAt(fileFields("home"), "about.paragraphs");
    expect(paragraphs.field).toMatchObject({ label: "Paragraphs" });
    expect(paragraphs.field).not.toHaveProperty("hint");
    const unnamed = v.pipe(v.string(), v.maxLength(9)) as Schema;
    expect(() => cmsField("home", ["hero", "extra"], unnamed, true)).toThrow(
      "app/content/schema.ts gives home:hero.extra no label: add one",
    );
  });
});

it("says a problem of the build where the owner finds the field in the editor, then where the file has it", () => {
  const listings = words!.files.find((file) => file.name === "listings")!;
  const title = fieldAt(listings.fields, "home.title");
  const problem = "listings.json: fr.home.title must be at most 60 characters";
  expect(inEditorWords(problem)).toBe(
    `${listings.label} → ${fieldAt(listings.fields, "home").label} → ${title.label} (FR): must be at most 60 characters`,
  );
  expect(inEditorWords("faq.json: en.questions.0.answer has 1 items")).toMatch(
    /^Questions and answers page → .+ → item 1 → .+ \(EN\): has 1 items$/,
  );
  expect(contentToFix([problem]).split("\n")).toEqual([
    "The content in app/content/ needs fixing:",
    `  ${inEditorWords(problem)}`,
    `    (${problem})`,
  ]);
});
