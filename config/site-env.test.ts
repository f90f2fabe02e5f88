import { describe, expect, it } from "vitest";
import { EMAILJS_API_ORIGIN, LOCAL_SITE_ENV, isDeployBuild, resolveSiteEnv } from "./site-env";

const complete = {
  VITE_EMAILJS_PUBLIC_KEY: "pk_123",
  VITE_EMAILJS_SERVICE_ID: "service_abc",
  VITE_EMAILJS_TEMPLATE_ID: "template_xyz",
  VITE_SITE_URL: "https://www.exactbids.com/",
};

describe("resolveSiteEnv", () => {
  it("only the production build is a deploy build", () => {
    expect(isDeployBuild("build", "production")).toBe(true);
    expect(isDeployBuild("build", "local-email")).toBe(false);
    expect(isDeployBuild("serve", "development")).toBe(false);
  });

  it("local builds send to the site's own endpoint with local IDs", () => {
    expect(resolveSiteEnv(false, {})).toEqual(LOCAL_SITE_ENV);
    expect(LOCAL_SITE_ENV.emailjs.origin).toBeNull();
  });

  it("the deploy build names every missing variable", () => {
    expect(() =>
      resolveSiteEnv(true, { VITE_EMAILJS_SERVICE_ID: "s", VITE_SITE_URL: " " }),
    ).toThrow(
      "The deploy build needs VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_TEMPLATE_ID, VITE_SITE_URL.",
    );
  });

  it("the deploy build sends to the EmailJS API and normalises the site URL", () => {
    expect(resolveSiteEnv(true, complete)).toEqual({
      siteUrl: "https://www.exactbids.com",
      emailjs: {
        publicKey: "pk_123",
        serviceId: "service_abc",
        templateId: "template_xyz",
        origin: EMAILJS_API_ORIGIN,
      },
    });
  });

  it("rejects a site URL that is not absolute", () => {
    expect(() => resolveSiteEnv(true, { ...complete, VITE_SITE_URL: "exactbids.com" })).toThrow(
      /VITE_SITE_URL must be an absolute URL/,
    );
  });
});
