/**
 * `npm run edit` (docs/editing.md, decision 009): one server, for requests addressed to localhost
 * only, with the site, the editor at /admin/ and Decap's local backend, which saves into the
 * checkout's content files. Each change builds the site again beside the one served, which the new
 * build replaces once whole; a build that fails leaves the last good one served.
 */
import { spawn } from "node:child_process";
import { existsSync, watch } from "node:fs";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, posix, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import express, { type RequestHandler } from "express";
import { contentToFix } from "../build-time/cms-config.ts";
import { CONTENT_DIR, contentProblems, readContentFile } from "../build-time/content-check.ts";
import { writeAdmin } from "../build-time/admin.ts";
import { EDITING_BUILD } from "../build-time/finish-build.ts";
import { formatHeadersFile } from "../build-time/headers-file.ts";
import { ADMIN_PATH, adminHeaders } from "../build-time/security-headers.ts";
import { createSiteServer } from "./site-server.ts";

const require = createRequire(import.meta.url);
const { registerLocalFs } = require("decap-server/dist/middlewares.js") as {
  registerLocalFs: (app: express.Express, options?: { logLevel?: string }) => Promise<void>;
};

export const LOCAL_BACKEND_PATH = "/api/v1";
/**
 * The builds of the site as edited, one folder each; `last-good` names the one served. Not in
 * build/, which the deploy build empties: beside React Router's generated files, ignored as they.
 */
const BUILDS_DIR = join(".react-router", "editing");
const LAST_GOOD = join(BUILDS_DIR, "last-good");
/** A save writes a file in several steps; one build follows them all. */
const SETTLE_MS = 300;
/** How each build begins and ends, in the terminal. */
export const BUILD_SAYS = {
  started: "Building the site from the content…",
  served: "The site shows the content as it is now",
  refused: "The site was not built again",
  unchanged: "The site already shows the content as it is now: nothing to build.",
  kept: "and the last good one is still served",
  none: `and there is no site to serve until it is fixed; the editor is at ${ADMIN_PATH}`,
};

export interface EditServerOptions {
  /** The checkout whose content files the editor saves. */
  project: string;
  /** The port this server listens on, at localhost. */
  port: number;
  outboxDir: string;
}

/**
 * Only requests addressed to this machine by name and port, exactly: a page elsewhere cannot
 * rebind its name here, nor slip another name past the check ("localhost:3000@evil.example").
 */
const onlyThisMachine: RequestHandler = (req, res, next) => {
  const port = req.socket.localPort;
  if ([`localhost:${port}`, `127.0.0.1:${port}`].includes(req.headers.host ?? "")) return next();
  res.status(403).type("text").send("The local editor answers only at localhost.\n");
};

/** What Decap's local backend is asked that names a file or folder. */
const PATH_PARAMS = new Set(["path", "newPath", "folder", "mediaFolder", "paths"]);

/** Every file or folder a request to the local backend names, wherever it sits in its params. */
function pathsNamed(value: unknown, key = ""): unknown[] {
  if (PATH_PARAMS.has(key)) return Array.isArray(value) ? value : [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([inner, item]) =>
    pathsNamed(item, Array.isArray(value) ? key : inner),
  );
}

/**
 * The local backend reads and writes only the content folder (the editor uploads no media:
 * decision 015), not the rest of the checkout (.git, package.json, the code).
 */
const onlyContent: RequestHandler = (req, res, next) => {
  const inside = (path: unknown) =>
    typeof path === "string" &&
    posix.normalize(path.replaceAll("\\", "/")).startsWith(`${CONTENT_DIR}/`);
  // The editor has no media (decision 015), but Decap asks for them with each entry.
  if (req.body?.action === "getMedia") return void res.json([]);
  // Read here: decap-server's own body parser must take it as read (its flag).
  (req as { _body?: boolean })._body = true;
  if (pathsNamed(req.body?.params).every(inside)) return next();
  res.status(403).json({ error: `The editor reads and writes only ${CONTENT_DIR}/` });
};

