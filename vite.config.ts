/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { localEmailPlugin } from "./config/local-email-plugin.ts";
import { siteEnvPlugin } from "./config/site-env-plugin.ts";
import { siteFilesPlugin } from "./config/site-files-plugin.ts";

const siteEnv = siteEnvPlugin();

export default defineConfig({
  plugins: [
    siteEnv,
    siteFilesPlugin(() => siteEnv.api.siteEnv().siteUrl),
    localEmailPlugin(),
    tailwindcss(),
    !process.env.VITEST && reactRouter(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: ["{app,config,server,scripts}/**/*.test.{ts,tsx}"],
    setupFiles: ["./tests/setup-unit.ts"],
  },
});
