import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { finishBuild } from "./build-time/finish-build.ts";

const buildDirectory = process.env.BUILD_DIR || "build";

// Static site: every route in app/routes.ts is prerendered to HTML at build time, then hydrates.
export default {
  // BUILD_DIR lets a check build elsewhere without replacing the build being served.
  buildDirectory,
  ssr: false,
  prerender: true,
  buildEnd: ({ viteConfig }) => finishBuild(join(buildDirectory, "client"), viteConfig),
} satisfies Config;
