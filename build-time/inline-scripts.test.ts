import { describe, expect, it } from "vitest";
import { minifyInlineScripts } from "./inline-scripts.ts";

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head>${scripts}</head><body></body></html>`;

describe("minifyInlineScripts", () => {
  it("shortens the scripts that run, classic and module, keeping what they do", () => {
    const classic = `if (true) {\n  var markScrolled = function () {\n    document.title = "scrolled";\n  };\n  markScrolled();\n}`;
    const module = `const { entry } = JSON.parse("{}");\nconsole.log(entry);`;
    const html = minifyInlineScripts(
      page(`<script>${classic}</script><script type="module">${module}</script>`),
      "index.html",
    );
    const [, classicOut, moduleOut] = html.match(
      /<script>(.*?)<\/script><script type="module">(.*?)<\/script>/,
    )!;
    expect(classicOut!.length).toBeLessThan(classic.length);
    expect(moduleOut!.length).toBeLessThan(module.length);
    // A classic script's top-level names are the page's globals: kept as written.
    expect(classicOut).toContain("markScrolled");
    expect(classicOut).toMatch(/document\.title\s*=\s*["'`]scrolled["'`]/);
  });

  it("leaves data blocks as they are", () => {
    const data =
      '<script type="application/ld+json">{ "name": "Exact Bids" }</script>' +
      '<script type="application/json" id="modules">{ "imports": [] }</script>' +
      '<script type="speculationrules">{ "prerender": [] }</script>';
    expect(minifyInlineScripts(page(data), "index.html")).toBe(page(data));
  });

  it("stops the build on a script that does not parse, naming the page", () => {
    expect(() => minifyInlineScripts(page("<script>if (</script>"), "fr/index.html")).toThrow(
      /fr\/index\.html/,
    );
  });
});
