// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { colours } from "./brand";

const stylesheet = readFileSync(new URL("../app.css", import.meta.url), "utf8");
const cssName = (name: string) => `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

describe("the stylesheet's theme", () => {
  it.each(Object.entries(colours))("declares %s as brand.ts does", (name, value) => {
    expect(stylesheet).toContain(`${cssName(name)}: ${value};`);
  });
});
