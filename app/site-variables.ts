/**
 * The variables that configure the site, and how they are checked. The site reads them in
 * site-config.ts; the build checks them with the same rules before it starts (build-time/).
 *
 * The deploy build (`npm run build`, Vite's "production" mode) sends enquiries to EmailJS and
 * prints absolute URLs, so it refuses to build without its variables. Every other build (the dev
 * server, `npm start`, the tests) sends to the EmailJS-compatible endpoint on the site's own
 * server, with placeholder IDs, and needs no variables at all.
 */
export const EMAILJS_API_ORIGIN = "https://api.emailjs.com";

export const DEPLOY_VARIABLES = [
  "VITE_EMAILJS_PUBLIC_KEY",
  "VITE_EMAILJS_SERVICE_ID",
  "VITE_EMAILJS_TEMPLATE_ID",
  "VITE_SITE_URL",
] as const;

type SiteVariables = Partial<Record<(typeof DEPLOY_VARIABLES)[number], string>>;

export interface SiteConfig {
  /** The site's public address, without a trailing slash. */
  siteUrl: string;
  /** True in the deploy build: enquiries go to EmailJS itself. */
  sendsToEmailjs: boolean;
  emailjs: { publicKey: string; serviceId: string; templateId: string };
}

const LOCAL_SITE_URL = "http://127.0.0.1:3000";
const LOCAL_EMAILJS = {
  publicKey: "local-public-key",
  serviceId: "local-service",
  templateId: "local-template",
};

/** Checks the variables; for the deploy build, names every one that is missing or wrong. */
export function resolveSiteConfig(deploy: boolean, env: SiteVariables): SiteConfig {
  return deploy ? deploySiteConfig(env) : localSiteConfig(env);
}

/** Every build but the deploy build: the local endpoint, and a local address unless one is set. */
export function localSiteConfig(env: SiteVariables): SiteConfig {
  const siteUrl = env.VITE_SITE_URL?.trim();
  return {
    siteUrl: siteUrl ? parseSiteUrl(siteUrl) : LOCAL_SITE_URL,
    sendsToEmailjs: false,
    emailjs: LOCAL_EMAILJS,
  };
}

export function deploySiteConfig(env: SiteVariables): SiteConfig {
  const value = (name: keyof SiteVariables) => env[name]?.trim() ?? "";
  const missing = DEPLOY_VARIABLES.filter((name) => !value(name));
  if (missing.length > 0) {
    throw new Error(
      `The deploy build needs ${missing.join(", ")}. ` +
        "Set them in the environment or in a .env file (see .env.example). " +
        "To try the site without an EmailJS account, run `npm start` instead.",
    );
  }
  return {
    siteUrl: parseSiteUrl(value("VITE_SITE_URL")),
    sendsToEmailjs: true,
    emailjs: {
      publicKey: value("VITE_EMAILJS_PUBLIC_KEY"),
      serviceId: value("VITE_EMAILJS_SERVICE_ID"),
      templateId: value("VITE_EMAILJS_TEMPLATE_ID"),
    },
  };
}

function parseSiteUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `VITE_SITE_URL must be an absolute URL such as https://www.example.com, got "${raw}".`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`VITE_SITE_URL must start with https:// or http://, got "${raw}".`);
  }
  return url.origin + url.pathname.replace(/\/+$/, "");
}

/** The absolute address of a path of the site, for canonical URLs, the sitemap and cards. */
export function absoluteUrl(path: string, siteUrl: string): string {
  return siteUrl + path;
}
