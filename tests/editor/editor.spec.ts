/**
 * The owner's editor, end to end, as `npm run edit` runs it (server/edit-server.ts) in a copy of
 * the project: Decap CMS in Chromium saves into the copy's content files, and the same local
 * server shows the site built again from them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { setTimeout } from "node:timers/promises";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { type Page, expect, test } from "@playwright/test";
import * as v from "valibot";
import { fieldProblem } from "../../app/admin/field-check.ts";
import { listLengthProblems, untranslatedProblems } from "../../app/content/rules.ts";
import {
  type DictionaryName,
  dictionarySchemas,
  isName,
  siteSchema,
} from "../../app/content/schema.ts";
import { type Schema, schemaAt } from "../../app/content/schema-parts.ts";
import { type CmsField, cmsConfig, inEditorWords } from "../../build-time/cms-config.ts";
import { CONTENT_DIR, readContentFile } from "../../build-time/content-check.ts";
import { stillToConfirm } from "../../build-time/to-confirm.ts";
import { BUILD_SAYS } from "../../server/edit-server.ts";
import { freePort } from "../../server/port.ts";
import { watchViolations } from "../support/fixtures.ts";
import {
  ADMIN_PATH,
  englishPagePaths,
  languageList,
  paths,
  site,
  tradePaths,
  words,
} from "../support/site-facts.ts";

/**
 * What `npm run edit` needs of the project; .gitignore keeps the builds out of the stylesheet's
 * scan of the project's files, as in a checkout.
 */
const PROJECT_FILES = [
  ".gitignore",
  "app",
  "build-time",
  "server",
  "scripts",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];
/** The first build of the copy, and each one after a change, on a busy machine. */
const BUILD_MS = 150_000;

let project: string;
let editor: ChildProcess;
let origin: string;
let printed = "";
/**
 * The owner's one tab, Decap loaded in it once for every test, and the policy's violations and the
 * page's errors it met (a Publish Decap refuses leaves one of its own unhandled).
 */
let page: Page;
let violations: string[];
const errors: string[] = [];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of a content file
type ContentFile = Record<string, any>;

const contentPath = (file: string) => join(project, CONTENT_DIR, file);
const contentText = (file: string) => readFile(contentPath(file), "utf8");
const contentFile = async (file: string): Promise<ContentFile> =>
  JSON.parse(await contentText(file));

/** Waits until the file on disk holds `value` where `pick` looks (the save may be mid-write). */
const expectSaved = (file: string, pick: (content: ContentFile) => unknown, value: unknown) =>
  expect
    .poll(async () => pick(await contentFile(file).catch(() => ({}) as ContentFile)))
    .toBe(value);

/** A field's label in the editor ("home:hero.lead"), as the content's schema gives it. */
function label(key: string) {
  const [file, path] = key.split(":") as [string, string];
  const schema = file === "site" ? siteSchema : dictionarySchemas[file as DictionaryName];
  return v.getTitle(schemaAt(schema as Schema, path.split("."))!)!;
}
/** The editor's fields labelled as `key` is, both languages' where it has two. */
const editorField = (key: string) => page.getByLabel(label(key), { exact: true });
/** A file's entry in the editor, and its collection's label, as its configuration names them. */
const editorFile = (name: string) =>
  cmsConfig()
    .collections.flatMap((collection) =>
      (collection.files as { name: string; label: string; fields: CmsField[] }[]).map((file) => ({
        ...file,
        collection: collection.label,
      })),
    )
    .find((file) => file.name === name)!;

/**
 * Waits until the build the editor said it started has ended (`npm run edit` says when it starts
 * and how it ends): a change an earlier test saved may still be building, and would be served in
 * the middle of a check that compares what is served before and after.
 */
const buildEnds = [BUILD_SAYS.served, BUILD_SAYS.refused, BUILD_SAYS.unchanged];
const buildEnded = () =>
  printed.lastIndexOf(BUILD_SAYS.started) <
  Math.max(...buildEnds.map((said) => printed.lastIndexOf(said)));
const editorIdle = () => expect.poll(buildEnded, { timeout: BUILD_MS }).toBe(true);

/** What `npm run edit` has printed since `from` (a length of `printed`), asked until it says so. */
const printedSince = (from: number) =>
  expect.poll(() => printed.slice(from), { timeout: BUILD_MS });

