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

export function registerContentFormats(cms: typeof CMS) {
  for (const [file, schema] of Object.entries(fileSchemas))
    cms.registerCustomFormat(contentFormat(file), "json", {
      fromFile: (text) => JSON.parse(text),
      toFile: (data) => contentFileText(data, schema),
    });
}
