/**
 * Finishes the static build in build/client after React Router has prerendered the pages.
 */
import { copyFile } from "node:fs/promises";
import { resolve } from "node:path";

const client = resolve(process.env.BUILD_DIR || "build", "client");

// Static hosts serve 404.html for unknown paths: it is the SPA fallback, which shows the error page.
await copyFile(resolve(client, "__spa-fallback.html"), resolve(client, "404.html"));
console.log("postbuild: wrote 404.html");
