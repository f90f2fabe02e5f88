/**
 * The last step of `react-router build` (its `buildEnd` hook, see react-router.config.ts), run
 * once every page is prerendered, so the build alone is the whole deployable site.
 */
import { readFile, readdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { type ResolvedConfig, build, loadEnv } from "vite";
import { WORKER_FILE } from "../app/enquiry/answer-watch.ts";
import { resolveSiteConfig } from "../app/site-variables.ts";
import { formatHeadersFile } from "./headers-file.ts";
import { githubSettings, writeAdmin } from "./admin.ts";
import { minifyInlineScripts } from "./inline-scripts.ts";
import { atPaintModule, deferHydration } from "./paint-first.ts";
import {
  ADMIN_PATH,
  adminHeaders,
  inlineScriptHashes,
  inlineStyleHashes,
  securityHeaders,
  siteHeaderRules,
} from "./security-headers.ts";
import { nginxDirOf, writeHostConfigs } from "./server-configs.ts";
import { isDeployBuild } from "./site-config-plugin.ts";
import { robotsTxt, sitemapXml } from "./site-files.ts";
import { CONTENT_DIR, readContentFile } from "./content-check.ts";
import { stillToConfirm } from "./to-confirm.ts";
import { pages } from "../app/content/pages.ts";
import { everyPage } from "../app/content/ids.ts";
import { contactAheadRules } from "../app/lib/contact-ahead.ts";

/** React Router's own output that is not a page of the site: it becomes the error page. */
const SPA_FALLBACK = "__spa-fallback.html";
/** What static hosts serve for an unknown path, with status 404. */
const ERROR_PAGE = "404.html";

/**
 * The file of the page at `path`, named as every host maps addresses to files: a path ending in
 * a slash is its folder's index.html ("/fr/" is fr/index.html), any other is PATH.html
 * ("/contact-us" is contact-us.html). React Router writes every page as an index.html, which
 * Cloudflare Pages would serve at "/contact-us/" only, redirecting "/contact-us" there.
 */
const pageFile = (path: string) =>
  path.endsWith("/") ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;

/**
 * Set by `npm run edit` (server/edit-server.ts) for the builds it serves on this machine: they
 * have the editor, which saves through that server, and no precompressed copies, as that server
 * compresses what it serves. Any other local build has no editor unless CMS_REPO names one.
 */
export const EDITING_BUILD = "EXACT_BIDS_EDITING_BUILD";

export async function finishBuild(clientDir: string, viteConfig: ResolvedConfig) {
  const deploy = isDeployBuild("build", viteConfig.mode);
  const editing = process.env[EDITING_BUILD] === "1";
  const { siteUrl } = resolveSiteConfig(deploy, viteConfig.env);
  const log = (line: string) => viteConfig.logger.info(`finish-build: ${line}`);
  const { assetsDir } = viteConfig.build;

  const atPaint = await atPaintModule(clientDir, assetsDir);
  for (const file of await htmlFilesOf(clientDir)) {
    const path = join(clientDir, file);
    const html = await readFile(path, "utf8");
    const deferred = deferHydration(html, file, atPaint, assetsDir);
    await writeFile(path, minifyInlineScripts(deferred.html, file));
    await writeFile(join(clientDir, deferred.hydration.file), deferred.hydration.text);
  }
  // Static hosts serve 404.html for unknown paths: the SPA fallback, which shows the error page.
  // Renamed, not copied: at its own address it would be one more page of the site.
  await rename(join(clientDir, SPA_FALLBACK), join(clientDir, ERROR_PAGE));
  // Each page to its file (pageFile); every page but the contact page readies it
  // (app/lib/contact-ahead.ts).
  const rules = contactAheadRules(Object.values(pages.contact).map(({ path }) => path));
  for (const page of everyPage)
    for (const { path } of Object.values(page)) {
      const routerFile = join(clientDir, path.slice(1), "index.html");
      const file = join(clientDir, pageFile(path));
      if (file !== routerFile) {
        await rename(routerFile, file);
        // Empty now: fails loudly if the route's folder held anything else.
        await rmdir(dirname(routerFile));
      }
      const ready = page === pages.contact ? "" : rules;
      const html = (await readFile(file, "utf8")).replace("</head>", () => `${ready}</head>`);
      await writeFile(file, html);
    }

  // The worker that watches the enquiry's answers (decision 016): one classic script at the root,
  // so that its scope is the whole site.
  await build({
    configFile: false,
    logLevel: "warn",
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: join(viteConfig.root, "app/enquiry/answer-watch.worker.ts"),
        output: { format: "iife", entryFileNames: WORKER_FILE },
      },
    },
  });
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(siteUrl));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(siteUrl));

  const htmlFiles = await htmlFilesOf(clientDir);
  const html = await Promise.all(htmlFiles.map((file) => readFile(join(clientDir, file), "utf8")));
  const hashes = html.flatMap(inlineScriptHashes);
  const styleHashes = html.flatMap(inlineStyleHashes);
  // One policy for every page (the union of their inline scripts): hosts merge the headers of all
  // matching rules, so per-page policies would be combined and block each other.
  const everyAnswer = securityHeaders(hashes, styleHashes);
  await writeFile(join(clientDir, "_headers"), formatHeadersFile(siteHeaderRules(everyAnswer)));
  const pagePaths = (await builtPagePaths(clientDir)).join(", ");
  log(
    `404.html, sitemap.xml (${pagePaths}), robots.txt, _headers (${new Set(hashes).size} inline script hashes)`,
  );

  // Only the deploy build is served by a host: the local build needs the local server's e-mail
  // endpoint.
  if (deploy) {
    await writeHostConfigs(clientDir, { everyAnswer, admin: adminHeaders() });
    log(".htaccess (Apache), _redirects (Cloudflare Pages), ../nginx/ (nginx)");
    const toConfirm = stillToConfirm(readContentFile()).map((line) => `${CONTENT_DIR}/${line}`);
    if (toConfirm.length > 0)
      log(`still to confirm or fill in before launch:\n  ${toConfirm.join("\n  ")}`);
  } else {
    // Served by the local server only: no stale nginx files beside it.
    await rm(nginxDirOf(clientDir), { recursive: true, force: true });
  }

  if (!editing) {
    const compressed = await precompress(clientDir);
    log(`precompressed ${compressed} text files (.br, .gz)`);
  }
  // After the pages' steps: the editor is not a page (no sitemap entry, no paint-first step) and
  // its 5 MB of script are compressed by the host as it serves them.
  const github = githubSettings(loadEnv(viteConfig.mode, process.cwd(), "CMS_"));
  if (github || editing) {
    const editorFiles = await writeAdmin(clientDir, { mode: viteConfig.mode, github });
    log(`${ADMIN_PATH} (the content editor: ${editorFiles.length} files, config.yml)`);
  } else {
    const editor = deploy ? "set CMS_REPO to give the owner" : "`npm run edit` runs";
    log(`no ${ADMIN_PATH}: ${editor} the content editor (docs/editing.md)`);
  }
}

