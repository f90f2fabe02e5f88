/**
 * Shows each promise to confirm where a sentence names it: "We reply {replyTime}." reads "We reply
 * within one business day." The build refuses a name that is not a promise (content-check.ts).
 */
export function withPromises<T>(words: T, promises: Readonly<Record<string, string>>): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === "string")
      return value.replace(/\{(\w+)\}/g, (named, name: string) => promises[name] ?? named);
    if (Array.isArray(value)) return value.map(fill);
    if (typeof value === "object" && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return fill(words) as T;
}

/** A content file's words, each language's with its own promises filled in (`promises` by language). */
export const withEachLanguagesPromises = (
  words: Record<string, unknown>,
  promises: Readonly<Record<string, Readonly<Record<string, string>> | undefined>>,
) =>
  Object.fromEntries(
    Object.entries(words).map(([language, inner]) => [
      language,
      withPromises(inner, promises[language] ?? {}),
    ]),
  );
