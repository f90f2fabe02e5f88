import { describe, expect, it } from "vitest";
import { absoluteUrl, resolveSiteConfig } from "./site-variables";

const complete = {
  VITE_EMAILJS_PUBLIC_KEY: "pk_123",
  VITE_EMAILJS_SERVICE_ID: "service_abc",
  VITE_EMAILJS_TEMPLATE_ID: "template_xyz",
  VITE_SITE_URL: "https://www.exactbids.com/",
};

describe("resolveSiteConfig", () => {
  it("local builds send to the site's own endpoint with placeholder IDs", () => {
    const local = resolveSiteConfig(false, {});
    expect(local.sendsToEmailjs).toBe(false);
    expect(local.siteUrl).toBe("http://127.0.0.1:3000");
    expect(local.emailjs.publicKey).toBe("local-public-key");
  });

  it("the deploy build names every missing variable", () => {
    expect(() =>
      resolveSiteConfig(true, { VITE_EMAILJS_SERVICE_ID: "s", VITE_SITE_URL: " " }),
    ).toThrow(
      "The deploy build needs VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_TEMPLATE_ID, VITE_SITE_URL.",
    );
  });

  it("the deploy build sends to EmailJS with its IDs and normalises the site URL", () => {
    expect(resolveSiteConfig(true, complete)).toEqual({
      siteUrl: "https://www.exactbids.com",
      sendsToEmailjs: true,
      emailjs: { publicKey: "pk_123", serviceId: "service_abc", templateId: "template_xyz" },
    });
  });

  it("rejects a site URL that is not absolute", () => {
    expect(() => resolveSiteConfig(true, { ...complete, VITE_SITE_URL: "exactbids.com" })).toThrow(
      /VITE_SITE_URL must be an absolute URL/,
    );
  });
});

describe("absoluteUrl", () => {
  it("puts a path of the site under its public address", () => {
    expect(absoluteUrl("/contact-us", "https://www.exactbids.com")).toBe(
      "https://www.exactbids.com/contact-us",
    );
  });
});
