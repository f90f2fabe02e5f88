/**
 * Finishes the static build in build/client after React Router has prerendered the pages:
 * the 404 page for static hosts, the `_headers` file with the security headers, and
 * precompressed copies of the text files.
 */
import { copyFile, readFile, readdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { formatHeadersFile } from "../config/headers-file.ts";
import { inlineScriptHashes, securityHeaders } from "../config/security-headers.ts";

const client = resolve(process.env.BUILD_DIR || "build", "client");

// Static hosts serve 404.html for unknown paths: it is the SPA fallback, which shows the error page.
await copyFile(join(client, "__spa-fallback.html"), join(client, "404.html"));

const pages = (await readdir(client, { recursive: true })).filter((file) => file.endsWith(".html"));
const hashes = (
  await Promise.all(
    pages.map(async (page) => inlineScriptHashes(await readFile(join(client, page), "utf8"))),
  )
).flat();

// One policy for every page (the union of their inline scripts): hosts merge the headers of all
// matching rules, so per-page policies would be combined and block each other.
await writeFile(
  join(client, "_headers"),
  formatHeadersFile([
    { pattern: "/*", headers: securityHeaders(hashes) },
    { pattern: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  ]),
);
console.log(
  `postbuild: wrote 404.html and _headers (${new Set(hashes).size} inline script hashes from ${pages.length} pages)`,
);

// Brotli at its highest quality and gzip at level 9, as a CDN would serve them: the local server
// sends these files as they are, and hosts that look for .br and .gz siblings can too.
const TEXT_FILE = /\.(html|js|css|svg|xml|txt|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const textFiles = (await readdir(client, { recursive: true })).filter((file) =>
  TEXT_FILE.test(file),
);
await Promise.all(
  textFiles.map(async (file) => {
    const content = await readFile(join(client, file));
    await writeFile(
      join(client, `${file}.br`),
      await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(join(client, `${file}.gz`), await gzipped(content, { level: 9 }));
  }),
);
console.log(`postbuild: precompressed ${textFiles.length} text files (.br, .gz)`);
