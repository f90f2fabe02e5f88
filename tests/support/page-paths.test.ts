/**
 * A page's address lives in app/content/pages.ts; tests and scripts read it through
 * tests/support/. This fails where one is written out anywhere else under tests/ or scripts/, or
 * in a unit test beside the code, so a renamed page cannot leave a test checking the old address.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allPagePaths } from "./site-facts.ts";

const ROOTS = ["tests", "scripts"];
/** Where the site's code is, and its unit tests beside it: only the tests are read there. */
const CODE_ROOTS = ["app", "build-time", "server"];
const SUPPORT = join("tests", "support");
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const UNIT_TEST = /\.test\.(ts|tsx)$/;

/**
 * A string or template literal that is a page path, or starts with one and goes on with a query,
 * a hash, an interpolation, or (after a path without a trailing slash) a deeper path: `"/fr/"`,
 * `'/contact-us?x'`, `` `/#services` ``, `` `${origin}/contact-us` ``. Not `"/favicon.svg"`, and
 * not the root "/" where it is a mere slash: joined to an interpolation (`${folder}/`, `/${file}`)
 * or given to a string method (`split("/")`).
 */
function pagePathLiteral(path: string) {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const root = path === "/";
  const opens = root ? "[\"'`]" : "(?:[\"'`]|\\})";
  const goesOn = root ? "[?#]" : path.endsWith("/") ? "[?#]|\\$\\{" : "[?#/]|\\$\\{";
  const stringMethod =
    "(?<!\\.(?:includes|split|join|startsWith|endsWith|indexOf|replace|replaceAll)\\()";
  return new RegExp(`${stringMethod}${opens}${escaped}(?:["'\`]|${goesOn})`);
}

/** Every page path written out in `text`, with the line it is on. */
function pagePathsIn(text: string): string[] {
  const patterns = allPagePaths.map((path) => [path, pagePathLiteral(path)] as const);
  return text
    .split("\n")
    .flatMap((line, index) =>
      patterns.filter(([, pattern]) => pattern.test(line)).map(([path]) => `${index + 1}: ${path}`),
    );
}

const sourceFiles = (root: string, kind = SOURCE) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((file) => join(root, file))
    .filter((file) => kind.test(file) && !file.startsWith(SUPPORT));

const pagePathsInFiles = (files: string[]) =>
  files.flatMap((file) =>
    pagePathsIn(readFileSync(file, "utf8")).map((where) => `${file}:${where}`),
  );

describe("page paths", () => {
  it("finds a page path written as a literal, and nothing else", () => {
    expect(pagePathsIn(`page.goto("/contact-us");`)).toEqual(["1: /contact-us"]);
    expect(pagePathsIn("x\nrequest.get(`${base}/fr/nous-joindre?ref=card`)")).toHaveLength(1);
    expect(pagePathsIn(`["/fr/", "/#services"]`)).toHaveLength(2);
    const others = [`goto("/favicon.svg")`, `"/fr/page-inconnue"`, `x.replaceAll("/", "-")`];
    for (const other of [...others, "`${folder}/`", "`/${file}`"])
      expect(pagePathsIn(other), other).toEqual([]);
  });

  it.each(ROOTS)("are read from tests/support/, never written out in %s/", (root) => {
    expect(pagePathsInFiles(sourceFiles(root))).toEqual([]);
  });

  it.each(CODE_ROOTS)("are read from tests/support/ by the unit tests in %s/", (root) => {
    expect(pagePathsInFiles(sourceFiles(root, UNIT_TEST))).toEqual([]);
  });
});