/** The site, the editor and the local backend; `serve(folder)` switches to another build. */
export async function createEditServer({ project, port, outboxDir }: EditServerOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.use(onlyThisMachine);
  // decap-server reads the checkout's folder from the environment, and by default lets a page of
  // any other local web server write too: only the editor's own page may.
  process.env.GIT_REPO_DIRECTORY = project;
  process.env.ORIGIN = `http://localhost:${port}`;
  const backend = express();
  await registerLocalFs(backend, { logLevel: "warn" });
  app.use(LOCAL_BACKEND_PATH, express.json({ limit: "50mb" }), onlyContent, (req, res, next) => {
    req.url = `${LOCAL_BACKEND_PATH}${req.url === "/" ? "" : req.url}`;
    backend(req, res, next);
  });

  let root = "";
  let site: RequestHandler | undefined;
  // The editor's configuration names this server as where it saves (Decap's `local_backend`).
  app.get(`${ADMIN_PATH}config.yml`, async (req, res) => {
    const config = JSON.parse(await readFile(join(root, ADMIN_PATH, "config.yml"), "utf8"));
    const origin = `${req.protocol}://${req.get("host")}`;
    config.local_backend = { url: `${origin}${LOCAL_BACKEND_PATH}` };
    res
      .type("text/yaml")
      .set("Cache-Control", "no-cache")
      .send(JSON.stringify(config, null, 2));
  });
  let fixFirst = "No site yet: the terminal says what to fix.\n";
  app.use((req, res, next) =>
    site ? site(req, res, next) : res.status(503).type("text").send(fixFirst),
  );

  return {
    app,
    /** Serves a build; with `problems`, a build of the editor alone, each page saying them. */
    serve(folder: string, problems?: string) {
      root = resolve(folder, "client");
      site = createSiteServer({ root, outboxDir, host: "127.0.0.1" });
      if (problems === undefined) return;
      const editor = site;
      fixFirst = `${problems}\n\nFix it in the editor at ${ADMIN_PATH}, or in the file.\n`;
      site = (req, res, next) =>
        req.path.startsWith(ADMIN_PATH)
          ? editor(req, res, next)
          : res.status(503).type("text").send(fixFirst);
    },
  };
}

/** The folder of the last build that finished whole, if any is left from before. */
async function lastGoodBuild(project: string): Promise<string | undefined> {
  const name = await readFile(join(project, LAST_GOOD), "utf8").catch(() => "");
  const folder = join(project, BUILDS_DIR, name.trim());
  return name.trim() && existsSync(join(folder, "client", "_headers")) ? folder : undefined;
}

/** The editor alone, as the site's build makes it, for when no site could be built yet. */
async function buildEditorAlone(folder: string) {
  const client = join(folder, "client");
  await writeAdmin(client, { mode: "local-email" });
  await writeFile(
    join(client, "_headers"),
    formatHeadersFile([{ pattern: `${ADMIN_PATH}*`, headers: adminHeaders() }]),
  );
}

/** How a build ends: the folder of the site built whole, or what the owner must fix. */
type BuildEnd = { folder?: string; problems?: string };

/**
 * Builds the site from the checkout's content into a new folder (`done` says how it ended);
 * `stop()` cuts it short.
 */
