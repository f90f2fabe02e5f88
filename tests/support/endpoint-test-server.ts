import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EMAIL_SEND_PATH } from "../../app/enquiry/answer-watch.ts";
import { createEmailEndpoint } from "../../server/email-endpoint.ts";
import { serveOnLoopback } from "../../server/port.ts";

/** The e-mail endpoint on a real HTTP server on loopback, with a fresh outbox, for tests. */
export async function startEndpointServer() {
  const outbox = await mkdtemp(join(tmpdir(), "email-endpoint-"));
  const logged: string[] = [];
  const { server, port, origin } = await serveOnLoopback(
    createEmailEndpoint({ outboxDir: outbox, log: (line) => logged.push(line) }),
  );
  return {
    outbox,
    logged,
    port,
    url: `${origin}${EMAIL_SEND_PATH}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(outbox, { recursive: true, force: true });
    },
  };
}
