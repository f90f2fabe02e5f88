import type { Config } from "@react-router/dev/config";

// Static site: every page is prerendered to HTML at build time, then hydrates.
export default {
  // BUILD_DIR lets a check build elsewhere without replacing the build being served.
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: false,
  prerender: ["/", "/contact-us"],
} satisfies Config;
