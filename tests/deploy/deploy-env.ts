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
process.env.DEPLOY_NGINX_PORT ||= String(await freePort());
process.env.DEPLOY_APACHE_PORT ||= String(await freePort());

export const servers = [
  { name: "nginx", script: "serve:nginx", port: Number(process.env.DEPLOY_NGINX_PORT) },
  { name: "apache", script: "serve:apache", port: Number(process.env.DEPLOY_APACHE_PORT) },
];
