/**
 * A page first painted below its top goes live in every engine: the contact page reloaded by a
 * visitor scrolled to Send (as one who has just pressed it is), and the home page opened from a
 * link at one of its sections. Firefox records no first contentful paint for such a page, so the
 * loader must not wait for that alone (build-time/paint-first.ts).
 */
import { paths, sectionPath, sections, words } from "../support/site-facts";
import type { Tab } from "../support/browsers/driver";
import { SEND, expect, isHydrated, poll, sendButtonState, test } from "../support/engine-fixtures";

const { contact } = words.en;

/** Whether the whole element is in view. */
const inView = (tab: Tab, selector: string) =>
  tab.evaluate((selector) => {
    const box = document.querySelector(selector)!.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  }, selector);

/** Whether the element starts at the top of the view, below the fixed header (scroll-padding-top). */
const atTheTop = (tab: Tab, selector: string) =>
  tab.evaluate((selector) => {
    const { top } = document.querySelector(selector)!.getBoundingClientRect();
    return top >= 0 && top < 200;
  }, selector);

test("reloaded while scrolled to Send, the contact page makes Send live and hydrates", async ({
  site,
}) => {
  const tab = await site.open(paths.contact.en);
  await tab.evaluate(
    (selector) =>
      document.querySelector(selector)!.scrollIntoView({ block: "center", behavior: "instant" }),
    SEND,
  );
  expect(await tab.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await tab.reload();
  // The page comes back where the visitor was (WebKit scrolls there smoothly): in Chromium and
  // Firefox its first paint is below its top.
  await poll(() => inView(tab, SEND)).toBe(true);
  await poll(() => sendButtonState(tab), { message: "Send is live" }).toEqual({
    text: contact.submit,
    disabled: false,
  });
  await poll(() => isHydrated(tab), { message: "the page hydrates" }).toBe(true);
});

for (const section of Object.keys(sections) as (keyof typeof sections)[]) {
  const path = sectionPath(section, "en");
  test(`opened from a link at ${path}, the home page shows the section and hydrates`, async ({
    site,
  }) => {
    // A link from elsewhere (an e-mail, a search result) opens a new page at the section;
    // site.open waits until it hydrates. WebKit may only then begin to scroll there, smoothly.
    const tab = await site.open(path);
    await poll(() => tab.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await poll(() => atTheTop(tab, `#${sections[section].en.anchor}`)).toBe(true);
  });
}
