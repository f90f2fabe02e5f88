import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EMAIL_SEND_PATH, createEmailEndpoint } from "../../server/email-endpoint.ts";

/** The e-mail endpoint on a real HTTP server on loopback, with a fresh outbox, for tests. */
export async function startEndpointServer() {
  const outbox = await mkdtemp(join(tmpdir(), "email-endpoint-"));
  const logged: string[] = [];
  const server = createServer(
    createEmailEndpoint({ outboxDir: outbox, log: (line) => logged.push(line) }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    outbox,
    logged,
    port,
    url: `http://127.0.0.1:${port}${EMAIL_SEND_PATH}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(outbox, { recursive: true, force: true });
    },
  };
}
