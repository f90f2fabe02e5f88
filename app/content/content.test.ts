/**
 * The content's shape beyond its schema: what the pages link to. The words themselves are the
 * owner's: the specification's are checked once, against the shipped defaults
 * (tests/pages/specification.spec.ts), and every rule the build holds them to is checked by
 * build-time/content-check.test.ts, so an owner's edit that the build takes keeps this green.
 */
import { describe, expect, it } from "vitest";
import { navLinks, pagePath, sectionPath } from "~/lib/navigation";
import { languageList } from "./pages";

describe("site content", () => {
  it("links the header and the footer to the home page, its two sections and the contact page, in each language", () => {
    for (const language of languageList) {
      const targets = [
        pagePath("home", language),
        sectionPath("about", language),
        sectionPath("services", language),
        pagePath("contact", language),
      ];
      expect(navLinks("header", language).map((link) => link.to)).toEqual(targets);
      const footerOrder = [0, 2, 1, 3].map((index) => targets[index]);
      expect(navLinks("footer", language).map((link) => link.to)).toEqual(footerOrder);
    }
  });
});
