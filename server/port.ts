import { once } from "node:events";
import { type AddressInfo, createServer } from "node:net";

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

/** A port on 127.0.0.1 that nothing listens on now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}
