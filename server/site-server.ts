import compression from "compression";
import express from "express";
import { rateLimit } from "express-rate-limit";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import onHeaders from "on-headers";
import sirv from "sirv";
import { headersForPath, parseHeadersFile } from "../build-time/headers-file.ts";
import { DOCUMENT_HEADERS, isDocumentType } from "../build-time/security-headers.ts";
import { BUILD_PLUMBING } from "../build-time/server-configs.ts";
import { EMAIL_SEND_PATH } from "../app/enquiry/answer-watch.ts";
import { createEmailEndpoint } from "./email-endpoint.ts";

const SENDS_PER_MINUTE = 5;
/** The addresses a server listens on for this machine alone. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/;

/**
 * Serves the static build (`root`, build/client) as a CDN would: compressed, with the headers of
 * the build's `_headers` file (security headers, long-lived caching for hashed assets), those that
 * concern documents only on documents alone (as the nginx configuration does), pages revalidated,
 * unknown paths answered 404 with the error page; plus the local e-mail endpoint, which stores
 * enquiries in `outboxDir` and is rate limited when `host`, the address listened on, is not
 * loopback.
 */
export function createSiteServer(options: { root: string; outboxDir: string; host: string }) {
  const { root, outboxDir, host } = options;
  const headerRules = parseHeadersFile(readFileSync(join(root, "_headers"), "utf8"));
  const app = express();
  app.disable("x-powered-by");
  app.use((req, res, next) => {
    res.set({ "Cache-Control": "no-cache", ...headersForPath(headerRules, req.path) });
    // The type is known only once the answer starts: a script or an image drops the policy.
    onHeaders(res, () => {
      if (isDocumentType(res.get("Content-Type"))) return;
      for (const name of DOCUMENT_HEADERS) res.removeHeader(name);
    });
    next();
  });
  app.use(compression());
  if (!LOOPBACK.test(host)) {
    console.log(
      `The e-mail endpoint ${EMAIL_SEND_PATH} is a preview endpoint open to the network on ` +
        `${host}: each client may send ${SENDS_PER_MINUTE} enquiries a minute.`,
    );
    app.use(EMAIL_SEND_PATH, rateLimit({ windowMs: 60_000, limit: SENDS_PER_MINUTE }));
  }
  app.use(createEmailEndpoint({ outboxDir }));
  // The build ships .br and .gz copies of its text files (build-time/finish-build.ts; those of
  // `npm run edit` do not, and compression() compresses them as it serves them); its files
  // for hosts (_headers, _redirects, .htaccess) are not pages of the site, as on every host. A
  // page written as PATH.html answers at /PATH (sirv's `extensions`), as on every host.
  const plumbing = new Set(BUILD_PLUMBING.map((file) => `/${file}`));
  const servesFiles = sirv(root, { etag: true, brotli: true, gzip: true });
  app.use((req, res, next) =>
    plumbing.has(req.path.replace(/\.(br|gz)$/, "")) ? next() : servesFiles(req, res, next),
  );
  app.use((_req, res) => {
    res.status(404).sendFile(join(root, "404.html"));
  });
  return app;
}
