/**
 * Build-time configuration of the site, read from `VITE_*` variables.
 *
 * The deploy build (`npm run build`) must be able to send enquiries and print absolute URLs, so it
 * refuses to run without its variables. Every other build (dev server, `npm start`, tests) is
 * local: enquiries go to the EmailJS-compatible endpoint on the site's own server.
 */
export interface SiteEnv {
  siteUrl: string;
  emailjs: {
    publicKey: string;
    serviceId: string;
    templateId: string;
    /** Where the EmailJS API lives; `null` means the site's own origin (the local endpoint). */
    origin: string | null;
  };
}

export const EMAILJS_API_ORIGIN = "https://api.emailjs.com";

export const LOCAL_SITE_ENV: SiteEnv = {
  siteUrl: "http://127.0.0.1:3000",
  emailjs: {
    publicKey: "local-public-key",
    serviceId: "local-service",
    templateId: "local-template",
    origin: null,
  },
};

const DEPLOY_VARIABLES = [
  "VITE_EMAILJS_PUBLIC_KEY",
  "VITE_EMAILJS_SERVICE_ID",
  "VITE_EMAILJS_TEMPLATE_ID",
  "VITE_SITE_URL",
] as const;

export function isDeployBuild(command: string, mode: string): boolean {
  return command === "build" && mode === "production";
}

export function resolveSiteEnv(deploy: boolean, env: Record<string, string | undefined>): SiteEnv {
  if (!deploy) {
    const siteUrl = env.VITE_SITE_URL?.trim();
    return { ...LOCAL_SITE_ENV, siteUrl: siteUrl ? parseSiteUrl(siteUrl) : LOCAL_SITE_ENV.siteUrl };
  }
  const missing = DEPLOY_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `The deploy build needs ${missing.join(", ")}. ` +
        "Set them in the environment or in a .env file (see .env.example). " +
        "To try the site without an EmailJS account, run `npm start` instead.",
    );
  }
  const value = (name: (typeof DEPLOY_VARIABLES)[number]) => env[name]!.trim();
  return {
    siteUrl: parseSiteUrl(value("VITE_SITE_URL")),
    emailjs: {
      publicKey: value("VITE_EMAILJS_PUBLIC_KEY"),
      serviceId: value("VITE_EMAILJS_SERVICE_ID"),
      templateId: value("VITE_EMAILJS_TEMPLATE_ID"),
      origin: EMAILJS_API_ORIGIN,
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
