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

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ pattern, headers }) =>
      [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
        "\n",
      ),
    )
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
  const matching = rules.filter(({ pattern }) =>
    pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern,
  );
  return Object.assign({}, ...matching.map((rule) => rule.headers));
}
