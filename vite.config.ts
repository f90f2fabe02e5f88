import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./build-time/content-plugin.ts";
import { cssPolyfillsPlugin } from "./build-time/css-polyfills.ts";
import { atPaintPlugin } from "./build-time/paint-first.ts";
import { siteConfigPlugin } from "./build-time/site-config-plugin.ts";
import { siteFilesPlugin } from "./build-time/site-files.ts";
import { devEmailPlugin } from "./server/email-endpoint.ts";

/** The site's unit tests that replace one of its modules (vi.mock). */
const MOCKING_MODULES = [
  "app/components/contact/contact-form.test.tsx",
  "app/enquiry/delivery.test.ts",
  "app/enquiry/transport.test.ts",
];

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
    {
      // React Router's plugin pre-bundles react-router-dom, as one with react-router 7, wherever
      // it resolves: here that is Decap's own, version 5, and the dev server stopped on it.
      name: "exact-bids:no-router-5-in-dev",
      apply: "serve",
      enforce: "post",
      config({ optimizeDeps }) {
        if (optimizeDeps?.include)
          optimizeDeps.include = optimizeDeps.include.filter((dep) => dep !== "react-router-dom");
      },
    },
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    setupFiles: ["./tests/support/setup-unit.ts"],
    // A browser's DOM only for the site's own code, and one for all its files: creating one for
    // each file cost most of their time (setup-unit.ts empties its storage after each test). The
    // files that replace a module get fresh modules, as the others would otherwise share theirs.
    projects: [
      {
        extends: true,
        test: {
          name: "site",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}"],
          exclude: MOCKING_MODULES,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "site, modules replaced", environment: "jsdom", include: MOCKING_MODULES },
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
    // Beside the browser suites in npm test, at a lower priority (setup-unit.ts): a busy host
    // gave these tests a tenth of their usual speed (a 1.4 s test timed out at 20 s). 60 s, not 5.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One worker per core: Vitest's default leaves one core free, and on two cores ran the files
    // one at a time (48 s instead of 30 s here).
    maxWorkers: "100%",
  },
});
