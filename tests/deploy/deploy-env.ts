import { createServer } from "node:net";
import { join } from "node:path";
import type { SiteVariableName } from "../../app/site-variables.ts";

/** The deploy build under test: built with these test values, never sent anywhere. */
export const DEPLOY_VARIABLES = {
  VITE_EMAILJS_PUBLIC_KEY: "pk_deploy_suite",
  VITE_EMAILJS_SERVICE_ID: "service_deploy_suite",
  VITE_EMAILJS_TEMPLATE_ID: "template_deploy_suite",
  VITE_SITE_URL: "https://www.exactbids.example",
} satisfies Record<SiteVariableName, string>;

/** Inside the project, so the build resolves the project's packages; readable by the servers. */
export const buildDir = join(process.cwd(), "node_modules", ".cache", "deploy-suite");

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

// Chosen once by the runner; its test workers inherit the environment, so they see the same ports.
for (const name of ["NGINX", "APACHE"]) {
  process.env[`DEPLOY_${name}_PORT`] ||= String(await freePort());
  process.env[`DEPLOY_${name}_HTTPS_PORT`] ||= String(await freePort());
}

/** Each server: plain HTTP on `port` (it redirects), the site over TLS on `httpsPort`. */
export const servers = (["nginx", "apache"] as const).map((name) => {
  const port = Number(process.env[`DEPLOY_${name.toUpperCase()}_PORT`]);
  const httpsPort = Number(process.env[`DEPLOY_${name.toUpperCase()}_HTTPS_PORT`]);
  return {
    name,
    script: `serve:${name}`,
    port,
    httpsPort,
    httpURL: `http://127.0.0.1:${port}`,
    httpsURL: `https://127.0.0.1:${httpsPort}`,
  };
});

/** The server of the running test's project. */
export const serverOf = (projectName: string) =>
  servers.find((server) => server.name === projectName)!;
