import { transform } from "lightningcss";
import { describe, expect, it } from "vitest";
import { dropPropertiesPolyfill } from "./css-polyfills.ts";

const minified = (css: string) =>
  transform({
    filename: "app.css",
    code: Buffer.from(css),
    minify: true,
    visitor: dropPropertiesPolyfill,
  }).code.toString();

describe("the stylesheet without Tailwind's polyfill for browsers without @property", () => {
  const tailwindEnd = `@layer properties;
@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000; }
.shadow { box-shadow: var(--tw-shadow); }
@layer properties {
  @supports ((-webkit-hyphens: none) and (not (margin-trim: block))) {
    *, ::before, ::after { --tw-shadow: 0 0 #0000; }
  }
}`;

  it("drops the polyfill and keeps the @property rules and everything else", () => {
    const css = minified(tailwindEnd);
    expect(css).not.toContain("margin-trim");
    expect(css).toContain("@property --tw-shadow");
    expect(css).toContain(".shadow{box-shadow:var(--tw-shadow)}");
  });

  it("keeps a properties layer that holds rules of its own", () => {
    expect(minified("@layer properties { .a { color: red } }")).toContain(".a{color:red}");
  });
});
