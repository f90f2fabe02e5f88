/**
 * The configuration of the content editor at /admin (Decap CMS), made from the content's one
 * schema (app/content/schema.ts): every file, field, list length and limit the build checks is a
 * field the editor shows with the same limit, and with the label and hint the schema gives it, so
 * the two cannot drift apart. Written by the build as admin/config.yml (JSON, which is YAML).
 */
import * as v from "valibot";
import { checkedWidget, contentFormat } from "../app/admin/editor-names.ts";
import { previewedFiles } from "../app/admin/previewed-files.ts";
import { defaultLanguage, languageList } from "../app/content/pages.ts";
import {
  type DictionaryName,
  SENTENCE_END,
  dictionarySchemas,
  siteSchema,
} from "../app/content/schema.ts";
import { type Action, type Schema, givenValue, unpiped } from "../app/content/schema-parts.ts";
import { CONFIRMABLE, CONTENT_DIR } from "./content-check.ts";

/** Each file as the owner knows it, in the order of the site's pages, then what every page has. */
const FILE_LABELS: Record<DictionaryName, string> = {
  home: "Home page",
  process: "How it works (home and contact pages)",
  contact: "Contact page",
  faq: "Questions and answers page",
  trades: "Trades: the service cards and each trade's page",
  privacy: "Privacy policy page",
  frame: "Every page: header, menu, footer and error page",
  listings: "Every page: search results and social networks",
  promises: "Promises to confirm before launch",
};

export type CmsField = Record<string, unknown>;

/**
 * What limits a text or a number, for its hint: "At most 60 characters." Counted as the visitor
 * sees the text (promises filled in, spaces trimmed), as the editor's check and the build count.
 */