/** The page at `path` as the local editor's server serves it now. */
const served = async (path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, text: await response.text() };
};

test.describe.configure({ mode: "serial" });

/** The French home page's title made too long: the one rule the copy starts broken on. */
const TOO_LONG = "x".repeat(61);
let goodListings: string;

/** A trade the owner adds: the first trade's words under a title and an address of its own. */
const newTrade = {
  en: { address: "solar", heading: "Solar Photovoltaic Systems" },
  fr: { address: "solaire", heading: "Systèmes photovoltaïques" },
};

/**
 * `npm run edit` in a new copy of the project, one file broken by hand before it starts (the first
 * test fixes it) and one trade added to trades.json.
 */
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  violations = await watchViolations(page);
  page.on("pageerror", (error) => errors.push(error.message));
  // Leaving an entry whose Publish was refused: leave. Back on it: its last saved text, not the
  // refused one Decap kept as a local backup. Filling in from another language: yes.
  page.on(
    "dialog",
    (dialog) => void (/local backup/.test(dialog.message()) ? dialog.dismiss() : dialog.accept()),
  );
  project = await mkdtemp(join(tmpdir(), "exact-bids-editor-"));
  for (const file of PROJECT_FILES) await cp(file, join(project, file), { recursive: true });
  await symlink(join(process.cwd(), "node_modules"), join(project, "node_modules"));
  goodListings = await contentText("listings.json");
  const listings = JSON.parse(goodListings);
  listings.fr.home.title = TOO_LONG;
  await writeFile(contentPath("listings.json"), JSON.stringify(listings));
  const trades = await contentFile("trades.json");
  for (const language of languageList)
    trades[language].trades.push({ ...trades[language].trades[0], ...newTrade[language] });
  await writeFile(contentPath("trades.json"), JSON.stringify(trades, null, 2));
  const port = await freePort();
  origin = `http://localhost:${port}`;
  // As `npm run edit` starts it; its own process group, so that stopping it stops its build too.
  editor = spawn(join("node_modules", ".bin", "tsx"), [join("scripts", "edit-locally.ts")], {
    cwd: project,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  editor.stdout!.on("data", (data: Buffer) => (printed += data));
  editor.stderr!.on("data", (data: Buffer) => (printed += data));
});

test.afterAll(async () => {
  if (editor.exitCode === null) {
    const stopped = once(editor, "exit");
    process.kill(-editor.pid!, "SIGTERM");
    await stopped;
  }
  await rm(project, { recursive: true, force: true });
  await page.close();
});

/**
 * Opens one entry of the editor the way the owner does: sign in, a collection, an entry. The
 * editor loads once: after that, its own start page (a new address in the same document).
 */
async function openEntry(name: string) {
  await page.goto(`${origin}${ADMIN_PATH}#/`);
  // Signed in once, the editor remembers it on this browser.
  const login = page.getByRole("button", { name: "Login" });
  const collectionLink = page.getByRole("link", { name: editorFile(name).collection });
  await expect(login.or(collectionLink).first()).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) await login.click();
  await collectionLink.click();
  await page.getByRole("link", { name: editorFile(name).label }).click();
}

