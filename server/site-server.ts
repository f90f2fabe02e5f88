import compression from "compression";
import express from "express";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";
import { headersForPath, parseHeadersFile } from "../build-time/headers-file.ts";
import { EMAIL_SEND_PATH, createEmailEndpoint } from "./email-endpoint.ts";

export interface SiteServerOptions {
  /** The static build, `build/client`. */
  root: string;
  /** Where the local EmailJS-compatible endpoint stores enquiries. */
  outboxDir: string;
}

/**
 * Serves the static build as a CDN would: compressed, with the headers of the build's `_headers`
 * file (security headers, long-lived caching for hashed assets), pages revalidated, unknown paths
 * answered 404 with the error page; plus the local e-mail endpoint.
 */
export function createSiteServer({ root, outboxDir }: SiteServerOptions) {
  const headerRules = parseHeadersFile(readFileSync(join(root, "_headers"), "utf8"));
  const app = express();
  app.disable("x-powered-by");
  app.use((req, res, next) => {
    res.set({ "Cache-Control": "no-cache", ...headersForPath(headerRules, req.path) });
    next();
  });
  app.use(compression());
  app.use(EMAIL_SEND_PATH, createEmailEndpoint({ outboxDir }));
  // The build ships .br and .gz copies of its text files (build-time/finish-build.ts).
  app.use(sirv(root, { etag: true, brotli: true, gzip: true }));
  app.use((_req, res) => {
    res.status(404).sendFile(join(root, "404.html"));
  });
  return app;
}
