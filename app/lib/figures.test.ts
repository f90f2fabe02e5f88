import { describe, expect, it } from "vitest";
import { languageList, languages } from "~/content/pages";
import type { Figure } from "~/content/site";
import { formatFigure } from "./figures";

const count: Figure = { id: "projects", value: 0, style: "decimal" };
const rate: Figure = { id: "successRate", value: 0, style: "percent" };

describe("formatFigure", () => {
  for (const language of languageList)
    it(`writes every number, counting, as Intl.NumberFormat("${languages[language].tag}") does`, () => {
      const { tag } = languages[language];
      const asCount = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
      const asPercent = new Intl.NumberFormat(tag, { style: "percent" });
      for (const value of [0, 7, 46.6, 98, 100, 999, 1000, 12345, 1234567]) {
        expect(formatFigure(count, value, language)).toBe(asCount.format(value));
        expect(formatFigure(rate, value, language)).toBe(asPercent.format(value / 100));
      }
    });
});
