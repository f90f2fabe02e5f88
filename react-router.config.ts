import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { buildDir } from "./build-time/build-dir.ts";
import { finishBuild } from "./build-time/finish-build.ts";

const buildDirectory = buildDir();

// Static site: every route in app/routes.ts is prerendered to HTML at build time, then hydrates.
export default {
  buildDirectory,
  ssr: false,
  prerender: true,
  buildEnd: ({ viteConfig }) => finishBuild(join(buildDirectory, "client"), viteConfig),
} satisfies Config;
