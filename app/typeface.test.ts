import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import publicSans from "@capsizecss/metrics/publicSans";
import roboto from "@capsizecss/metrics/roboto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const css = readFileSync(join(import.meta.dirname, "app.css"), "utf8");

/** The descriptors of each @font-face, by family: { "Public Sans Fallback: Arial": { … } }. */
const faces = (text: string) =>
  Object.fromEntries(
    [...text.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = ""]) => {
      const descriptors = Object.fromEntries(
        body
          .split(";")
          .map((line) => line.split(/:(.*)/s).map((part) => part.trim()))
          .filter(([name, value]) => name && value)
          .map(([name, value]) => [name, value?.replace(/^"|"$/g, "")]),
      );
      return [descriptors["font-family"], descriptors];
    }),
  );

describe("the typeface's stand-ins", () => {
  // What capsize computes for Public Sans over each system font: its size and line metrics.
  const expected = faces(createFontStack([publicSans, arial, roboto]).fontFaces);
  const site = faces(css);

  /** A face's overrides as numbers, to a hundredth of a percent (far below a pixel). */
  const overrides = (descriptors: Record<string, string | undefined> = {}) =>
    Object.fromEntries(
      Object.entries(descriptors)
        .filter(([name]) => name.endsWith("-override") || name === "size-adjust")
        .map(([name, value]) => [name, Math.round(Number.parseFloat(value!) * 100) / 100]),
    );

  it.each(Object.keys(expected))(
    "%s gives the system font Public Sans's measures, so nothing moves when it arrives",
    (family) => {
      expect(overrides(site[family])).toEqual(overrides(expected[family]));
    },
  );

  it("the page's fonts are the stand-ins, after Public Sans where a page names it", () => {
    const [typeface, ...standIns] = createFontStack([publicSans, arial, roboto])
      .fontFamily.split(", ")
      .slice(0, 3);
    const stack = `var(--typeface, ${standIns[0]}), ${standIns.join(", ")}, sans-serif;`;
    expect(css.replace(/\s+/g, " ")).toContain(`--font-sans: ${stack}`);
    expect(css).toContain(`--typeface: ${typeface};`);
  });
});
