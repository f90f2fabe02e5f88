/**
 * The editor's check of one text, with the build's own rules and words (content-check.ts): the
 * text as the visitor will see it (tidied, its promises filled in) against its schema, the
 * promises it names, and the French typography the build cannot correct by itself. What the
 * editor accepts, the build accepts.
 */
import * as v from "valibot";
import promisesFile from "~/content/promises.json" with { type: "json" };
import { withPromises } from "~/content/promises";
import { issueText, textProblems, unknownPromises } from "~/content/rules";
import { type DictionaryName, dictionarySchemas, siteSchema } from "~/content/schema";
import { type Schema, schemaAt } from "~/content/schema-parts";
import { tidied, tidiedText } from "~/content/tidy";

const promisesIn = (language: string): Record<string, string> =>
  tidied(promisesFile[language as keyof typeof promisesFile] ?? {}, language);

/**
 * What is wrong with `value` in the field `content` names ("listings:home.title", as the
 * editor's configuration gives it) in `language`, or undefined when the build would take it.
 */
export function fieldProblem(content: string, value: string | number, language: string) {
  const [file, path] = content.split(":") as [string, string];
  const facts = file === "site";
  const fileSchema = facts ? siteSchema : dictionarySchemas[file as DictionaryName];
  const schema = fileSchema && schemaAt(fileSchema as Schema, path.split("."));
  if (!schema) return `is not a field of ${file}.json`;
  // A figure, as typed: "13.5" stays 13.5 for the schema to refuse, never rounded.
  if (typeof value === "number") {
    const result = v.safeParse(schema, value);
    return result.success ? undefined : issueText(result.issues[0]);
  }
  const inLanguage = facts ? "" : language;
  const text = tidiedText(value, inLanguage);
  const promises = facts ? {} : promisesIn(language);
  // A promise the language lacks first: the schema's limits would count its placeholder.
  const unknown = unknownPromises(text, language, promises)[0];
  if (unknown) return unknown;
  const result = v.safeParse(schema, withPromises(text, promises));
  if (!result.success) return issueText(result.issues[0]);
  return textProblems(text, inLanguage, promises)[0];
}