function buildSite(project: string) {
  const name = `${Date.now()}`;
  const folder = join(project, BUILDS_DIR, name);
  // The build would stop at the content check (content-plugin.ts): it is run here instead, in
  // the editor's words and the file's (contentToFix), each problem once.
  const problems = new Set(contentProblems(readContentFile(project)));
  if (problems.size > 0)
    return {
      folder,
      done: Promise.resolve<BuildEnd>({ problems: contentToFix(problems) }),
      stop() {},
    };
  // React Router's command, as `npm run build:local` runs it (its package exports no bin path),
  // as a build for this server (EDITING_BUILD).
  const cli = join(project, "node_modules", "@react-router", "dev", "bin.js");
  const child = spawn(process.execPath, [cli, "build", "--mode", "local-email"], {
    cwd: project,
    env: { ...process.env, BUILD_DIR: join(BUILDS_DIR, name), [EDITING_BUILD]: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const done = new Promise<BuildEnd>((resolve) => {
    child.on("exit", async (code) => {
      if (code === 0) {
        await writeFile(join(project, LAST_GOOD), name);
        return resolve({ folder });
      }
      await rm(folder, { recursive: true, force: true });
      // The build's last lines, without the terminal's colours.
      const plain = stripVTControlCharacters(output).trim();
      resolve({ problems: plain.split("\n").slice(-15).join("\n") });
    });
  });
  return { folder, done, stop: () => child.kill() };
}

/** Every content file's name and text, to tell whether the site served was built from them. */
async function contentNow(project: string) {
  const dir = join(project, CONTENT_DIR);
  const names = (await readdir(dir)).filter((file) => file.endsWith(".json")).sort();
  const texts = await Promise.all(names.map((file) => readFile(join(dir, file), "utf8")));
  return JSON.stringify([names, texts]);
}

/** Every build folder but the one served and the one under way: older sites, builds cut short. */
async function removeOtherBuilds(project: string, keep: () => (string | undefined)[]) {
  const folders = await readdir(join(project, BUILDS_DIR), { withFileTypes: true });
  for (const folder of folders)
    if (folder.isDirectory() && !keep().includes(join(project, BUILDS_DIR, folder.name)))
      await rm(join(project, BUILDS_DIR, folder.name), { recursive: true, force: true });
}

/**
 * Calls `changed` once a change of a content file has settled, however the file was saved: in
 * place, or replaced by a new file renamed over it (as many editors save), which a watch of the
 * file itself stops seeing. The folder's own watch sees both.
 */
export function watchContent(project: string, changed: () => void) {
  let settle: NodeJS.Timeout | undefined;
  return watch(join(project, CONTENT_DIR), (_event, file) => {
    if (!file?.endsWith(".json")) return;
    clearTimeout(settle);
    settle = setTimeout(changed, SETTLE_MS);
  });
}

/**
 * Serves the last good build at once if there is one, then builds the site as the content is now
 * and after each change: a change during a build starts it again; content back to what the site
 * already shows (an undo) needs no build.
 */
export async function startEditing(
  server: Awaited<ReturnType<typeof createEditServer>>,
  { project, log }: { project: string; log: (line: string) => void },
) {
  await mkdir(join(project, BUILDS_DIR), { recursive: true });
  let served = await lastGoodBuild(project);
  if (served) server.serve(served);
  /** The content the site served was built from, once this server has built one. */
  let shown: string | undefined;
  let underWay: ReturnType<typeof buildSite> | undefined;
  const rebuild = async () => {
    const content = await contentNow(project);
    const stopped = underWay;
    underWay = undefined;
    stopped?.stop();
    if (content === shown) return log(BUILD_SAYS.unchanged);
    if (!stopped) log(BUILD_SAYS.started);
    const started = Date.now();
    const build = (underWay = buildSite(project));
    const { folder, problems } = await build.done;
    if (underWay !== build) return;
    underWay = undefined;
    if (folder) {
      server.serve(folder);
      served = folder;
      shown = content;
      log(`${BUILD_SAYS.served} (built in ${Math.round((Date.now() - started) / 1000)} s).`);
    } else {
      log(`${BUILD_SAYS.refused}, ${served ? BUILD_SAYS.kept : BUILD_SAYS.none}:\n${problems}`);
      if (!served) {
        const alone = join(project, BUILDS_DIR, "editor-alone");
        await buildEditorAlone(alone).then(
          // A newer change may have built the site meanwhile.
          () => served || server.serve(alone, problems),
          (error: Error) => log(`The editor could not be built either: ${error.message}`),
        );
      }
    }
    if (served) await removeOtherBuilds(project, () => [served, underWay?.folder]);
  };
  const watcher = watchContent(project, () => void rebuild());
  await rebuild();
  return { stop: () => watcher.close() };
}
