/**
 * States every visitor can see, in every engine, read from what the browser painted: the focus
 * ring on every surface a Tab reaches, a refused field, the logo on the header; and the form's
 * Send, or the firm's e-mail without JavaScript.
 */
import {
  type Box,
  type Rgb,
  computed,
  contrast,
  focusIndicator,
  picture,
} from "../support/painted";
import { colours } from "../../app/brand/brand";
import { paths, site as firm, words } from "../support/site-facts";
import type { Tab } from "../support/browsers/driver";
import { type Mode, expect, fieldValue, poll, test } from "../support/engine-fixtures";

const DESKTOP = { width: 1440, height: 900 };

/**
 * Runs in the page: where the focused element is (brought to the middle of the view at once, as
 * the site's smooth scrolling would still be moving it, unless asked to leave it in place), or,
 * asked for all, where every element a Tab reaches is, in the order it reaches them (the site
 * sets no tabindex above 0); each marked by its place in that order, with the surface it sits on:
 * the first colour behind it that is not transparent, and its kind of element.
 */
function tabStops(which: "focused" | "focused, in place" | "all") {
  const stopOf = (element: HTMLElement) => {
    let behind: Element | null = element.parentElement;
    let colour = "";
    for (; behind && !colour; behind = behind.parentElement) {
      const { backgroundColor, position } = getComputedStyle(behind);
      if (backgroundColor !== "rgba(0, 0, 0, 0)") colour = backgroundColor;
      // The fixed header is transparent over the band below it, teal once the page has scrolled.
      else if (position === "fixed") colour = `fixed, scrolled ${scrollY > 0}`;
    }
    return {
      order: Number(element.dataset.tabStop ?? -1),
      // The ring's colour follows the surface (app.css): one check per surface and kind of element.
      surface: `${colour || "page"} | ${element.tagName}`,
      name: `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("name") || "").trim().slice(0, 40)}"`,
    };
  };
  window.scrollTo({ left: scrollX, top: scrollY, behavior: "instant" });
  if (which === "all") {
    const reached = [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, input, select, textarea, summary",
      ),
    ].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(":disabled") &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    reached.forEach((element, order) => (element.dataset.tabStop = String(order)));
    return reached.map(stopOf);
  }
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return [];
  if (which === "focused") element.scrollIntoView({ block: "center", behavior: "instant" });
  return [stopOf(element)];
}

type Stop = ReturnType<typeof tabStops>[number];

/** Where the focused element is (tabStops), if one is. */
const focusedStop = async (tab: Tab, inPlace?: "in place") =>
  (await tab.evaluate(tabStops, inPlace ? "focused, in place" : "focused"))[0];

/**
 * Runs in the page: once nothing moves or is still to come in the view (no transition or
 * animation running on the document's clock: the reveal, the drawer sliding in; not the header's
 * scroll-driven one, nor one that never ends; fonts and images in; no section on screen still to
 * be revealed), where the elements `selectors` find are (null: the focused one) and how many device
 * pixels a CSS pixel takes; until then, null.
 */
function stillBoxes(selectors: (string | null)[]): { boxes: Box[]; scale: number } | null {
  const running = document
    .getAnimations()
    .some(
      (animation) =>
        animation.playState === "running" &&
        animation.timeline === document.timeline &&
        animation.effect?.getComputedTiming().iterations !== Infinity,
    );
  const loading =
    document.fonts.status !== "loaded" || [...document.images].some((image) => !image.complete);
  const unrevealed = [...document.querySelectorAll("[data-reveal]")].some((node) => {
    const { top, bottom } = node.getBoundingClientRect();
    return bottom > 0 && top < innerHeight && getComputedStyle(node).opacity !== "1";
  });
  if (running || loading || unrevealed) return null;
  const boxes = selectors.map((selector) => {
    const element = selector ? document.querySelector(selector) : document.activeElement;
    const { x, y, width, height } = element!.getBoundingClientRect();
    return { x, y, width, height };
  });
  return { boxes, scale: devicePixelRatio };
}

/**
 * The view once it stands still (above), with the boxes of the elements `selectors` find in it.
 * The picture is taken after the page has said so, and shows the current state (driver.ts), so
 * one is enough. Elsewhere the page may still change (the figures count up).
 */
async function settled<const S extends (string | null)[]>(tab: Tab, selectors: S) {
  const still: { now?: ReturnType<typeof stillBoxes> } = {};
  await poll(async () => (still.now = await tab.evaluate(stillBoxes, selectors)), {
    message: "the view stands still",
  }).not.toBeNull();
  const { boxes, scale } = still.now!;
  return { boxes: boxes as { [K in keyof S]: Box }, scale, view: picture(await tab.screenshot()) };
}

