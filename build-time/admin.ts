/**
 * The content editor at /admin: Decap CMS with the site's previews (app/admin/), bundled here by
 * a Vite build of its own with the site's React and stylesheet (served by the site, no CDN), a
 * page that loads it, and the configuration made from the content's schema (cms-config.ts). It
 * edits the JSON files under app/content/ and saves by committing them, so the host builds the
 * site again.
 */
import tailwindcss from "@tailwindcss/vite";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Plugin, type Rolldown, build } from "vite";
import { type GitHubSettings, cmsConfig, inEditorWords } from "./cms-config.ts";
import { readContentFile } from "./content-check.ts";
import { stillToConfirm } from "./to-confirm.ts";
import { ADMIN_PATH } from "./security-headers.ts";
import { siteConfigPlugin } from "./site-config-plugin.ts";

const APP_DIR = fileURLToPath(new URL("../app", import.meta.url));

/**
 * Lines of Decap changed where it has no setting for it (decisions 009 and 015); a Decap release
 * that rewrites one stops the build. "Fill in from another locale" fills only the fields still
 * empty, never replacing French with English; every change of a field counts, so retyping a
 * value published a moment ago (the one-word undo) can be published.
 */
const DECAP_LINES: [file: RegExp, line: string, replacement: string][] = [
  [
    /[\\/]EditorControlPane[\\/]EditorControlPane\.js$/,
    "if (copyValue) this.props.onChange(field, copyValue, undefined, i18n);",
    "if (copyValue && !getFieldValue({ field, entry, locale: targetLocale, " +
      "isTranslatable: targetLocale !== defaultLocale })) " +
      "this.props.onChange(field, copyValue, undefined, i18n);",
  ],
  [
    /[\\/]reducers[\\/]entryDraft\.js$/,
    "state.set('hasChanged', !entries.some(e => newData.equals(e.get(...dataPath))) || !entries.some(e => newMeta.equals(e.get('meta'))));",
    "state.set('hasChanged', true);",
  ],
];

function decapLines(): Plugin {
  return {
    name: "exact-bids:decap-lines",
    transform(code, id) {
      const [, line, replacement] = DECAP_LINES.find(([file]) => file.test(id)) ?? [];
      if (line === undefined) return null;
      if (!code.includes(line))
        this.error(`Decap's ${id} no longer has the line we change: review`);
      return code.replace(line, replacement!);
    },
  };
}

/** The editor's script and what it loads (Decap, the previews, the site's stylesheet). */
async function bundleEditor(adminDir: string, mode: string) {
  const { output } = (await build({
    configFile: false,
    mode,
    base: ADMIN_PATH,
    // Decap's own dependencies warn about themselves (eval, "use client"): nothing we can act on.
    logLevel: "error",
    // The site's settings as its own build resolved them: some of its modules read them on load.
    plugins: [siteConfigPlugin(), tailwindcss(), decapLines()],
    resolve: { alias: { "~": APP_DIR } },
    build: {
      outDir: adminDir,
      emptyOutDir: false,
      rolldownOptions: { input: join(APP_DIR, "admin", "editor.tsx") },
    },
  })) as Rolldown.RolldownOutput;
  const entry = output.find((file) => file.type === "chunk" && file.isEntry)!;
  return { script: entry.fileName, files: output.map((file) => file.fileName) };
}

/** The editor's page, loading its script (`script`, in the editor's folder). */
export const adminPage = (script: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Exact Bids: edit the site</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <script type="module" src="${ADMIN_PATH}${script}"></script>
  </body>
</html>
`;

/**
 * The editor's settings from the environment or .env: the repository it commits to (CMS_REPO,
 * "owner/name") and, off Netlify, the sign-in service (CMS_AUTH_URL). Without CMS_REPO the deploy
 * build has no editor; a malformed value stops the build.
 */
export function githubSettings(env: Record<string, string | undefined>) {
  const repo = env.CMS_REPO?.trim();
  const authUrl = env.CMS_AUTH_URL?.trim() || undefined;
  if (!repo) return undefined;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(`CMS_REPO must name a GitHub repository as owner/name, got "${repo}"`);
  if (authUrl && !/^https:\/\/[^/\s]+/.test(authUrl))
    throw new Error(
      `CMS_AUTH_URL must be the https:// address of the sign-in service, got "${authUrl}"`,
    );
  return { repo, ...(authUrl ? { authUrl } : {}) };
}

/** What is still to confirm, by the editor's names; nothing while a file cannot be read. */
function toConfirmInEditorWords(): string[] {
  try {
    return stillToConfirm(readContentFile()).map(inEditorWords);
  } catch {
    return [];
  }
}

/** `mode`: the site's build mode, whose settings the previews' sections read. */
export async function writeAdmin(
  clientDir: string,
  { mode, github }: { mode: string; github?: GitHubSettings },
) {
  const adminDir = join(clientDir, ADMIN_PATH);
  const { script, files } = await bundleEditor(adminDir, mode);
  await writeFile(join(adminDir, "index.html"), adminPage(script));
  await writeFile(
    join(adminDir, "config.yml"),
    `${JSON.stringify(cmsConfig({ github, toConfirm: toConfirmInEditorWords() }), null, 2)}\n`,
  );
  return files;
}
