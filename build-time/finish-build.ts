/**
 * The last step of `react-router build` (its `buildEnd` hook, see react-router.config.ts), run
 * once every page is prerendered, so the build alone is the whole deployable site: pages that
 * paint before any script (paint-first.ts), 404.html for static hosts, sitemap.xml and robots.txt
 * of the built pages, the headers of every host (`_headers`; in the deploy build also `.htaccess`
 * and, beside the site files, `nginx.conf`) and precompressed copies of the text files.
 */
import { copyFile, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { type ResolvedConfig, loadEnv } from "vite";
import { resolveSiteConfig } from "../app/site-variables.ts";
import { formatHeadersFile } from "./headers-file.ts";
import { ADMIN_DIR, githubSettings, writeAdmin } from "./admin.ts";
import { deferHydration } from "./paint-first.ts";
import { inlineScriptHashes, inlineStyleHashes, siteHeaderRules } from "./security-headers.ts";
import { apacheHtaccess, nginxServerBlock } from "./server-configs.ts";
import { isDeployBuild } from "./site-config-plugin.ts";
import { robotsTxt, sitemapXml } from "./site-files.ts";

/** React Router's own output that is not a page of the site. */
const SPA_FALLBACK = "__spa-fallback.html";

export async function finishBuild(clientDir: string, viteConfig: ResolvedConfig) {
  const deploy = isDeployBuild("build", viteConfig.mode);
  const { siteUrl } = resolveSiteConfig(deploy, viteConfig.env);
  const log = (line: string) => viteConfig.logger.info(`finish-build: ${line}`);

  for (const file of await htmlFilesOf(clientDir)) {
    const path = join(clientDir, file);
    await writeFile(path, deferHydration(await readFile(path, "utf8"), file));
  }
  // Static hosts serve 404.html for unknown paths: the SPA fallback, which shows the error page.
  await copyFile(join(clientDir, SPA_FALLBACK), join(clientDir, "404.html"));

  const htmlFiles = await htmlFilesOf(clientDir);
  const pagePaths = await builtPagePaths(clientDir);
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(siteUrl));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(siteUrl));

  const pages = await Promise.all(htmlFiles.map((file) => readFile(join(clientDir, file), "utf8")));
  const hashes = pages.flatMap(inlineScriptHashes);
  const styleHashes = pages.flatMap(inlineStyleHashes);
  // One policy for every page (the union of their inline scripts): hosts merge the headers of all
  // matching rules, so per-page policies would be combined and block each other.
  const headerRules = siteHeaderRules(hashes, styleHashes, { localEditing: !deploy });
  await writeFile(join(clientDir, "_headers"), formatHeadersFile(headerRules));
  log(
    `404.html, sitemap.xml (${pagePaths.join(", ")}), robots.txt, _headers (${new Set(hashes).size} inline script hashes)`,
  );

  // Only the deploy build is served by nginx or Apache: the local build needs the local server's
  // e-mail endpoint. The nginx block sits outside the served directory, which the next build
  // does not empty, so a local build removes a stale one.
  const nginxConf = join(dirname(clientDir), "nginx.conf");
  if (deploy) {
    await writeFile(join(clientDir, ".htaccess"), apacheHtaccess(headerRules));
    await writeFile(
      nginxConf,
      nginxServerBlock(headerRules, { serverName: new URL(siteUrl).hostname }),
    );
    log(".htaccess (Apache), ../nginx.conf (nginx server block)");
  } else {
    await rm(nginxConf, { force: true });
  }

  const compressed = await precompress(clientDir);
  log(`precompressed ${compressed} text files (.br, .gz)`);
  // After the pages' steps: the editor is not a page (no sitemap entry, no paint-first step) and
  // its 5 MB of script are compressed by the host as it serves them.
  const github = githubSettings(loadEnv(viteConfig.mode, process.cwd(), "CMS_"));
  if (deploy && !github) {
    log(`no ${ADMIN_DIR}/: set CMS_REPO to give the owner the content editor (docs/editing.md)`);
  } else {
    const decapFiles = await writeAdmin(clientDir, { localEditing: !deploy, github });
    log(`${ADMIN_DIR}/ (the content editor: ${decapFiles} files of Decap CMS, config.yml)`);
  }
}

const htmlFilesOf = async (clientDir: string) =>
  (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html"));

/** The pages of the built site ("/", "/contact-us"): each prerendered route is an index.html. */
export async function builtPagePaths(clientDir: string): Promise<string[]> {
  return (await htmlFilesOf(clientDir))
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
    .sort();
}

const TEXT_FILE = /\.(html|js|css|svg|xml|txt|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli at its highest quality and gzip at level 9, as a CDN would serve them: the local server
 * sends these files as they are, and hosts that look for .br and .gz siblings can too.
 */
async function precompress(clientDir: string): Promise<number> {
  const textFiles = (await readdir(clientDir, { recursive: true })).filter((file) =>
    TEXT_FILE.test(file),
  );
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
