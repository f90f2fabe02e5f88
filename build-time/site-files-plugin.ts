import type { Plugin } from "vite";
import { imageFiles } from "./site-files.ts";

/** Emits the icons and the social card into the client build, and serves them in dev. */
export function siteFilesPlugin(): Plugin {
  let devFiles: ReturnType<typeof imageFiles> | undefined;
  return {
    name: "exact-bids:site-files",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        devFiles ??= imageFiles();
        const file = devFiles[req.url?.slice(1) ?? ""];
        if (file === undefined) return next();
        res.end(file);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [fileName, source] of Object.entries(imageFiles())) {
        this.emitFile({ type: "asset", fileName, source });
      }
    },
  };
}