const filesOf = async (clientDir: string, name: RegExp) =>
  (await readdir(clientDir, { recursive: true })).filter((file) => name.test(file));
const htmlFilesOf = (clientDir: string) => filesOf(clientDir, /\.html$/);

/** The addresses of the built site's pages, read from its files (the inverse of pageFile). */
export async function builtPagePaths(clientDir: string): Promise<string[]> {
  return (
    (await htmlFilesOf(clientDir))
      // The error page and the content editor are not pages of the site.
      .filter((file) => file !== ERROR_PAGE && !`/${file}`.startsWith(ADMIN_PATH))
      .map((file) => `/${file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`)
      .sort()
  );
}

const TEXT_FILE = /\.(html|js|css|svg|xml|txt|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli at its highest quality and gzip at level 9, as a CDN would serve them: the local server
 * sends these files as they are, and hosts that look for .br and .gz siblings can too.
 */
async function precompress(clientDir: string): Promise<number> {
  const textFiles = await filesOf(clientDir, TEXT_FILE);
  await Promise.all(
    textFiles.map(async (file) => {
      const content = await readFile(join(clientDir, file));
      await writeFile(
        join(clientDir, `${file}.br`),
        await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(join(clientDir, `${file}.gz`), await gzipped(content, { level: 9 }));
    }),
  );
  return textFiles.length;
}
