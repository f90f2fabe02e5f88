/**
 * The hosts' configurations are real, commented files in hosting/ (docs/deploying.md): the deploy
 * build copies them and writes into them only what changes with each build, the security headers
 * of its `_headers`, whose Content-Security-Policy lists the hashes of its inline scripts.
 */
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN_PATH } from "./security-headers.ts";

export const HOSTING_DIR = fileURLToPath(new URL("../hosting/", import.meta.url));

/** Files the build writes for hosts, not for visitors: no host serves them. */
export const BUILD_PLUMBING = ["_headers", "_redirects", ".htaccess"] as const;

/** What the deploy build writes beside build/client/ for nginx. */
export const NGINX_FILES = { site: "exact-bids.conf", headers: "exact-bids-headers.conf" };

/** The lines of hosting/apache/.htaccess between which each build writes its headers. */
export const APACHE_MARKERS = ["# BEGIN generated headers", "# END generated headers"] as const;

const quoted = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/** The nginx variable that holds a header's value: `$exact_bids_content_security_policy`. */
export const nginxVariable = (header: string) =>
  `$exact_bids_${header.toLowerCase().replaceAll("-", "_")}`;

/** The security headers of every answer, and those the content editor (/admin/) replaces them with. */
interface HostHeaders {
  everyAnswer: Record<string, string>;
  admin: Record<string, string>;
}

/**
 * exact-bids-headers.conf: one `set` a header, included by the HTTPS server, whose `add_header`
 * lines send the variables; the editor's location sets them to its own values (`_admin_`). A
 * header only the editor sends is empty elsewhere, and nginx sends no empty header.
 */
export function nginxHeaderValues({ everyAnswer, admin }: HostHeaders): string {
  const set = (variable: string, value: string) => {
    // nginx would read a `$` in the value as a variable.
    if (value.includes("$")) throw new Error(`nginx: the value of ${variable} contains a "$"`);
    return `set ${variable} ${quoted(value)};`;
  };
  const adminOnly = Object.keys(admin).filter((name) => !(name in everyAnswer));
  return [
    "# The security headers of one build of the Exact Bids site, for nginx: written by the build",
    "# (build-time/server-configs.ts) from the same rules as its _headers. Install it with that",
    "# build's files: its Content-Security-Policy lists the hashes of their inline scripts.",
    ...Object.entries(everyAnswer).map(([name, value]) => set(nginxVariable(name), value)),
    ...adminOnly.map((name) => set(nginxVariable(name), "")),
    `# The content editor (${ADMIN_PATH}): its own values of these headers.`,
    ...Object.entries(admin).map(([name, value]) => set(nginxVariable(`admin-${name}`), value)),
    "",
  ].join("\n");
}

/**
 * The .htaccess with a `Header always set` line a header between its marked lines, and the
 * editor's own values in an `<If>` for its folder (merged after the lines above it).
 */
export function withApacheHeaders(htaccess: string, { everyAnswer, admin }: HostHeaders): string {
  const lines = htaccess.split("\n");
  const [begin, end] = APACHE_MARKERS.map((marker) => lines.indexOf(marker)) as [number, number];
  if (begin < 0 || end < begin)
    throw new Error(`hosting/apache/.htaccess: no "${APACHE_MARKERS.join('" … "')}" lines`);
  const headerLines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `Header always set ${name} ${quoted(value)}`);
  return [
    ...lines.slice(0, begin + 1),
    ...headerLines(everyAnswer),
    `<If "%{REQUEST_URI} =~ m#^${ADMIN_PATH}#">`,
    ...headerLines(admin).map((line) => `    ${line}`),
    "</If>",
    ...lines.slice(end),
  ].join("\n");
}

/**
 * Writes every host's configuration for a deploy build: .htaccess and _redirects into the
 * uploaded directory, the nginx files beside it (build/nginx/), with the build's headers.
 */
export async function writeHostConfigs(clientDir: string, headers: HostHeaders) {
  const source = (file: string) => join(HOSTING_DIR, file);
  const htaccess = await readFile(source("apache/.htaccess"), "utf8");
  await writeFile(join(clientDir, ".htaccess"), withApacheHeaders(htaccess, headers));
  await copyFile(source("cloudflare/_redirects"), join(clientDir, "_redirects"));
  const nginxDir = nginxDirOf(clientDir);
  await mkdir(nginxDir, { recursive: true });
  await copyFile(source(`nginx/${NGINX_FILES.site}`), join(nginxDir, NGINX_FILES.site));
  await writeFile(join(nginxDir, NGINX_FILES.headers), nginxHeaderValues(headers));
}

/** build/nginx/, outside the uploaded directory, which the next build does not empty. */
export const nginxDirOf = (clientDir: string) => join(dirname(clientDir), "nginx");
