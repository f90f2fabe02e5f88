import compression from "compression";
import express from "express";
import { join } from "node:path";
import sirv from "sirv";
import { EMAIL_SEND_PATH, createEmailEndpoint } from "./email-endpoint.ts";

export interface SiteServerOptions {
  /** The static build, `build/client`. */
  root: string;
  /** Where the local EmailJS-compatible endpoint stores enquiries. */
  outboxDir: string;
}

/**
 * Serves the static build as a CDN would: compressed, hashed assets cached for a year, pages
 * revalidated, unknown paths answered 404 with the error page; plus the local e-mail endpoint.
 */
export function createSiteServer({ root, outboxDir }: SiteServerOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(EMAIL_SEND_PATH, createEmailEndpoint({ outboxDir }));
  app.use(
    sirv(root, {
      etag: true,
      setHeaders(res, pathname) {
        res.setHeader(
          "Cache-Control",
          pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    }),
  );
  app.use((_req, res) => {
    res.status(404).setHeader("Cache-Control", "no-cache").sendFile(join(root, "404.html"));
  });
  return app;
}
