import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

const SERVICES = [
  "Mechanical Electrical & Plumbing (MEP)",
  "Structured Cabling (Telecommunication)",
  "Security System",
  "Audio & Visual System",
  "Fire Alarm System",
  "HVAC, Demolition, Lighting Protection",
];
const REASONS = [
  "Fast Turnaround",
  "Accuracy and Reliability",
  "Cost-Saving Estimates",
  "Industry Expertise",
];
const FIGURES = { projects: "47", clients: "13", successRate: "98%" };
const LABELS = { projects: "Projects", clients: "Clients", successRate: "Success Rate" };

const counter = (page: Page, label: string) => page.getByTestId(`count-${label}`);
const countValue = async (page: Page, label: string) =>
  Number((await counter(page, label).textContent())?.replace("%", ""));
const revealOpacities = (page: Page) =>
  page
    .locator("[data-reveal]")
    .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).opacity));

test("the sections come in the order of the specification, with their texts and anchors", async ({
  page,
}) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Exact Bids");
  await expect(
    main.getByText("We are the solution to your bidding errors", { exact: true }),
  ).toBeVisible();
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "Who are we?",
    "Why Choose Us",
    "These Are Our Services",
    "Our work in numbers",
  ]);
  await expect(page.locator("#aboutus").getByRole("heading", { level: 2 })).toHaveText(
    "Who are we?",
  );
  await expect(page.locator("#services").getByRole("heading", { level: 2 })).toHaveText(
    "These Are Our Services",
  );
  for (const claim of [
    "cost estimates",
    "quantity takeoffs",
    "labour cost analysis",
    "Bid preparation",
  ]) {
    await expect(page.locator("#aboutus")).toContainText(claim);
  }
});

test("the four reasons are numbered 01 to 04, in order", async ({ page }) => {
  await page.goto("/");
  const reasons = page.getByRole("region", { name: "Why Choose Us" }).getByRole("listitem");
  await expect(reasons.getByRole("heading", { level: 3 })).toHaveText(REASONS);
  await expect(reasons).toHaveText([/^01/, /^02/, /^03/, /^04/]);
});

test("the services section has the six cards", async ({ page }) => {
  await page.goto("/");
  const cards = page.locator("#services").getByRole("listitem");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(SERVICES);
  for (const card of await cards.all()) {
    await expect(card.locator("svg")).toHaveCount(1);
    await expect(card.getByRole("paragraph")).not.toBeEmpty();
  }
});

test("Get Free Quote leads to the contact page", async ({ page }) => {
  await page.goto("/");
  const cta = page.getByRole("link", { name: "Get Free Quote" });
  await expect(cta).toHaveAttribute("href", "/contact-us");
  await cta.click();
  await expect(page).toHaveURL("/contact-us");
});

test("the statistics count up from 0 once the strip is seen, once only", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await hydrated(page);
  // From here the page's timers and animation frames run only when the test says so.
  await page.clock.install();
  for (const [label, value] of Object.entries(FIGURES)) {
    await expect(counter(page, label)).toHaveText(value.replace(/\d+/, "0"));
  }

  const strip = page.getByRole("region", { name: "Our work in numbers" });
  await strip.scrollIntoViewIfNeeded();
  await page.clock.runFor(1200);
  await expect.poll(() => countValue(page, "projects")).toBeGreaterThan(0);
  expect(await countValue(page, "projects")).toBeLessThan(47);

  await page.clock.runFor(2000);
  for (const [label, value] of Object.entries(FIGURES))
    await expect(counter(page, label)).toHaveText(value);

  // Seen again later: it does not count a second time.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.clock.runFor(300);
  await strip.scrollIntoViewIfNeeded();
  await page.clock.runFor(500);
  for (const [label, value] of Object.entries(FIGURES))
    await expect(counter(page, label)).toHaveText(value);
});

test("where the counter cannot load, the strip shows the real figures and the page stays", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/Failed to load resource|Failed to fetch dynamically imported module/);
  await page.route("**/assets/counting-number-*.js", (route) => route.abort());
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("region", { name: "Our work in numbers" }).scrollIntoViewIfNeeded();
  for (const [label, value] of Object.entries(FIGURES))
    await expect(counter(page, label)).toHaveText(value);
  await expect(page.getByRole("heading", { level: 1, name: "Exact Bids" })).toBeVisible();
});

test("screen readers get the real figures while the numbers move", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await expect(counter(page, "projects")).toHaveText("0");
  const strip = page.getByRole("region", { name: "Our work in numbers" });
  for (const [id, value] of Object.entries(FIGURES)) {
    await expect(strip.getByRole("definition").filter({ hasText: value }).first()).toBeAttached();
    await expect(
      strip.getByRole("term").filter({ hasText: LABELS[id as keyof typeof LABELS] }),
    ).toBeAttached();
  }
  await expect(counter(page, "projects")).toHaveAttribute("aria-hidden", "true");
});

test("sections below the fold reveal as they scroll into view", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await hydrated(page);
  const card = page.locator("#services [data-reveal]").last();
  await expect(card).toHaveAttribute("data-reveal", "hidden");
  await expect.poll(() => card.evaluate((node) => getComputedStyle(node).opacity)).toBe("0");
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute("data-reveal", "shown");
  await expect.poll(() => card.evaluate((node) => getComputedStyle(node).opacity)).toBe("1");
  // The hero, on screen from the start, never hides.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("with reduced motion the figures are final at once and nothing is hidden", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await hydrated(page);
  await page.clock.install();
  expect(new Set(await revealOpacities(page))).toEqual(new Set(["1"]));
  await page.getByRole("region", { name: "Our work in numbers" }).scrollIntoViewIfNeeded();
  for (const [label, value] of Object.entries(FIGURES))
    await expect(counter(page, label)).toHaveText(value);
  await page.clock.runFor(3500);
  for (const [label, value] of Object.entries(FIGURES))
    await expect(counter(page, label)).toHaveText(value);
  expect(new Set(await revealOpacities(page))).toEqual(new Set(["1"]));
});

test("without JavaScript every section is visible with the real figures", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  for (const heading of ["Who are we?", "Why Choose Us", "These Are Our Services"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  expect(new Set(await revealOpacities(page))).toEqual(new Set(["1"]));
  for (const [label, value] of Object.entries(FIGURES))
    await expect(counter(page, label)).toHaveText(value);
  await context.close();
});

test("nothing overflows horizontally at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ["/", "/contact-us"]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  }
});
