/**
 * The variables that configure the site, declared once: each one's name, meaning and format. The
 * build checks them before it starts (build-time/) and resolves what the site reads
 * (site-config.ts); `import.meta.env`'s type comes from them, and a test holds `.env.example` and
 * the README to them.
 * The deploy build (`npm run build`) sends to EmailJS and prints absolute URLs: it needs them all.
 */
import * as v from "valibot";

const MISSING = "is missing";

/** Set to something other than spaces, trimmed. */
const given = v.pipe(v.string(MISSING), v.trim(), v.nonEmpty(MISSING));

const emailjsId = v.pipe(
  given,
  v.regex(/^[\w-]+$/, (issue) => `must hold only letters, digits, _ and -, got "${issue.input}"`),
);

const siteUrl = v.pipe(
  given,
  v.check(
    (raw) => URL.canParse(raw),
    (issue) =>
      `must be an absolute URL such as https://www.example.com, got "${String(issue.input)}"`,
  ),
  v.check(
    (raw) => !URL.canParse(raw) || /^https?:\/\//i.test(raw),
    (issue) => `must start with https:// or http://, got "${String(issue.input)}"`,
  ),
  // Its origin and path, without a trailing slash: pages append their own paths.
  v.transform((raw) => {
    const url = new URL(raw);
    return url.origin + url.pathname.replace(/\/+$/, "");
  }),
);

/** Every variable of the deploy build, each required; their descriptions are their meanings. */
export const deployVariablesSchema = v.object({
  VITE_EMAILJS_PUBLIC_KEY: v.pipe(
    emailjsId,
    v.description("EmailJS public key (Account → General)."),
  ),
  VITE_EMAILJS_SERVICE_ID: v.pipe(emailjsId, v.description("EmailJS service that sends the mail.")),
  VITE_EMAILJS_TEMPLATE_ID: v.pipe(
    emailjsId,
    v.description("EmailJS template; it receives `name`, `email`, `subject`, `message`."),
  ),
  VITE_SITE_URL: v.pipe(
    siteUrl,
    v.description(
      "The site's public address, e.g. `https://www.exactbids.com`: canonical URLs, sitemap, " +
        "social cards. Local default `http://127.0.0.1:3000`.",
    ),
  ),
});

/** Every other build sends to the local endpoint: only the site URL counts, and only if set. */
const localVariablesSchema = v.partial(v.pick(deployVariablesSchema, ["VITE_SITE_URL"]));

export type SiteVariableName = keyof typeof deployVariablesSchema.entries;
/** The variables as the environment gives them (`import.meta.env`, Vite's `loadEnv`). */
export type SiteVariables = Partial<Record<SiteVariableName, string>>;

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
  if (!deploy) return localSiteConfig(env);
  const variables = check(deployVariablesSchema, env, "The deploy build");
  return {
    siteUrl: variables.VITE_SITE_URL,
    sendsToEmailjs: true,
    emailjs: {
      publicKey: variables.VITE_EMAILJS_PUBLIC_KEY,
      serviceId: variables.VITE_EMAILJS_SERVICE_ID,
      templateId: variables.VITE_EMAILJS_TEMPLATE_ID,
    },
  };
}

/** Every build but the deploy build: the local endpoint, and a local address unless one is set. */
export function localSiteConfig(env: SiteVariables): SiteConfig {
  // A blank variable (`VITE_SITE_URL=` in a .env file) counts as not set here.
  const set = env.VITE_SITE_URL?.trim() ? { VITE_SITE_URL: env.VITE_SITE_URL } : {};
  const variables = check(localVariablesSchema, set, "This build");
  return {
    siteUrl: variables.VITE_SITE_URL ?? LOCAL_SITE_URL,
    sendsToEmailjs: false,
    emailjs: LOCAL_EMAILJS,
  };
}

/** Parses the variables, or stops with one message naming every one missing or malformed. */
function check<TSchema extends v.GenericSchema>(
  schema: TSchema,
  env: SiteVariables,
  build: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, env);
  if (result.success) return result.output;
  // Not set at all (the key is absent), or set to nothing but spaces.
  const isMissing = (issue: v.BaseIssue<unknown>) =>
    issue.input === undefined || issue.message === MISSING;
  const missing = result.issues.filter(isMissing).map((issue) => v.getDotPath(issue));
  const malformed = result.issues.filter((issue) => !isMissing(issue));
  throw new Error(
    [
      missing.length > 0 && `${build} needs ${missing.join(", ")}.`,
      ...malformed.map((issue) => `${v.getDotPath(issue) ?? ""} ${issue.message}.`),
      "Set them in the environment or in a .env file (see .env.example).",
      missing.length > 0 && "To try the site without an EmailJS account, run `npm start` instead.",
    ]
      .filter(Boolean)
      .join(" "),
  );
}
