/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { contentPlugin } from "./build-time/content-plugin.ts";
import { cssPolyfillsPlugin } from "./build-time/css-polyfills.ts";
import { atPaintPlugin } from "./build-time/paint-first.ts";
import { siteConfigPlugin } from "./build-time/site-config-plugin.ts";
import { siteFilesPlugin } from "./build-time/site-files-plugin.ts";
import { devEmailPlugin } from "./server/dev-email-plugin.ts";

export default defineConfig({
  plugins: [
    siteConfigPlugin(),
    contentPlugin(),
    siteFilesPlugin(),
    atPaintPlugin(),
    devEmailPlugin(),
    tailwindcss(),
    cssPolyfillsPlugin(),
    !process.env.VITEST && reactRouter(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    setupFiles: ["./tests/support/setup-unit.ts"],
    // A browser's DOM only for the site's own code: creating one for each file cost a third of
    // the unit tests' time.
    projects: [
      {
        extends: true,
        test: { name: "site", environment: "jsdom", include: ["app/**/*.test.{ts,tsx}"] },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["{build-time,server,scripts,tests}/**/*.test.ts"],
        },
      },
    ],
    // One worker per core: Vitest's default leaves one core free, and on two cores ran the files
    // one at a time (48 s instead of 30 s here).
    maxWorkers: "100%",
  },
});
