// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { DEPLOY_VARIABLES } from "../tests/hosts/deploy-env.ts";
import { allPagePaths } from "../tests/support/site-facts.ts";
import { readContentFile } from "./content-check.ts";
import { pageFile } from "./finish-build.ts";
import { stillToConfirm } from "./to-confirm.ts";
import { NGINX_FILES } from "./server-configs.ts";

const run = promisify(execFile);

// Inside the project, so the prerender step still resolves the project's packages.
const cacheDir = join(process.cwd(), "node_modules", ".cache");
await mkdir(cacheDir, { recursive: true });
const buildDir = await mkdtemp(join(cacheDir, "deploy-build-"));
afterAll(() => rm(buildDir, { recursive: true, force: true }));

/** Runs the framework's own build command, as hosts' presets do, with only these variables set. */
function deployBuild(variables: Record<string, string>) {
  // A clean environment: the test runner's own variables (VITEST, MODE, ...) change the Vite config.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, BUILD_DIR: buildDir, ...variables };
  return run("npx", ["react-router", "build"], { env });
}

describe("the deploy build", { timeout: 120_000 }, () => {
  it("stops and names every missing variable", async () => {
    const failure = await deployBuild({ VITE_EMAILJS_SERVICE_ID: "service_only" }).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).not.toBe(0);
    expect(failure!.stdout + failure!.stderr).toContain(
      "The deploy build needs VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_TEMPLATE_ID, VITE_SITE_URL.",
    );
  });

  it("with the variables, is the whole site, sends to the EmailJS API with those IDs and lists what the firm must still confirm", async () => {
    const { stdout } = await deployBuild(DEPLOY_VARIABLES);
    // Every line of the list, as the unit test of to-confirm.ts checks it, in the build's output.
    const toConfirm = stillToConfirm(readContentFile());
    // Printed exactly when something is left: once the firm has confirmed and given everything,
    // the build says nothing of it.
    expect(stdout.includes("still to confirm")).toBe(toConfirm.length > 0);
    for (const line of toConfirm) expect(stdout).toContain(line);
    const assets = join(buildDir, "client", "assets");
    const scripts = await Promise.all(
      (await readdir(assets))
        .filter((file) => file.endsWith(".js"))
        .map((file) => readFile(join(assets, file), "utf8")),
    );
    const bundle = scripts.join("\n");
    expect(bundle).toContain("https://api.emailjs.com");
    for (const value of Object.values(DEPLOY_VARIABLES).slice(0, 3))
      expect(bundle).toContain(value);
    expect(bundle).not.toContain("local-public-key");
    expect(await readdir(join(buildDir, "nginx"))).toEqual(
      [NGINX_FILES.headers, NGINX_FILES.site].sort(),
    );
    const files = await readdir(join(buildDir, "client"), { recursive: true });
    expect(files).toEqual(
      expect.arrayContaining([
        ...allPagePaths.map(pageFile),
        "404.html",
        "_headers",
        "_redirects",
        ".htaccess",
        "sitemap.xml",
        "robots.txt",
        "favicon.svg",
        "social-card.png",
      ]),
    );
    // React Router's fallback is the 404 page now; its index.html folders are page files.
    expect(files).not.toContain("__spa-fallback.html");
    expect(files.filter((file) => file.endsWith("index.html")).sort()).toEqual(
      allPagePaths
        .filter((path) => path.endsWith("/"))
        .map(pageFile)
        .sort(),
    );
  });
});
