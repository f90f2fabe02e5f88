import type { Plugin } from "vite";
import { siteFiles } from "./site-files.ts";

/** Emits sitemap, robots, icons and the social card into the client build; serves them in dev. */
export function siteFilesPlugin(siteUrl: () => string): Plugin {
  let devFiles: ReturnType<typeof siteFiles> | undefined;
  return {
    name: "exact-bids:site-files",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        devFiles ??= siteFiles(siteUrl());
        const file = devFiles[req.url?.slice(1) ?? ""];
        if (file === undefined) return next();
        res.end(file);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [fileName, source] of Object.entries(siteFiles(siteUrl()))) {
        this.emitFile({ type: "asset", fileName, source });
      }
    },
  };
}