async function publish() {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

/**
 * The French side's first field labelled as `key` is: both languages side by side, every English
 * field on the left, then the French ones.
 */
async function frenchField(key: string) {
  const fields = editorField(key);
  await expect(fields.first()).toBeVisible();
  return fields.nth((await fields.count()) / 2);
}

/** The lines of `before` that `after` changed. */
const changedLines = (before: string, after: string) => {
  const old = before.split("\n");
  return after.split("\n").filter((line, index) => line !== old[index]);
};

/** What the owner saves while the file broken by hand stops every build: a figure, a French lead. */
const projects = site.figures.projects + 1;
const lead = "Des chiffres fiables, livrés à temps pour chaque soumission.";
const problem = `listings.json: fr.home.title ${fieldProblem("listings:home.title", TOO_LONG, "fr")}`;
/**
 * The local site from the fix on, asked every 250 ms until it shows both saved changes: what was
 * wrong meanwhile (an answer neither what to fix nor a whole page, or the changes never shown).
 */
let wrongWhileBuilt: Promise<string[]>;
async function watchBuildAfterFix() {
  const [fixed, wrong] = [Date.now(), [] as string[]];
  const { title } = JSON.parse(goodListings).fr.home;
  for (;;) {
    // A connection the server closed as it was reused: asked again.
    const french = await served(paths.home.fr).catch(() => ({ status: 0, text: problem }));
    if (!french.text.includes(french.status === 200 ? "</html>" : problem))
      wrong.push(`${french.status}: ${french.text.slice(-200)}`);
    if (
      french.status === 200 &&
      french.text.includes(`<title>${title}</title>`) &&
      french.text.includes(lead) &&
      (await served(paths.home.en)).text.includes(`>${projects}<`)
    )
      break;
    if (Date.now() - fixed > BUILD_MS) return [...wrong, "the saved changes, never shown"];
    await setTimeout(250);
  }
  console.log(`The local site showed the saved changes ${Date.now() - fixed} ms after the fix.`);
  return wrong;
}

// One build for both: the owner's changes are saved while the file broken by hand still stops
// every build, which its fix then lets through. The editor's own checks run while it builds.
test("with no good build yet and one file broken, each page says what to fix and the terminal does not say a site is served; meanwhile the owner changes a figure and a French sentence, each file by one line; then the file is fixed", async () => {
  test.setTimeout(BUILD_MS * 2);
  await printedSince(0).toContain(problem);
  expect(printed).not.toContain(BUILD_SAYS.kept);
  await expect
    .poll(async () => (await served(paths.home.en)).text, { timeout: BUILD_MS })
    .toContain(problem);
  // Once, as the editor and the file name it, in plain words.
  const { text } = await served(paths.home.en);
  expect(text.split(problem), "said once").toHaveLength(2);
  expect(text).toContain(`${problem})`);

  expect(words.fr.home.hero.lead).not.toBe(lead);
  const [siteBefore, homeBefore] = await Promise.all(["site.json", "home.json"].map(contentText));

  await openEntry("site");
  await editorField("site:figures.projects").fill(String(projects));
  await publish();
  await expectSaved("site.json", (content) => content.figures?.projects, projects);

  await openEntry("home");
  await (await frenchField("home:hero.lead")).fill(lead);
  await publish();
  await expectSaved("home.json", (content) => content.fr?.hero.lead, lead);
  expect(violations, "the editor runs under its own policy").toEqual([]);
  expect(errors, "the editor's errors").toEqual([]);
  expect(changedLines(siteBefore!, await contentText("site.json"))).toHaveLength(1);
  expect(changedLines(homeBefore!, await contentText("home.json"))).toEqual([
    `      "lead": ${JSON.stringify(lead)},`,
  ]);

  await writeFile(contentPath("listings.json"), goodListings);
  wrongWhileBuilt = watchBuildAfterFix();
});

test("the editor refuses what the build would, in the build's words: a title over 60 characters, a description too long once its promise is filled in, an empty field", async () => {
  const before = await contentText("listings.json");
  await openEntry("listings");
  const title = "x".repeat(61);
  const description = `${"x".repeat(142)} {replyTime}.`;
  // The first of each is the English home page's (fill waits for the entry to load).
  await editorField("listings:home.title").first().fill(title);
  await editorField("listings:home.description").first().fill(description);
  await editorField("listings:socialCard.alt").first().fill("");
  await publish();
  for (const [key, value] of [
    ["listings:home.title", title],
    ["listings:home.description", description],
  ] as const)
    await expect(
      page.getByText(`${label(key)} ${fieldProblem(key, value, "en")}`, { exact: true }),
    ).toBeVisible();
  await expect(page.getByText(`${label("listings:socialCard.alt")} is required`)).toBeVisible();
  expect(await contentText("listings.json")).toBe(before);
});

test("a figure typed as 13.5 or 1.200 is refused in the build's words, never saved rounded", async () => {
  const before = await contentText("site.json");
  await openEntry("site");
  const field = editorField("site:figures.projects");
  for (const [typed, read] of [
    ["13.5", 13.5],
    ["1.200", 1.2],
  ] as const) {
    await field.fill(typed);
    await publish();
    const problem = fieldProblem("site:figures.projects", read, "")!;
    await expect(page.getByText(`${label("site:figures.projects")} ${problem}`)).toBeVisible();
  }
  expect(await contentText("site.json")).toBe(before);
});

test("across the languages, a paragraph added on one side only, a question deleted on the other and a French text left in English are refused in the build's words, never saved", async () => {
  const before = await contentText("home.json");
  const home = JSON.parse(before);
  await openEntry("home");
  const paragraphs = label("home:about.paragraphs");
  // The English side's list, the first of the two.
  await page
    .getByRole("button", { name: `Add ${paragraphs}` })
    .first()
    .click();
  const added = "One more paragraph, in English only.";
  await page
    .getByLabel(paragraphs, { exact: true })
    .nth(home.en.about.paragraphs.length)
    .fill(added);
  const english = home.en.hero.lead;
  await (await frenchField("home:hero.lead")).fill(english);
  await publish();
  const edited = {
    en: { ...home.en, about: { paragraphs: [...home.en.about.paragraphs, added] } },
    fr: { ...home.fr, hero: { ...home.fr.hero, lead: english } },
  };
  for (const problem of [
    ...listLengthProblems("home.json", edited, "fr"),
    ...untranslatedProblems("home.json", edited, "fr", (field) => isName("home", field)),
  ])
    await expect(page.getByText(problem)).toBeVisible();
  expect(await contentText("home.json")).toBe(before);

  // A question removed with its × on the French side only: the last, shown folded by its question.
  const faqBefore = await contentText("faq.json");
  const faq = JSON.parse(faqBefore);
  await openEntry("faq");
  await page
    .getByText(faq.fr.questions.at(-1).question, { exact: true })
    .locator("xpath=preceding-sibling::*[1]")
    .getByRole("button")
    .last()
    .click();
  await publish();
  const withoutIt = { ...faq, fr: { ...faq.fr, questions: faq.fr.questions.slice(0, -1) } };
  const [problem] = listLengthProblems("faq.json", withoutIt, "fr");
  await expect(page.getByText(problem!)).toBeVisible();
  expect(await contentText("faq.json")).toBe(faqBefore);
});

test("under The firm, what is still to confirm is listed in the editor's labels, and Confirmed by the firm offers only what exists; no Media tab offers an upload", async () => {
  const toConfirm = stillToConfirm(readContentFile(project)).map(inEditorWords);
  expect(toConfirm.length, "something to confirm in the shipped content").toBeGreaterThan(0);
  await openEntry("site");
  const confirmed = editorFile("site").fields.find((field) => field.name === "confirmed")!;
  // A choice, not a text: Decap's select, labelled "(optional)".
  const choice = page.getByRole("combobox", { name: confirmed.label as string });
  await choice.click();
  await expect(page.getByRole("option")).toHaveText(
    (confirmed.options as { label: string }[]).map((option) => option.label),
  );
  await choice.fill("A name the build refuses");
  await expect(page.getByRole("option")).toHaveCount(0);

  await page.goto(`${origin}${ADMIN_PATH}#/`);
  await page.getByRole("link", { name: editorFile("site").collection }).click();
  for (const line of toConfirm) await expect(page.getByText(line)).toBeVisible();
  // Decap's header, with no Media tab beside Contents: nothing is uploaded that is never published.
  await expect(page.getByRole("link", { name: "Contents" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Media" })).toHaveCount(0);
});

test("the local editor answers this machine only, not the network", async () => {
  const { port } = new URL(origin);
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && address.family === "IPv4");
  for (const address of addresses)
    await expect(fetch(`http://${address!.address}:${port}${ADMIN_PATH}`)).rejects.toThrow();
  // A name other than localhost's (DNS rebinding): server/edit-server.test.ts.
});

test("French written once is never replaced by English: filling in from the other language fills only what is empty; beside the fields, the preview lays the words out in the site's own sections, in the language being edited, as they are typed", async () => {
  violations.length = errors.length = 0; // this test's own
  const { en, fr } = await contentFile("home.json");
  await openEntry("home");
  const frenchLead = await frenchField("home:hero.lead");
  await expect(frenchLead).toHaveValue(fr.hero.lead);
  // The French side's own "fill in" menu, the second of the two.
  await page.getByText("Fill in from another locale").nth(1).click();
  await page.getByRole("menuitem", { name: "en" }).click();
  await expect(frenchLead).toHaveValue(fr.hero.lead);

  const lead = `${en.hero.lead} Typed in the editor.`;
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const hero = page.frameLocator("#preview-pane").getByRole("region", { name: site.name });
  await expect(hero).toContainText(en.hero.lead);
  // The English side's first, while the preview takes the French side's place.
  await editorField("home:hero.lead").first().fill(lead);
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

// While it builds, the editor's own checks above ran.
test("the file fixed, the local site shows the figure and the sentence saved meanwhile without a restart, each answer whole while it is built", async () => {
  test.setTimeout(BUILD_MS * 2);
  expect(await wrongWhileBuilt).toEqual([]);
});

test("a trade added to trades.json is a page in each language, a card on each home page and a line of the sitemap, with no code changed", async () => {
  const sitemap = (await served("/sitemap.xml")).text;
  for (const language of languageList) {
    const { address, heading } = newTrade[language];
    const path = tradePaths[0]![language].replace(/[^/]+$/, address);
    const page = await served(path);
    expect(page.status, path).toBe(200);
    expect(page.text).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect((await served(paths.home[language])).text).toMatch(
      new RegExp(`href="${path}"[^>]*>${heading}<`),
    );
    expect(sitemap).toContain(`${path}</loc>`);
  }
});

// On the site built once the file was fixed: no plain local build (npm start) has the editor.
test("the editor is no page: kept out of search engines, and no page loads its code", async ({
  page,
}) => {
  const admin = await fetch(`${origin}${ADMIN_PATH}`);
  expect(admin.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect((await served("/robots.txt")).text).toContain(`Disallow: ${ADMIN_PATH}`);
  expect((await served("/sitemap.xml")).text).not.toContain(ADMIN_PATH);

  const fromAdmin: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.startsWith(ADMIN_PATH)) fromAdmin.push(sent.url());
  });
  // Each kind of page: a French one is the same code. (No unsafe-eval in any page's policy, which
  // the editor's needs: tests/hosts/security.spec.ts.)
  for (const path of englishPagePaths)
    expect((await page.goto(`${origin}${path}`))?.status(), path).toBe(200);
  expect(fromAdmin).toEqual([]);
});

test("a file broken by hand leaves the last good site served and the editor working, the terminal naming the file, the field and the rule; put back, the terminal says the site shows it", async () => {
  test.setTimeout(BUILD_MS * 2);
  const listings = JSON.parse(goodListings);
  const good = listings.fr.home.title as string;
  await editorIdle();
  const shownBefore = (await served(paths.home.fr)).text;
  expect(shownBefore).toContain(`<title>${good}</title>`);

  listings.fr.home.title = `${good} ${"x".repeat(61)}`;
  let said = printed.length;
  await writeFile(contentPath("listings.json"), JSON.stringify(listings, null, 2));
  await printedSince(said).toContain("listings.json: fr.home.title must be at most 60 characters");
  expect((await served(paths.home.fr)).text).toBe(shownBefore);
  expect((await served(ADMIN_PATH)).status).toBe(200);

  // As it was: the site served already shows it, and nothing is built.
  said = printed.length;
  await writeFile(contentPath("listings.json"), goodListings);
  await printedSince(said).toContain(BUILD_SAYS.unchanged);
  expect(printed.slice(said)).not.toContain(BUILD_SAYS.started);
  expect((await served(paths.home.fr)).text).toBe(shownBefore);
});

test("after a Publish, retyping the value a field had when opened saves it: the one-word undo; the site, already showing it, is not built again", async () => {
  test.setTimeout(BUILD_MS * 2);
  const { projects } = (await contentFile("site.json")).figures;
  await editorIdle();
  const said = printed.length;
  await openEntry("site");
  const field = editorField("site:figures.projects");
  for (const value of [projects + 5, projects]) {
    await field.fill(String(value));
    await publish();
    await expectSaved("site.json", (content) => content.figures?.projects, value);
  }
  // The build the first Publish started stops: its content is no longer the content.
  await printedSince(said).toContain(BUILD_SAYS.unchanged);
  expect(printed.slice(said)).not.toContain(BUILD_SAYS.served);
});

test("the deploy build, run meanwhile, leaves the local site and the editor served", async () => {
  await editorIdle();
  // `npm run build` empties build/ and writes its own build there.
  await rm(join(project, "build"), { recursive: true, force: true });
  expect((await served(paths.home.en)).status).toBe(200);
  expect((await served(ADMIN_PATH)).status).toBe(200);
});
