import type { Plugin } from "vite";
import { EMAIL_SEND_PATH, createEmailEndpoint, outboxDirFromEnv } from "./email-endpoint.ts";

/** Answers the EmailJS send API on the dev server too, so `npm run dev` needs no account. */
export function devEmailPlugin(): Plugin {
  return {
    name: "exact-bids:dev-email",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(
        EMAIL_SEND_PATH,
        createEmailEndpoint({ outboxDir: outboxDirFromEnv() }),
      );
    },
  };
}
