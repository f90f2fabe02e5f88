// @vitest-environment node
import { readFileSync } from "node:fs";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { deployVariablesSchema, resolveSiteConfig } from "./site-variables";

const complete = {
  VITE_EMAILJS_PUBLIC_KEY: "pk_123",
  VITE_EMAILJS_SERVICE_ID: "service_abc",
  VITE_EMAILJS_TEMPLATE_ID: "template_xyz",
  VITE_SITE_URL: "https://www.exactbids.com/",
};

describe("resolveSiteConfig", () => {
  it("a local build sends to the site's own endpoint with placeholder IDs, and needs nothing", () => {
    const local = resolveSiteConfig(false, { VITE_SITE_URL: "" });
    expect(local.sendsToEmailjs).toBe(false);
    expect(local.siteUrl).toBe("http://127.0.0.1:3000");
    expect(local.emailjs.publicKey).toBe("local-public-key");
    expect(() => resolveSiteConfig(false, { VITE_SITE_URL: "exactbids.com" })).toThrow(
      /^VITE_SITE_URL must be an absolute URL/,
    );
  });

  it("the deploy build sends to EmailJS with its IDs and normalises the site URL", () => {
    expect(resolveSiteConfig(true, complete)).toEqual({
      siteUrl: "https://www.exactbids.com",
      sendsToEmailjs: true,
      emailjs: { publicKey: "pk_123", serviceId: "service_abc", templateId: "template_xyz" },
    });
  });

  it("the deploy build names every variable that is missing (or blank) or malformed, in one message", () => {
    expect(() =>
      resolveSiteConfig(true, { VITE_EMAILJS_SERVICE_ID: "s", VITE_SITE_URL: " " }),
    ).toThrow(
      "The deploy build needs VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_TEMPLATE_ID, VITE_SITE_URL.",
    );
    expect(() =>
      resolveSiteConfig(true, {
        VITE_EMAILJS_SERVICE_ID: "service abc",
        VITE_SITE_URL: "ftp://exactbids.com",
      }),
    ).toThrow(
      "The deploy build needs VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_TEMPLATE_ID. " +
        'VITE_EMAILJS_SERVICE_ID must hold only letters, digits, _ and -, got "service abc". ' +
        'VITE_SITE_URL must start with https:// or http://, got "ftp://exactbids.com".',
    );
  });
});

describe("the variables are declared once", () => {
  const { entries } = deployVariablesSchema;
  const names = Object.keys(entries) as (keyof typeof entries)[];

  it(".env.example lists exactly the declared variables", () => {
    const example = readFileSync(".env.example", "utf8");
    const listed = [...example.matchAll(/^(VITE_\w+)=/gm)].map((match) => match[1]);
    expect(listed).toEqual(names);
  });

  it("the README's configuration table gives each its declared meaning", () => {
    const readme = readFileSync("README.md", "utf8");
    const rows = [...readme.matchAll(/^\| `(VITE_\w+)`\s*\|[^|]*\|\s*(.*?)\s*\|$/gm)];
    expect(rows.map(([, name, text]) => [name, text])).toEqual(
      names.map((name) => [name, v.getDescription(entries[name])]),
    );
  });

  it("the workflow that publishes on Apache and nginx builds with each of them", () => {
    const workflow = readFileSync(".github/workflows/publish.yml", "utf8");
    const given = [...workflow.matchAll(/^\s+(VITE_\w+): \$\{\{ vars\.(\w+) \}\}$/gm)];
    expect(given.map(([, name, variable]) => [name, variable])).toEqual(
      names.map((name) => [name, name]),
    );
  });
});
