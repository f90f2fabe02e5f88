/**
 * How the editor writes each content file: as the file already is — its keys in the order its
 * schema declares them (the order of the shipped files), two spaces of indentation, one line at
 * the end — so a two-word change is a two-line diff. Decap's own JSON writer keeps the order in
 * which it assembled the languages' fields instead.
 */
import type CMS from "decap-cms-app";
import promisesFile from "~/content/promises.json" with { type: "json" };
import { withEachLanguagesPromises } from "~/content/promises";
import {
  type DictionaryName,
  dictionaryFileSchema,
  dictionarySchemas,
  siteSchema,
} from "~/content/schema";
import { type Schema, inSchemaOrder } from "~/content/schema-parts";
import { defaultLanguage } from "~/content/pages";
import { translationProblems } from "~/content/rules";
import { contentFormat } from "./editor-names";

/** A content file's text as the editor saves it. */
export const contentFileText = (data: unknown, schema: Schema) =>
  `${JSON.stringify(inSchemaOrder(data, schema), null, 2)}\n`;

const fileSchemas: Record<string, Schema> = {
  site: siteSchema as Schema,
  ...Object.fromEntries(
    (Object.keys(dictionarySchemas) as DictionaryName[]).map((name) => [
      name,
      dictionaryFileSchema(name) as Schema,
    ]),
  ),
};

/** An entry as the editor hands it over: the default language's data, the others beside. */
type EditedEntry = { slug: string; data: unknown; i18n?: Record<string, { data: unknown }> };

/**
 * What the build checks across the languages is not saved: a list with an item added or removed
 * in one language only, and a text left in English in another language (a name may be), their
 * promises filled in as the build fills them. The editor shows the build's words ("Failed to
 * persist entry: …").
 */
function refuseWhatTheBuildWould(cms: typeof CMS) {
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const { slug, data, i18n = {} } = entry.toJS() as EditedEntry;
      if (!(slug in dictionarySchemas)) return;
      const raw: Record<string, unknown> = { [defaultLanguage]: data };
      for (const [language, { data }] of Object.entries(i18n)) raw[language] = data;
      const promises = (slug === "promises" ? raw : promisesFile) as Record<
        string,
        Record<string, string>
      >;
      const words = withEachLanguagesPromises(raw, promises);
      const problems = translationProblems(slug as DictionaryName, words);
      if (problems.length > 0) throw new Error(problems.join(" "));
    },
  });
}

export function registerContentFormats(cms: typeof CMS) {
  refuseWhatTheBuildWould(cms);
  for (const [file, schema] of Object.entries(fileSchemas))
    cms.registerCustomFormat(contentFormat(file), "json", {
      fromFile: (text) => JSON.parse(text),
      toFile: (data) => contentFileText(data, schema),
    });
}
