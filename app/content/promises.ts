/** `value` with each of its texts, however deep in lists and objects, changed by `change`. */
export function mapTexts<T>(value: T, change: (text: string) => string): T {
  const map = (inner: unknown): unknown => {
    if (typeof inner === "string") return change(inner);
    if (Array.isArray(inner)) return inner.map(map);
    if (typeof inner === "object" && inner !== null)
      return Object.fromEntries(Object.entries(inner).map(([key, item]) => [key, map(item)]));
    return inner;
  };
  return map(value) as T;
}

/** A promise named in a sentence: "{replyTime}". */
export const PROMISE = /\{(\w+)\}/g;

/**
 * Shows each promise to confirm where a sentence names it: "We reply {replyTime}." reads "We reply
 * within one business day." The build refuses a name that is not a promise (content-check.ts).
 */
export const withPromises = <T>(words: T, promises: Readonly<Record<string, string>>): T =>
  mapTexts(words, (text) =>
    text.replace(PROMISE, (named, name: string) => promises[name] ?? named),
  );

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
