/**
 * The port a server script listens on, from `PORT`: `fallback` when it is unset, else a whole
 * number from `lowest` to 65535. A bad value is refused with a message that says what is allowed.
 */
export function parsePort(
  raw: string | undefined,
  { fallback, lowest }: { fallback: number; lowest: 0 | 1 },
): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < lowest || value > 65535) {
    throw new RangeError(`PORT must be a whole number from ${lowest} to 65535, got "${raw}".`);
  }
  return value;
}
