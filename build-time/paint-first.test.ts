import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sendButtonWords } from "../app/enquiry/schema";
import { atPaintModule, deferHydration } from "./paint-first";

let clientDir: string;
const assets = (file: string) => join(clientDir, "assets", file);

beforeEach(async () => {
  clientDir = await mkdtemp(join(tmpdir(), "paint-first-"));
  await mkdir(join(clientDir, "assets"));
});
afterEach(() => rm(clientDir, { recursive: true, force: true }));

describe("atPaintModule", () => {
  it("follows the module's static imports however deep, each once, and not its dynamic ones", async () => {
    await writeFile(
      assets("send-before-hydration-A1.js"),
      'import{a as e}from"./store-B2.js";import"./runtime-C3.js";e();',
    );
    await writeFile(
      assets("store-B2.js"),
      'import{t}from"./runtime-C3.js";import{d}from"./deep-F6.js";const s=()=>import("./sdk-D4.js");export{s as a};',
    );
    await writeFile(assets("runtime-C3.js"), "export const t=1;");
    await writeFile(assets("deep-F6.js"), "export const d=1;");
    const { src, imports } = await atPaintModule(clientDir, "assets");
    expect(src).toBe("/assets/send-before-hydration-A1.js");
    expect(imports.toSorted()).toEqual([
      "/assets/deep-F6.js",
      "/assets/runtime-C3.js",
      "/assets/store-B2.js",
    ]);
  });

  it("says which file it expected, and where, when the build has none", async () => {
    await expect(atPaintModule(clientDir, "assets")).rejects.toThrow(
      /expected one send-before-hydration-\*\.js in .*assets, found 0.*atPaintPlugin\(\)/,
    );
  });
});

describe("deferHydration", () => {
  const atPaint = { src: "/assets/send-A1.js", imports: ["/assets/store-B2.js"] };
  const hydration =
    '<link rel="modulepreload" href="/assets/entry.client-E5.js">' +
    '<script type="module" async="">import("/assets/entry.client-E5.js");</script>';
  const page = (body: string) => `<html><head>${hydration}</head><body>${body}</body></html>`;
  const button = `<button type="submit" ${Object.entries(
    sendButtonWords({ live: "Send", sending: "Sending…" }),
  )
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ")} disabled="">Getting ready…</button>`;

  it("runs the at-paint module, its imports preloaded, ahead of hydration on a page with Send", () => {
    const html = deferHydration(page(`<form>${button}</form>`), "contact.html", atPaint);
    const atPaintTemplate =
      '<template id="run-at-paint"><link rel="modulepreload" href="/assets/store-B2.js">' +
      '<script type="module" src="/assets/send-A1.js"></script></template>';
    expect(html).toContain(`${atPaintTemplate}<template id="hydrate-after-paint">${hydration}`);
  });

  it("leaves it out of a page without the form", () => {
    const html = deferHydration(page("<main></main>"), "index.html", atPaint);
    expect(html).not.toContain(`<template id="run-at-paint"`);
    expect(html).toContain(`<template id="hydrate-after-paint">${hydration}</template>`);
  });
});
