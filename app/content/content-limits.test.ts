/**
 * What search engines and visitors need from the content: each failure names the field to fix.
 */
import { describe, expect, it } from "vitest";
import { contact as englishContact } from "./en/contact";
import { home as englishHome } from "./en/home";
import { listings as englishListings } from "./en/listings";
import { contact as frenchContact } from "./fr/contact";
import { home as frenchHome } from "./fr/home";
import { listings as frenchListings } from "./fr/listings";
import { promisesToConfirm } from "./promises-to-confirm";
import { figures, site } from "./site";

const listings = {
  "en/listings.home": englishListings.home,
  "en/listings.contact": englishListings.contact,
  "fr/listings.home": frenchListings.home,
  "fr/listings.contact": frenchListings.contact,
};
const shownTexts = {
  en: JSON.stringify([englishHome, englishContact, englishListings]),
  fr: JSON.stringify([frenchHome, frenchContact, frenchListings]),
};

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
    for (const { id, value } of figures)
      expect(
        Number.isInteger(value) && value >= 0,
        `figures "${id}": ${value} is not a whole number`,
      ).toBe(true);
  });
});

describe("promises to confirm before launch", () => {
  it("are each still shown on the site, in every language", () => {
    for (const [language, promises] of Object.entries(promisesToConfirm))
      for (const [name, text] of Object.entries(promises))
        expect(
          shownTexts[language as keyof typeof shownTexts],
          `promisesToConfirm.${language}.${name} ("${text}") is not shown anywhere`,
        ).toContain(text);
  });
});
