/**
 * The `_headers` file that static hosts (Netlify, Cloudflare Pages and others) read: a path
 * pattern, then its headers indented below it. The local server reads the same file, so both
 * send the same headers.
 */
export interface HeaderRule {
  /** An exact path, or a prefix ending in `*`. */
  pattern: string;
  headers: Record<string, string>;
}

/** Whether every path `inner` matches is also matched by `outer`. */
const covers = (outer: string, inner: string) =>
  outer === inner || (outer.endsWith("*") && inner.startsWith(outer.slice(0, -1)));

/**
 * A later, narrower rule replaces a header of a broader one: Netlify takes the later value, the
 * local server too, but Cloudflare Pages joins both values unless the narrower rule first detaches
 * the header (`! Name`, a line Netlify skips).
 */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ pattern, headers }, index) => {
      const broader = rules.slice(0, index).filter((rule) => covers(rule.pattern, pattern));
      const replaced = Object.keys(headers).filter((name) =>
        broader.some((rule) => name in rule.headers),
      );
      return [
        pattern,
        ...replaced.map((name) => `  ! ${name}`),
        ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join("\n");
    })
    .join("\n\n")
    .concat("\n");
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    // A detached header (`! Name`): the rule's own value below replaces it, as headersForPath does.
    if (line.trim().startsWith("!")) continue;
    const rule = rules.at(-1);
    const colon = line.indexOf(":");
    if (!rule || colon === -1) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

export function headersForPath(
  rules: readonly HeaderRule[],
  pathname: string,
): Record<string, string> {
  const matching = rules.filter(({ pattern }) => covers(pattern, pathname));
  return Object.assign({}, ...matching.map((rule) => rule.headers));
}
