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
for (const name of ["NGINX", "APACHE", "CLOUDFLARE"]) {
  process.env[`DEPLOY_${name}_PORT`] ||= String(await freePort());
  if (name !== "CLOUDFLARE") process.env[`DEPLOY_${name}_HTTPS_PORT`] ||= String(await freePort());
}

const portOf = (name: string, kind: "PORT" | "HTTPS_PORT") =>
  Number(process.env[`DEPLOY_${name.toUpperCase()}_${kind}`]);

const cloudflarePort = portOf("cloudflare", "PORT");

/**
 * Each host: nginx and Apache serve plain HTTP on `port` (it redirects) and the site over TLS on
 * `httpsPort`; Cloudflare's runtime (`wrangler pages dev`) serves plain HTTP only, the edge's TLS
 * being Cloudflare's, so the TLS, redirect and Observatory tests are for nginx and Apache.
 */
export const servers = [
  ...(["nginx", "apache"] as const).map((name) => {
    const [port, httpsPort] = [portOf(name, "PORT"), portOf(name, "HTTPS_PORT")];
    return {
      name,
      script: `serve:${name}`,
      port,
      httpsPort,
      httpURL: `http://127.0.0.1:${port}`,
      baseURL: `https://127.0.0.1:${httpsPort}`,
      tls: true,
    };
  }),
  {
    name: "cloudflare",
    script: "serve:cloudflare",
    port: cloudflarePort,
    httpsPort: undefined,
    httpURL: `http://127.0.0.1:${cloudflarePort}`,
    baseURL: `http://127.0.0.1:${cloudflarePort}`,
    tls: false,
  },
];

/** Why a test of TLS or of the redirect to it does not run against Cloudflare's runtime. */
export const NO_LOCAL_TLS = "wrangler pages dev serves plain HTTP; Cloudflare's edge does the TLS";

/** The server of the running test's project. */
export const serverOf = (projectName: string) =>
  servers.find((server) => server.name === projectName)!;

/** The running test's server, one that serves TLS (nginx, Apache). */
export function tlsServerOf(projectName: string) {
  const { httpsPort, ...server } = serverOf(projectName);
  if (!httpsPort) throw new Error(`${projectName} serves no TLS here: skip the test for it`);
  return { ...server, httpsPort };
}
