import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import publicSans from "@capsizecss/metrics/publicSans";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const css = readFileSync(join(import.meta.dirname, "app.css"), "utf8");

/** The descriptors of each @font-face: [{ "font-family": "Public Sans Fallback", … }]. */
const faces = (text: string) =>
  [...text.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = ""]) =>
    Object.fromEntries(
      body
        .split(";")
        .map((line) => line.split(/:(.*)/s).map((part) => part.trim()))
        .filter(([name, value]) => name && value)
        .map(([name, value]) => [name!, value!.replace(/^"|"$/g, "")]),
    ),
  );

/** A face's overrides as numbers, to a hundredth of a percent (far below a pixel). */
const overrides = (descriptors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(descriptors)
      .filter(([name]) => name.endsWith("-override") || name === "size-adjust")
      .map(([name, value]) => [name, Math.round(Number.parseFloat(value) * 100) / 100]),
  );

describe("the typeface's stand-in", () => {
  // What capsize computes for Public Sans over Arial: its size and line metrics.
  const stack = createFontStack([publicSans, arial]);
  const [expected] = faces(stack.fontFaces);
  const standIns = faces(css).filter((face) => face["font-family"] === expected!["font-family"]);

  it("is Arial, regular and bold, resized to Public Sans's measures", () => {
    expect(standIns.map((face) => face["font-weight"])).toEqual(["100 500", "600 900"]);
    for (const face of standIns) expect(overrides(face)).toEqual(overrides(expected!));
  });

  it("comes after Public Sans where a page names it, else first", () => {
    const [typeface, standIn] = stack.fontFamily.split(", ");
    expect(css.replace(/\s+/g, " ")).toContain(
      `--font-sans: var(--typeface, ${standIn}), ${standIn}, sans-serif;`,
    );
    expect(css).toContain(`--typeface: ${typeface};`);
  });
});
