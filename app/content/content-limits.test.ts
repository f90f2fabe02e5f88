/**
 * What search engines and visitors need from the content: each failure names the field to fix.
 */
import { describe, expect, it } from "vitest";
import { about, statistics, whyChooseUs } from "./home";
import { contact } from "./contact";
import { promisesToConfirm } from "./promises-to-confirm";
import { contactListing, homeListing } from "./search-and-sharing";
import { site } from "./site";

const listings = { homeListing, contactListing };

describe("search listings", () => {
  it("have titles of at most 60 characters (search engines cut longer ones)", () => {
    for (const [name, { title }] of Object.entries(listings))
      expect(
        title.length,
        `${name}.title is ${title.length} characters: "${title}"`,
      ).toBeLessThanOrEqual(60);
  });

  it("have descriptions of 50 to 160 characters", () => {
    for (const [name, { description }] of Object.entries(listings)) {
      const field = `${name}.description is ${description.length} characters: "${description}"`;
      expect(description.length, field).toBeGreaterThanOrEqual(50);
      expect(description.length, field).toBeLessThanOrEqual(160);
    }
  });
});

describe("contact details", () => {
  it("give a valid contact e-mail", () => {
    expect(site.email, `site.email "${site.email}" is not a valid address`).toMatch(
      /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i,
    );
  });
});

describe("figures", () => {
  it("are whole numbers", () => {
    for (const { label, value } of statistics.figures)
      expect(
        Number.isInteger(value) && value >= 0,
        `statistics.figures "${label}": ${value} is not a whole number`,
      ).toBe(true);
  });
});

describe("promises to confirm before launch", () => {
  const shownTexts = JSON.stringify([about, whyChooseUs, contact, listings]);

  it("are each still shown on the site", () => {
    for (const [name, text] of Object.entries(promisesToConfirm))
      expect(shownTexts, `promisesToConfirm.${name} ("${text}") is not shown anywhere`).toContain(
        text,
      );
  });
});
