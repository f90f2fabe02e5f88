import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { outboxDirFromEnv } from "./email-endpoint.ts";
import { buildDir } from "../build-time/build-dir.ts";
import { parsePort } from "./port.ts";
import { createSiteServer } from "./site-server.ts";
import { fail, orFail } from "./fail.ts";

const root = resolve(buildDir(), "client");
const outboxDir = outboxDirFromEnv();
const host = process.env.HOST || "127.0.0.1";
const port = orFail(() => parsePort(process.env.PORT, { fallback: 3000, lowest: 0 }));

if (!existsSync(resolve(root, "_headers"))) {
  fail(
    `No build found in ${root}. Run \`npm start\` (it builds first) or \`npm run build:local\`.`,
  );
}

// Express 5 hands a failed listen (a port in use, say) to this callback too.
const server = createSiteServer({ root, outboxDir, host }).listen(
  port,
  host,
  (error?: NodeJS.ErrnoException) => {
    if (error) {
      fail(
        error.code === "EADDRINUSE"
          ? `Port ${port} on ${host} is already in use. Stop the other server or set PORT to a free port.`
          : error.message,
      );
    }
    console.log(`Enquiries sent from the site are stored in ${outboxDir}`);
    // The port actually bound: PORT=0 asks the system for a free one.
    const { port: bound } = server.address() as AddressInfo;
    console.log(`Exact Bids is ready at http://${host}:${bound}`);
  },
);
