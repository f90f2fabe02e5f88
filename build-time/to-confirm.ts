/**
 * What the site says for the firm that the firm has not yet confirmed, and the facts it has not
 * yet given, by file and field: the deploy build prints the list (finish-build.ts), so that
 * nothing goes live unconfirmed without the owner seeing it. What is empty is simply not shown on
 * the site; what is unconfirmed is shown, as the firm's best answer, until the owner confirms it
 * in site.json (`confirmed`) or rewords it. The editor shows the list too (cms-config.ts).
 */
import { FILES_TO_CONFIRM, contentFiles } from "./content-check.ts";
import { defaultLanguage } from "../app/content/pages.ts";

/**
 * Every empty field of a file, with where it sits and, for an answer, what waits on it:
 * ["en.questions.6.answer", `"Will you sign our non-disclosure agreement?" waits for its answer`].
 */
function emptiesOf(value: unknown, at = "", holder?: unknown): [string, string][] {
  if (value === "" || (Array.isArray(value) && value.length === 0)) {
    const question = (holder as { question?: string } | undefined)?.question;
    return [[at, question ? `"${question}" waits for its answer` : "so not shown"]];
  }
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    emptiesOf(inner, at ? `${at}.${key}` : key, value),
  );
}

/** The lines of what is still to confirm or to fill in, given the content files `read` reads. */
export function stillToConfirm(read: (file: string) => unknown): string[] {
  const site = read("site.json") as { confirmed: string[] };
  const confirmed = new Set(site.confirmed);
  const promises = read("promises.json") as Record<string, Record<string, string>>;
  const lines: string[] = [];
  for (const [name, promise] of Object.entries(promises[defaultLanguage]!))
    if (!confirmed.has(name))
      lines.push(
        `promises.json: ${defaultLanguage}.${name} ("${promise}"): confirm or reword (the site needs every promise)`,
      );
  for (const file of FILES_TO_CONFIRM)
    if (!confirmed.has(file))
      lines.push(`${file}: its words, written as a reputable firm would: confirm or reword`);
  for (const file of contentFiles)
    for (const [field, effect] of emptiesOf(read(file)))
      // An empty list of what is confirmed is not a fact waiting to be given.
      if (!(file === "site.json" && field === "confirmed"))
        lines.push(`${file}: ${field} is empty, ${effect}`);
  return lines;
}