/**
 * The focus ring of the focused element, against the same pixels unfocused; measured where the
 * element is once the view is still (the drawer slides in, a scroll can still be moving).
 */
async function checkFocusRing(tab: Tab, stop: Stop) {
  const { view: focused, boxes, scale } = await settled(tab, [null]);
  await tab.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    (window as unknown as { refocus: HTMLElement }).refocus = element;
    element.blur();
  });
  const { view: unfocused } = await settled(tab, []);
  // Focus back where it was, for the next Tab to go on from it.
  await tab.evaluate(() =>
    (window as unknown as { refocus: HTMLElement }).refocus.focus({ preventScroll: true }),
  );
  const { visible, required } = focusIndicator(unfocused, focused, boxes[0], scale);
  expect
    .soft(visible, `the focus ring of ${stop.name} on ${stop.surface}: pixels at 3:1 or more`)
    .toBeGreaterThanOrEqual(required);
}

/**
 * Checks the ring once on each surface and kind of element a Tab reaches on the page, unless an
 * earlier page checked it: the first element of each, reached by Tab from the stop before it.
 */
async function checkEverySurface(tab: Tab, checked: Set<string>) {
  // A blinking caret would never let a focused field's view settle; it is no focus indicator.
  await tab.evaluate(() =>
    document.documentElement.style.setProperty("caret-color", "transparent"),
  );
  for (const { order, surface } of await tab.evaluate(tabStops, "all")) {
    if (checked.has(surface)) continue;
    checked.add(surface);
    // From the stop before it: on a page just opened, the first stop is the first Tab's.
    if (order > 0) await tab.focus(`[data-tab-stop="${order - 1}"]`);
    await tab.press("Tab");
    const stop = await focusedStop(tab);
    expect(stop?.order, `the Tab after stop ${order - 1}: ${stop?.name}`).toBe(order);
    await checkFocusRing(tab, stop!);
  }
}

// One check per surface and kind of element: the home page checks what the contact page did not
// meet (today, nothing: the frame's surfaces and the form's are all on the contact page).
test("the focus ring stands out at 3:1 or more from every surface a Tab reaches on the contact and home pages", async ({
  site,
}) => {
  test.setTimeout(120_000);
  const checked = new Set<string>();
  const tab = await site.open(paths.contact.en, DESKTOP);
  await checkEverySurface(tab, checked);
  await site.visit(tab, paths.home.en);
  await checkEverySurface(tab, checked);
  expect(checked.size, "surfaces checked").toBeGreaterThan(2);
});

/** Runs in the page: whether the focused element is inside `selector`. */
const focusIsIn = (selector: string) => !!document.activeElement?.closest(selector);

// Two surfaces a Tab through the page from the top never meets: the header turns teal only once
// the page has scrolled (below, with the logo), and the menu is there only below the desktop
// breakpoint.
test("the focus ring stands out at 3:1 or more in the open menu", async ({ site }) => {
  // Below the desktop breakpoint, where the menu is, and wider than a phone: at 390 px WebKitGTK
  // under its driver matches no element with :focus-visible, on any page (1024 px and up do).
  const tab = await site.open(paths.home.en, { width: 1024 });
  await tab.focus('header button[aria-controls="nav-drawer"]');
  await tab.press("Enter");
  // The menu takes focus on its close button (the switch's, drawn over the menu); then its first
  // link. The ring is measured against what is painted behind each.
  await poll(() => tab.evaluate(focusIsIn, "#nav-drawer-switch")).toBe(true);
  const close = (await focusedStop(tab))!;
  expect(close.name).toContain(words.en.frame.menu.close);
  await checkFocusRing(tab, close);
  await tab.press("Tab");
  const link = (await focusedStop(tab))!;
  expect(link.surface).toBe(`${computed(colours.ink)} | A`);
  await checkFocusRing(tab, link);
});

const EMAIL = "#enquiry-email";
const WHITE = [255, 255, 255] as const;
const isRed = ([red, green, blue]: Rgb) => red > 2 * Math.max(green, blue);

type Look = { border: Rgb; sign: number };

