import type { Plugin } from "vite";
import {
  EMAIL_SEND_PATH,
  createEmailEndpoint,
  outboxDirFromEnv,
} from "../server/email-endpoint.ts";

/** Answers the EmailJS send API on the dev server too, so `npm run dev` needs no account. */
export function localEmailPlugin(): Plugin {
  return {
    name: "exact-bids:local-email",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(
        EMAIL_SEND_PATH,
        createEmailEndpoint({ outboxDir: outboxDirFromEnv() }),
      );
    },
  };
}
