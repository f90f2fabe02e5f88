import { test } from "@playwright/test";
import { dirname, join } from "node:path";
import type { SiteVariableName } from "../../app/site-variables.ts";
import { freePort } from "../../server/port.ts";

/** The deploy build under test: built with these test values, never sent anywhere. */
export const DEPLOY_VARIABLES = {
  VITE_EMAILJS_PUBLIC_KEY: "pk_deploy_suite",
  VITE_EMAILJS_SERVICE_ID: "service_deploy_suite",
  VITE_EMAILJS_TEMPLATE_ID: "template_deploy_suite",
  VITE_SITE_URL: "https://www.exactbids.example",
} satisfies Record<SiteVariableName, string>;

/** With a repository to commit to, the deploy build has the content editor at /admin/. */
const EDITOR_VARIABLES = { CMS_REPO: "exact-bids/website" };

/** Inside the project, so the build resolves the project's packages; readable by the servers. */
export const buildDir = join(process.cwd(), "node_modules", ".cache", "deploy-suite");

/** The deploy build's environment: the test values, the editor's repository, its folder. */
export const deployBuildEnv = { ...DEPLOY_VARIABLES, ...EDITOR_VARIABLES, BUILD_DIR: buildDir };

/** The deploy build's output, kept for the test of what it lists (build.deploy.spec.ts). */
export const buildLog = `${buildDir}.log`;

/** `npm run build` as a shell command, its output printed as usual and kept in `buildLog`. */
export const deployBuildCommand = `(mkdir -p "${dirname(buildLog)}"; npm run build > "${buildLog}" 2>&1; built=$?; cat "${buildLog}"; exit $built)`;

// Chosen once by the runner; its test workers inherit the environment, so they see the same ports.
async function portOf(name: string, kind: "PORT" | "HTTPS_PORT") {
  const variable = `DEPLOY_${name.toUpperCase()}_${kind}`;
  process.env[variable] ||= String(await freePort());
  return Number(process.env[variable]);
}

/**
 * Each host: nginx and Apache serve plain HTTP on `port` (it redirects) and the site over TLS on
 * `httpsPort`; Cloudflare's runtime (`wrangler pages dev`) serves plain HTTP only, the edge's TLS
 * being Cloudflare's, so the TLS, redirect and Observatory tests are for nginx and Apache.
 */
async function server(name: "nginx" | "apache" | "cloudflare") {
  const port = await portOf(name, "PORT");
  const httpsPort = name === "cloudflare" ? undefined : await portOf(name, "HTTPS_PORT");
  const httpURL = `http://127.0.0.1:${port}`;
  const baseURL = httpsPort ? `https://127.0.0.1:${httpsPort}` : httpURL;
  return { name, script: `serve:${name}`, port, httpsPort, httpURL, baseURL };
}
export const servers = [await server("nginx"), await server("apache"), await server("cloudflare")];

/** The running test's server, one that serves TLS (nginx, Apache): elsewhere the test is skipped. */
export function tlsServer() {
  const { httpsPort, ...server } = servers.find(({ name }) => name === test.info().project.name)!;
  test.skip(!httpsPort, "wrangler pages dev serves plain HTTP; Cloudflare's edge does the TLS");
  return { ...server, httpsPort: httpsPort! };
}
