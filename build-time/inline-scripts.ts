/**
 * A page's inline scripts minified as its bundled ones are. Some are written to be read (the
 * paint-first loader, the header's scroll fallback, React Router's scroll restoration), and every
 * byte of the first response counts: a page that outgrows TCP's first window (about 14.6 KB with
 * its headers) waits a round trip more for its first paint. The CSP hashes are computed after.
 */
import { minifySync } from "vite";

/** Scripts that run, written in the page: classic ones and modules (data blocks have a type). */
const INLINE_SCRIPT = /<script( type="module")?>(.*?)<\/script>/gs;

export function minifyInlineScripts(html: string, file: string): string {
  return html.replace(INLINE_SCRIPT, (_, module: string | undefined, source: string) => {
    const { code, errors } = minifySync(`${file}.js`, source, { module: Boolean(module) });
    if (errors.length > 0)
      throw new Error(
        `inline-scripts: a script in ${file} does not parse (${errors[0]!.message}): ${source.slice(0, 120)}`,
      );
    return `<script${module ?? ""}>${code.trim().replace(/;$/, "")}</script>`;
  });
}
