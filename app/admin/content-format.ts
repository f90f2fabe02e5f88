/**
 * How the editor writes each content file: as the file already is — its keys in the order its
 * schema declares them (the order of the shipped files), two spaces of indentation, one line at
 * the end — so a two-word change is a two-line diff. Decap's own JSON writer keeps the order in
 * which it assembled the languages' fields instead.
 */
import type CMS from "decap-cms-app";
import {
  type DictionaryName,
  dictionaryFileSchema,
  dictionarySchemas,
  siteSchema,
} from "~/content/schema";
import { type Schema, inSchemaOrder } from "~/content/schema-parts";
import { defaultLanguage, languageList } from "~/content/pages";
import { listLengthProblems } from "~/content/rules";
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

/**
 * A list with an item added or removed in one language only is not saved: the build would stop on
 * it, in these words, which the editor shows ("Failed to persist entry: …").
 */
function refuseUnequalLists(cms: typeof CMS) {
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      // The editor keeps the default language's fields as the entry's data, the others beside.
      const {
        slug,
        data,
        i18n = {},
      } = entry.toJS() as {
        slug: string;
        data: unknown;
        i18n?: Record<string, { data: unknown }>;
      };
      const words: Record<string, unknown> = { [defaultLanguage]: data };
      for (const [language, { data }] of Object.entries(i18n)) words[language] = data;
      const problems = languageList.flatMap((language) =>
        listLengthProblems(`${slug}.json`, words, language),
      );
      if (problems.length > 0) throw new Error(problems.join(" "));
    },
  });
}

export function registerContentFormats(cms: typeof CMS) {
  refuseUnequalLists(cms);
  for (const [file, schema] of Object.entries(fileSchemas))
    cms.registerCustomFormat(contentFormat(file), "json", {
      fromFile: (text) => JSON.parse(text),
      toFile: (data) => contentFileText(data, schema),
    });
}
