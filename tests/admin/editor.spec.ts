/**
 * The owner's editor at /admin, end to end: Decap CMS in Chromium, served by the site under test,
 * saving in its local mode through decap-server into a copy of the project; the copy is then
 * built and served as a host would after a commit.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { home as frenchHome } from "../../app/content/fr/home.ts";
import { site } from "../../app/content/site.ts";
import { CONTENT_DIR } from "../../build-time/content-check.ts";
import { watchViolations } from "../e2e/fixtures.ts";
import { allPagePaths, paths } from "../support/site-facts.ts";

/** What a host needs to build the site from the repository. */
const PROJECT_FILES = [
  "app",
  "build-time",
  "server",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];
/** Where Decap's local mode saves: decap-server's default port. */
const DECAP_SERVER_PORT = 8081;

let project: string;
let decapServer: ChildProcess;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of a content file
type ContentFile = Record<string, any>;

const contentFile = async (file: string): Promise<ContentFile> =>
  JSON.parse(await readFile(join(project, CONTENT_DIR, file), "utf8"));

/** Waits until the file on disk holds `value` where `pick` looks (the save may be mid-write). */
const expectSaved = (file: string, pick: (content: ContentFile) => unknown, value: unknown) =>
  expect
    .poll(async () => pick(await contentFile(file).catch(() => ({}) as ContentFile)))
    .toBe(value);

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), "exact-bids-editor-"));
  for (const file of PROJECT_FILES) await cp(file, join(project, file), { recursive: true });
  await symlink(join(process.cwd(), "node_modules"), join(project, "node_modules"));
  decapServer = spawn(
    process.execPath,
    [join("node_modules", "decap-server", "dist", "index.js")],
    {
      env: { ...process.env, GIT_REPO_DIRECTORY: project, PORT: String(DECAP_SERVER_PORT) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  await new Promise<void>((listening, failed) => {
    decapServer.stdout!.on(
      "data",
      (data: Buffer) => data.toString().includes("listening") && listening(),
    );
    decapServer.on("exit", (code) =>
      failed(new Error(`decap-server stopped (${code}): is port ${DECAP_SERVER_PORT} taken?`)),
    );
  });
});

test.afterAll(async () => {
  // Stopped, not just told to stop: a retry starts another on the same port.
  if (decapServer?.exitCode === null) {
    const stopped = once(decapServer, "exit");
    decapServer.kill();
    await stopped;
  }
  await rm(project, { recursive: true, force: true });
});

/** Opens one entry of the editor the way the owner does: sign in, a collection, an entry. */
async function openEntry(page: Page, collection: string, entry: string) {
  await page.goto("/admin/");
  // Signed in once, the editor remembers it on this browser.
  const login = page.getByRole("button", { name: "Login" });
  const collectionLink = page.getByRole("link", { name: collection });
  await expect(login.or(collectionLink).first()).toBeVisible();
  if (await login.isVisible()) await login.click();
  await collectionLink.click();
  await page.getByRole("link", { name: entry }).click();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

/** Builds the copy as a host does after a commit; the build's output and its exit status. */
function buildCopy() {
  const build = spawnSync("npx", ["react-router", "build", "--mode", "local-email"], {
    cwd: project,
    encoding: "utf8",
  });
  return { ok: build.status === 0, output: `${build.stdout}${build.stderr}` };
}

test("the owner changes a figure and a French sentence; the files change and the rebuilt site shows both", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const projects = site.figures.projects + 1;
  const lead = "Des chiffres fiables, livrés à temps pour chaque soumission.";
  expect(frenchHome.hero.lead).not.toBe(lead);

  await openEntry(page, "The firm", "Name, e-mail and figures");
  await page.getByLabel("Projects").fill(String(projects));
  await publish(page);
  await expectSaved("site.json", (content) => content.figures?.projects, projects);

  await openEntry(page, "Words, in both languages", "Home page");
  // Both languages side by side: English on the left, French on the right.
  await page.getByLabel("Lead").nth(1).fill(lead);
  await publish(page);
  await expectSaved("home.json", (content) => content.fr?.hero.lead, lead);
  expect((await contentFile("home.json")).en.hero.lead).not.toBe(lead);
  expect(violations, "the editor runs under its own policy").toEqual([]);
  expect(errors, "the editor's errors").toEqual([]);

  const build = buildCopy();
  expect(build.ok, build.output).toBe(true);
  const builtHome = await readFile(join(project, "build", "client", "index.html"), "utf8");
  expect(builtHome).toContain(`>${projects}<`);
  const builtFrenchHome = await readFile(
    join(project, "build", "client", paths.home.fr, "index.html"),
    "utf8",
  );
  expect(builtFrenchHome).toContain(lead);
});

test("the editor refuses an empty field and a title over 60 characters; written by hand, the build stops naming the file and the field", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = await readFile(join(project, CONTENT_DIR, "listings.json"), "utf8");
  await openEntry(page, "Words, in both languages", "Search engines and social networks");
  const tooLong = "x".repeat(61);
  // The first title is the English home page's (fill waits for the entry to load).
  await page.getByLabel("Title").first().fill(tooLong);
  await page.getByLabel("Alt").first().fill("");
  // Decap refuses to save (and rejects a promise of its own, which the page reports).
  await publish(page);
  await expect(page.getByText("must be at most 60 characters")).toBeVisible();
  await expect(page.getByText("Alt is required")).toBeVisible();
  expect(await readFile(join(project, CONTENT_DIR, "listings.json"), "utf8")).toBe(before);

  // The same values, written into the file by hand.
  const listings = JSON.parse(before);
  listings.en.home.title = tooLong;
  listings.en.socialCard.alt = "";
  await writeFile(join(project, CONTENT_DIR, "listings.json"), JSON.stringify(listings));
  const build = buildCopy();
  expect(build.ok).toBe(false);
  expect(build.output).toContain("listings.json: en.home.title must be at most 60 characters");
  expect(build.output).toContain("listings.json: en.socialCard.alt must not be empty");
});

test("beside the fields, the preview lays the words out in the site's own sections, in the language being edited, as they are typed", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const { en, fr } = await contentFile("home.json");
  const lead = `${en.hero.lead} Typed in the editor.`;

  await openEntry(page, "Words, in both languages", "Home page");
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const hero = page.frameLocator("#preview-pane").getByRole("region", { name: site.name });
  await expect(hero).toContainText(en.hero.lead);
  await page.getByLabel("Lead").fill(lead);
  await expect(hero).toContainText(lead);

  await page.getByText("Writing in EN").click();
  await page.getByRole("menuitem", { name: "fr" }).click();
  await expect(hero).toContainText(fr.hero.lead);
  // French words and French links: the sections are laid out for the language being edited.
  await expect(hero.getByRole("link", { name: fr.hero.cta })).toHaveAttribute(
    "href",
    paths.contact.fr,
  );
  expect(violations, "the preview runs under the editor's policy").toEqual([]);
  expect(errors, "the editor's errors").toEqual([]);
});

test("the editor is no page: kept out of search engines, and no page loads its code", async ({
  page,
  request,
}) => {
  const admin = await request.get("/admin/");
  expect(admin.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin/");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");

  const fromAdmin: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.startsWith("/admin/")) fromAdmin.push(sent.url());
  });
  for (const path of allPagePaths) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).not.toContain("unsafe-eval");
  }
  expect(fromAdmin).toEqual([]);
});