/** The fields' painted borders (their left edge, halfway down) and the colour where their sign goes. */
async function fieldLooks<const S extends string[]>(tab: Tab, selectors: S) {
  const { view, boxes, scale } = await settled(tab, selectors);
  const looks: Look[] = boxes.map((box) => {
    const middle = box.y + box.height / 2;
    // The sign: a ring, 1.25rem wide, 0.875rem in from the right and top (app.css).
    const sign: number[] = [];
    for (let x = box.x + box.width - 36; x < box.x + box.width - 12; x += 1)
      sign.push(contrast(view.at(x * scale, (box.y + 24) * scale), WHITE));
    return { border: view.at((box.x + 1) * scale, middle * scale), sign: Math.max(...sign) };
  });
  return looks as { [K in keyof S]: Look };
}

// The style is CSS alone: with and without the page's scripts (before hydration, the form is the
// same prerendered markup as without JavaScript). Without them there is no Send: the page offers
// the firm's e-mail instead.
for (const mode of ["hydrated", "no-javascript"] as Mode[])
  test(`${mode}: a refused field shows it, in red with a sign, unlike a focused one, keeping what was typed${mode === "hydrated" ? "" : "; the page offers the firm's e-mail, not a Send button"}`, async ({
    site,
  }) => {
    const tab = await site.open(paths.contact.en, { ...DESKTOP, mode });
    if (mode === "no-javascript") {
      const offered = await tab.evaluate((email) => {
        const mail = document.querySelector<HTMLElement>(`a[href="mailto:${email}"]`);
        const send = document.querySelector<HTMLElement>('form button[type="submit"]');
        return { mail: !!mail?.checkVisibility(), send: !!send?.checkVisibility() };
      }, firm.email);
      expect(offered).toEqual({ mail: true, send: false });
    }
    const [untouched] = await fieldLooks(tab, [EMAIL]);
    expect(untouched.sign, "no sign before the visitor has typed").toBeLessThan(1.5);

    await tab.type(EMAIL, "jane@");
    await tab.focus("#enquiry-name");
    let looks: Look[] = [];
    await poll(async () => (looks = await fieldLooks(tab, [EMAIL, "#enquiry-name"]))[0]?.sign, {
      message: "a sign once the field is left refused",
    }).toBeGreaterThanOrEqual(3);
    const [refused, focusedField] = looks as [Look, Look];
    expect(await fieldValue(tab, EMAIL), "what was typed stays").toBe("jane@");
    // Red where it was grey, and where a focused field is teal; as clear on the white form as a
    // border must be (3:1, WCAG 1.4.11).
    expect(isRed(untouched.border)).toBe(false);
    expect(isRed(focusedField.border)).toBe(false);
    expect(isRed(refused.border), `the border ${refused.border.join(", ")}`).toBe(true);
    expect(contrast(refused.border, WHITE)).toBeGreaterThanOrEqual(3);
  });

test("the logo stands out at 3:1 or more from the header, over the dark band and scrolled; the focus ring stands out at 3:1 or more on the header once the page has scrolled", async ({
  site,
}) => {
  const tab = await site.open(paths.home.en, DESKTOP);
  for (const top of [0, 600]) {
    await tab.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), top);
    const { view, boxes, scale } = await settled(tab, ["header a img"]);
    const box = boxes[0];
    // The header beside the logo, and the logo's own edge, one pixel in, all round.
    const header = view.at((box.x - 4) * scale, (box.y + box.height / 2) * scale);
    const edge: number[] = [];
    for (let step = 0.2; step <= 0.8; step += 0.05) {
      const across = box.x + box.width * step;
      const down = box.y + box.height * step;
      for (const [x, y] of [
        [across, box.y + 1],
        [across, box.y + box.height - 1],
        [box.x + 1, down],
        [box.x + box.width - 1, down],
      ] as const)
        edge.push(contrast(view.at(x * scale, y * scale), header));
    }
    edge.sort((a, b) => a - b);
    expect(edge[Math.floor(edge.length / 2)], `scrolled ${top} px`).toBeGreaterThanOrEqual(3);
  }

  // The focus ring: the header tabbed to from the top of the page, as a visitor does.
  await tab.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  for (let stops = 0; stops < 4 && !(await tab.evaluate(focusIsIn, "header")); stops += 1)
    await tab.press("Tab");
  // Scrolled after the Tab: the skip link before the header brings the top of the page back.
  await tab.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  // The header is fixed: its link stays in place. Teal once the scroll has been followed.
  await poll(async () => (await focusedStop(tab, "in place"))?.surface).toBe(
    `${computed(colours.brand)} | A`,
  );
  await checkFocusRing(tab, (await focusedStop(tab, "in place"))!);
});
