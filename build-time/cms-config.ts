/**
 * The configuration of the content editor at /admin (Decap CMS), made from the content's one
 * schema (app/content/schema.ts): every file, field, list length and limit the build checks is a
 * field the editor shows with the same limit, so the two cannot drift apart. Written by the build
 * as admin/config.yml (JSON, which is YAML).
 */
import type * as v from "valibot";
import { previewedFiles } from "../app/admin/previewed-files.ts";
import { defaultLanguage, languageList } from "../app/content/pages.ts";
import { type DictionaryName, dictionarySchemas, siteSchema } from "../app/content/schema.ts";
import { CONTENT_DIR } from "./content-check.ts";

/** Each file as the owner knows it. */
const FILE_LABELS: Record<DictionaryName, string> = {
  home: "Home page",
  contact: "Contact page",
  process: "How it works (home and contact)",
  privacy: "Privacy policy",
  faq: "Questions and answers",
  frame: "Header, menu, footer and error page",
  listings: "Search engines and social networks",
  promises: "Promises to confirm before launch",
};

type Schema = v.GenericSchema & {
  pipe?: readonly (Schema | Action)[];
  entries?: Record<string, Schema>;
  item?: Schema;
  options?: readonly Schema[];
  literal?: unknown;
};
interface Action {
  kind: "validation" | "transformation" | "metadata";
  type: string;
  requirement?: unknown;
  message?: unknown;
}
export type CmsField = Record<string, unknown>;

/** A piped schema's base type and every rule along its pipes. */
function unpiped(schema: Schema): { base: Schema; rules: Action[] } {
  if (!schema.pipe) return { base: schema, rules: [] };
  const [first, ...rest] = schema.pipe as [Schema, ...Action[]];
  const inner = first === schema ? { base: schema, rules: [] } : unpiped(first);
  return {
    base: inner.base,
    rules: [...inner.rules, ...rest.filter((r) => r.kind === "validation")],
  };
}

/**
 * The string rules as one pattern of lookaheads (Decap takes one per field) and what to say when
 * it fails: Decap shows "<Label> didn't match the pattern: <message>." and requires every field.
 */
function pattern(rules: Action[]): [string, string] | undefined {
  const checks: [string, unknown][] = [];
  for (const { type, requirement, message } of rules) {
    if (type === "max_length") checks.push([`(?=[\\s\\S]{0,${requirement}}$)`, message]);
    else if (type === "min_length") checks.push([`(?=[\\s\\S]{${requirement},})`, message]);
    else if (type === "regex")
      checks.push([`(?=[\\s\\S]*${(requirement as RegExp).source})`, message]);
    else if (type === "email") checks.push(["(?=[^@\\s]+@[^@\\s]+\\.[^@\\s]+$)", message]);
  }
  if (checks.length === 0) return undefined;
  return [`^${checks.map(([check]) => check).join("")}`, checks.map(([, m]) => m).join(" and ")];
}

/** "sentFollowUp" → "Sent follow up". */
/** Field names that read badly spelled out. */
const LABELS: Record<string, string> = {
  cta: "Button",
  faqLink: "Link to the questions and answers",
  ask: "Under the questions",
  confirmed: "Confirmed by the firm (promise names and file names)",
  mep: "MEP",
  hvac: "HVAC",
  "audio-visual": "Audio & visual",
};

const labelOf = (name: string) => {
  if (LABELS[name]) return LABELS[name];
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replaceAll("-", " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const SENTENCE_END = "[.?!…]$";

/** The editor's field for one entry of the schema. */
export function cmsField(name: string, schema: Schema, i18n: boolean): CmsField {
  const { base, rules } = unpiped(schema);
  // A fact only the firm can give (schema.ts, `optional`): the field of its value, left empty.
  if (base.type === "union") {
    const value = base.options!.find((option) => option.type !== "literal")!;
    return { ...cmsField(name, value, i18n), required: false };
  }
  const common = { name, label: labelOf(name), ...(i18n ? { i18n: true } : {}) };
  const size = (type: string) => rules.find((rule) => rule.type === type)?.requirement;
  if (base.type === "strict_object")
    return {
      ...common,
      widget: "object",
      fields: Object.entries(base.entries!).map(([key, entry]) => cmsField(key, entry, i18n)),
    };
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
        ? { fields: Object.entries(item.entries!).map(([k, e]) => cmsField(k, e, i18n)) }
        : { field: cmsField("item", base.item!, i18n) }),
    };
  }
  if (base.type === "number")
    return {
      ...common,
      widget: "number",
      value_type: rules.some((rule) => rule.type === "integer") ? "int" : "float",
      ...(size("min_value") !== undefined ? { min: size("min_value") } : {}),
      ...(size("max_value") !== undefined ? { max: size("max_value") } : {}),
    };
  const sentence = rules.some(
    (rule) => rule.type === "regex" && (rule.requirement as RegExp).source === SENTENCE_END,
  );
  const limits = pattern(rules);
  return {
    ...common,
    widget: sentence ? "text" : "string",
    ...(limits ? { pattern: limits } : {}),
  };
}

const fieldsOf = (schema: Schema, i18n: boolean) =>
  Object.entries(schema.entries!).map(([name, entry]) => cmsField(name, entry, i18n));

const NO_PREVIEW = { editor: { preview: false } };
const isPreviewed = (name: DictionaryName) => (previewedFiles as readonly string[]).includes(name);

/** The repository the editor commits to, and the sign-in service off Netlify (docs/editing.md). */
export interface GitHubSettings {
  repo: string;
  authUrl?: string;
}

/**
 * The whole configuration. `localEditing`: the local build, edited on this machine through
 * decap-server (`npm run edit`), which writes the files of the checkout instead of committing.
 */
export function cmsConfig({
  localEditing,
  github,
}: {
  localEditing: boolean;
  github?: GitHubSettings;
}) {
  return {
    ...(localEditing ? { local_backend: true } : {}),
    backend: {
      name: "github",
      repo: github?.repo ?? "owner/repository",
      branch: "main",
      // Netlify's own sign-in service (api.netlify.com) unless another is named.
      ...(github?.authUrl ? { base_url: github.authUrl } : {}),
    },
    media_folder: `${CONTENT_DIR}/media`,
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
        files: (Object.keys(dictionarySchemas) as DictionaryName[]).map((name) => ({
          name,
          label: FILE_LABELS[name],
          file: `${CONTENT_DIR}/${name}.json`,
          format: "json",
          i18n: true,
          ...(isPreviewed(name) ? {} : NO_PREVIEW),
          fields: fieldsOf(dictionarySchemas[name] as Schema, true),
        })),
      },
      {
        name: "firm",
        label: "The firm",
        files: [
          {
            name: "site",
            label: "Name, e-mail and figures",
            file: `${CONTENT_DIR}/site.json`,
            format: "json",
            ...NO_PREVIEW,
            fields: fieldsOf(siteSchema as Schema, false),
          },
        ],
      },
    ],
  };
}
