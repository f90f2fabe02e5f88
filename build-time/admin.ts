/**
 * The content editor at /admin: Decap CMS's own files (from its npm package, served by the site,
 * no CDN), a page that loads them, and the configuration made from the content's schema
 * (cms-config.ts). It edits the JSON files under app/content/ and saves by committing them, so
 * the host builds the site again.
 */
import { copyFile, mkdir, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type GitHubSettings, cmsConfig } from "./cms-config.ts";
import { ADMIN_PATH } from "./security-headers.ts";

/** The editor's folder in the build. */
const ADMIN_DIR = ADMIN_PATH.slice(1, -1);

const decapDist = dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));

/** Decap's main script, the chunks it loads on demand and its WebAssembly; not its source maps. */
const isDecapFile = (file: string) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(file);

const ADMIN_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Exact Bids: edit the site</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <script src="${ADMIN_PATH}decap-cms.js"></script>
  </body>
</html>
`;

/**
 * The editor's settings from the environment or .env: the repository it commits to (CMS_REPO,
 * "owner/name") and, off Netlify, the sign-in service (CMS_AUTH_URL). Without CMS_REPO the deploy
 * build has no editor; a malformed value stops the build.
 */
export function githubSettings(
  env: Record<string, string | undefined>,
): GitHubSettings | undefined {
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

export async function writeAdmin(
  clientDir: string,
  { localEditing, github }: { localEditing: boolean; github?: GitHubSettings },
) {
  const adminDir = join(clientDir, ADMIN_DIR);
  await mkdir(adminDir, { recursive: true });
  const files = (await readdir(decapDist)).filter(isDecapFile);
  await Promise.all(files.map((file) => copyFile(join(decapDist, file), join(adminDir, file))));
  await writeFile(join(adminDir, "index.html"), ADMIN_PAGE);
  await writeFile(
    join(adminDir, "config.yml"),
    `${JSON.stringify(cmsConfig({ localEditing, github }), null, 2)}\n`,
  );
  return files.length;
}
