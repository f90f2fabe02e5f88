// @vitest-environment node
import { execFile } from "node:child_process";
import { tmpdir } from "node:os";
import { cp, mkdtemp, readFile, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { DEPLOY_VARIABLES } from "../tests/hosts/deploy-env.ts";
import { allPagePaths, languageList, paths, tradePaths } from "../tests/support/site-facts.ts";
import { readContentFile } from "./content-check.ts";
import { pageFile } from "./finish-build.ts";
import { stillToConfirm } from "./to-confirm.ts";
import { NGINX_FILES } from "./server-configs.ts";

const run = promisify(execFile);

/**
 * The project as the owner leaves it after adding a trade in the editor: a copy whose trades.json
 * has one more entry, in each language (its words those of the first trade, but its title and
 * address). The deploy build below is this copy's.
 */
const project = await mkdtemp(join(tmpdir(), "with-a-new-trade-"));
afterAll(() => rm(project, { recursive: true, force: true }));
// Inside the copy, so the prerender step still resolves the project's packages (linked below).
const buildDir = join(project, "build");
const copied = ["app", "build-time", "server", "hosting", "package.json"];
for (const entry of [...copied, "tsconfig.json", "vite.config.ts", "react-router.config.ts"])
  await cp(entry, join(project, entry), { recursive: true });
await symlink(join(process.cwd(), "node_modules"), join(project, "node_modules"));
const trades = JSON.parse(await readFile("app/content/trades.json", "utf8"));
const newTrade = {
  en: { address: "solar", heading: "Solar Photovoltaic Systems" },
  fr: { address: "solaire", heading: "Systèmes photovoltaïques" },
};
for (const language of languageList)
  trades[language].trades.push({ ...trades[language].trades[0], ...newTrade[language] });
await writeFile(join(project, "app/content/trades.json"), JSON.stringify(trades));

/** Runs the framework's own build command, as hosts' presets do, with only these variables set. */
function deployBuild(variables: Record<string, string>) {
  // A clean environment: the test runner's own variables (VITEST, MODE, ...) change the Vite config.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, BUILD_DIR: buildDir, ...variables };
  return run("npx", ["react-router", "build"], { env, cwd: project });
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
    // The owner's new trade: a page in each language, a card on each home page, sitemap lines.
    const newPages = languageList.map((language) =>
      tradePaths[0]![language].replace(/[^/]+$/, newTrade[language].address),
    );
    expect(files).toEqual(expect.arrayContaining(newPages.map(pageFile)));
    const built = (file: string) => readFile(join(buildDir, "client", file), "utf8");
    const sitemap = await built("sitemap.xml");
    for (const [at, language] of languageList.entries()) {
      expect(sitemap).toContain(`${DEPLOY_VARIABLES.VITE_SITE_URL}${newPages[at]}</loc>`);
      const home = await built(pageFile(paths.home[language]));
      expect(home).toMatch(
        new RegExp(`href="${newPages[at]}"[^>]*>${newTrade[language].heading}<`),
      );
    }
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
