import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDir } from "../../build-time/build-dir.ts";

/** The site under test, built and served by `npm start` (see playwright.config.ts) from here. */
export const clientDir = join(buildDir(), "client");
export const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/** Where the local EmailJS-compatible endpoint writes enquiries during the run. */
export const outboxDir = join(tmpdir(), `exact-bids-e2e-outbox-${port}`);
/** The public address the test build is told it lives at (canonical URLs, sitemap). */
export const siteUrl = "https://www.exactbids.example";
