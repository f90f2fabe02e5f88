import { once } from "node:events";
import { type RequestListener, createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The port a server script listens on, from `PORT` (or the variable `name`): `fallback` when it is
 * unset, else a whole number from `lowest` to 65535. A bad value is refused with a message that
 * says what is allowed.
 */
export function parsePort(
  raw: string | undefined,
  { fallback, lowest, name = "PORT" }: { fallback: number; lowest: 0 | 1; name?: string },
): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < lowest || value > 65535) {
    throw new RangeError(`${name} must be a whole number from ${lowest} to 65535, got "${raw}".`);
  }
  return value;
}

/** `handler` served on a port of 127.0.0.1 that the system chose free. */
export async function serveOnLoopback(handler?: RequestListener) {
  const server = createServer(handler).listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { server, port, origin: `http://127.0.0.1:${port}` };
}

/** A port on 127.0.0.1 that nothing listens on now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const { server, port } = await serveOnLoopback();
  server.close();
  return port;
}