function limitsOf(rules: Action[]): string {
  const said = (type: string) => rules.find((rule) => rule.type === type)?.requirement;
  const [least, most, exactly] = [said("min_length"), said("max_length"), said("length")];
  const [low, high] = [said("min_value"), said("max_value")];
  return [
    exactly !== undefined ? `Exactly ${exactly} items.` : "",
    least !== undefined && most !== undefined ? `${least} to ${most} characters.` : "",
    least === undefined && most !== undefined ? `At most ${most} characters.` : "",
    rules.some((rule) => rule.type === "integer") ? "A whole number." : "",
    high !== undefined ? `From ${low ?? 0} to ${high}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The editor's field for one entry of `file`'s schema at `path` (a list's items are "*"), with the
 * label and hint the schema gives it (schema.ts, `words`). Texts are checked by the editor with
 * the build's own rules (app/admin/checked-widgets.tsx), named by `content` as "file:path".
 */
export function cmsField(
  file: string,
  path: string[],
  schema: Schema,
  i18n: boolean,
  said: { label?: string; hint?: string } = {
    label: v.getTitle(schema),
    hint: v.getDescription(schema),
  },
): CmsField {
  const { base, rules } = unpiped(schema);
  const key = `${file}:${path.join(".")}`;
  if (!said.label) throw new Error(`app/content/schema.ts gives ${key} no label: add one`);
  // A fact only the firm can give (schema.ts, `optional`): the field of its value, left empty.
  if (base.type === "union")
    return { ...cmsField(file, path, givenValue(base), i18n, said), required: false };
  // The hint ends with the field's limits.
  const hint = [said.hint, limitsOf(rules)].filter(Boolean).join(" ");
  const common = {
    name: path.at(-1)!,
    label: said.label,
    ...(hint ? { hint } : {}),
    ...(i18n ? { i18n: true } : {}),
  };
  const size = (type: string) => rules.find((rule) => rule.type === type)?.requirement;
  if (base.type === "strict_object")
    return { ...common, widget: "object", fields: fieldsOf(file, base, i18n, path) };
  if (base.type === "array") {
    const { base: item } = unpiped(base.item!);
    const [min, max] = [size("length") ?? size("min_length"), size("length")];
    return {
      ...common,
      widget: "list",
      // With no least number, the list may be empty (an answer still to write).
      ...(min !== undefined ? { min } : { required: false }),
      ...(max !== undefined ? { max } : {}),
      ...(item.type === "strict_object"
        ? { fields: fieldsOf(file, item, i18n, [...path, "*"]) }
        : // A list of plain texts (paragraphs): each text is named as its list is.
          { field: cmsField(file, [...path, "*"], base.item!, i18n, { label: said.label }) }),
    };
  }
  // Checked with the build's rules (an integer "int" would turn "13.5" into 13 without a word).
  if (base.type === "number")
    return {
      ...common,
      widget: checkedWidget("number"),
      value_type: "float",
      content: key,
      ...(size("min_value") !== undefined ? { min: size("min_value") } : {}),
      ...(size("max_value") !== undefined ? { max: size("max_value") } : {}),
    };
  const sentence = rules.some((rule) => rule.requirement === SENTENCE_END);
  return { ...common, widget: checkedWidget(sentence ? "text" : "string"), content: key };
}

/** The fields of an object's entries, at `path` in `file`. */
const fieldsOf = (file: string, schema: Schema, i18n: boolean, path: string[] = []) =>
  Object.entries(schema.entries!).map(([name, entry]) =>
    cmsField(file, [...path, name], entry, i18n),
  );

/**
 * "Confirmed by the firm": a choice among what exists (CONFIRMABLE), by the editor's names, so
 * that no name the build refuses can be typed.
 */
const confirmedField = ({ name, label, hint }: CmsField): CmsField => ({
  name,
  label,
  hint,
  widget: "select",
  multiple: true,
  required: false,
  options: CONFIRMABLE.map((value) => {
    const file = FILE_LABELS[value.replace(".json", "") as DictionaryName];
    const promises = dictionarySchemas.promises.entries as Record<string, Schema>;
    return {
      value,
      label: file ? `${file}: all its words` : `Promise: ${v.getTitle(promises[value]!)}`,
    };
  }),
});

const NO_PREVIEW = { editor: { preview: false } };

/** The repository the editor commits to, and the sign-in service off Netlify (docs/editing.md). */
export interface GitHubSettings {
  repo: string;
  authUrl?: string;
}

/**
 * The whole configuration. On this machine, `npm run edit` (server/edit-server.ts) adds its own
 * local backend as it serves this file, so the editor saves into the checkout's files.
 */
export function cmsConfig({
  github,
  toConfirm = [],
}: { github?: GitHubSettings; toConfirm?: string[] } = {}) {
  return {
    backend: {
      name: "github",
      repo: github?.repo ?? "owner/repository",
      branch: "main",
      // Netlify's own sign-in service (api.netlify.com) unless another is named.
      ...(github?.authUrl ? { base_url: github.authUrl } : {}),
    },
    // No media library (app/admin/editor.tsx registers this empty one): decision 015.
    media_library: { name: "none" },
    // Beside the fields, the other language or (its eye button) the file as the site lays it out,
    // for the files app/admin/ previews.
    editor: { preview: true },
    i18n: {
      // Every language of an entry in one file, side by side: Decap edits files collections so.
      structure: "single_file",
      locales: languageList,
      default_locale: defaultLanguage,
    },
    collections: [
      {
        name: "words",
        label: "Words, in both languages",
        i18n: true,
        files: (Object.keys(FILE_LABELS) as DictionaryName[]).map((name) => ({
          name,
          label: FILE_LABELS[name],
          file: `${CONTENT_DIR}/${name}.json`,
          format: contentFormat(name),
          i18n: true,
          ...((previewedFiles as readonly string[]).includes(name) ? {} : NO_PREVIEW),
          fields: fieldsOf(name, dictionarySchemas[name] as Schema, true),
        })),
      },
      {
        name: "firm",
        label: "The firm",
        // What is still to confirm or fill in before launch, as the site was last built.
        ...(toConfirm.length
          ? { description: `Still to confirm or fill in before launch: ${toConfirm.join(" · ")}` }
          : {}),
        files: [
          {
            name: "site",
            label: "Name, e-mail and figures",
            file: `${CONTENT_DIR}/site.json`,
            format: contentFormat("site"),
            ...NO_PREVIEW,
            fields: fieldsOf("site", siteSchema as Schema, false).map((field) =>
              field.name === "confirmed" ? confirmedField(field) : field,
            ),
          },
        ],
      },
    ],
  };
}

const fieldIn = (fields: CmsField[] | undefined, name: string) =>
  fields?.find((field) => field.name === name);

/**
 * A problem the content check names by file and field ("listings.json: fr.home.title must be…")
 * as the owner finds it in the editor: "Every page: search results… → Home page → Title (FR):
 * must be…". A line it cannot place is left as it is.
 */
export function inEditorWords(line: string): string {
  const [, file, path, rule] = /^\s*([\w-]+)\.json: (\S+) (.*)$/.exec(line) ?? [];
  const entry = cmsConfig()
    .collections.flatMap((collection) => collection.files as CmsField[])
    .find((candidate) => candidate.name === file);
  if (!entry || !path) return line;
  const steps = path.split(".");
  // Not a field ("faq.json: its words…"): the file, as the editor names it.
  if (!fieldIn(entry.fields as CmsField[], steps[file === "site" ? 0 : 1]!))
    return `${entry.label}: ${path} ${rule}`;
  const language = file === "site" ? "" : ` (${steps.shift()!.toUpperCase()})`;
  const labels = [entry.label];
  let fields = entry.fields as CmsField[] | undefined;
  for (const step of steps) {
    const field = fieldIn(fields, step);
    labels.push(field ? field.label : `item ${Number(step) + 1}`);
    if (field) fields = (field.fields ?? (field.field ? [field.field] : undefined)) as CmsField[];
  }
  return `${labels.join(" → ")}${language}: ${rule}`;
}

/**
 * What the content check found, as the build and the local editor say it: each problem where the
 * editor shows the field, then, in brackets, where the file has it.
 */
export const contentToFix = (problems: Iterable<string>) =>
  `The content in app/content/ needs fixing:\n${[...problems]
    .map((line) => `  ${inEditorWords(line)}\n    (${line})`)
    .join("\n")}`;
