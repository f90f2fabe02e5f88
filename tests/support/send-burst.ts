/**
 * Load check for the local email endpoint: fires <count> concurrent valid EmailJS sends at <url>,
 * prints `{ sent, ok, failed }` as JSON and exits 0 only if every send was answered 200 "OK".
 * Only loopback URLs are accepted, so a burst can never reach the real EmailJS API.
 *
 *   tsx tests/support/send-burst.ts http://127.0.0.1:3000/api/v1.0/email/send 200
 */
import process from "node:process";
import { localSendBody, sampleEnquiry } from "./enquiry-facts.ts";

const LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "[::1]"];

const [address = "", burst] = process.argv.slice(2);
if (!URL.canParse(address) || !(Number.isInteger(Number(burst)) && Number(burst) >= 1))
  throw new Error("Usage: tsx tests/support/send-burst.ts <url> <a whole count, 1 or more>");
const [url, count] = [new URL(address), Number(burst)];
if (url.protocol !== "http:" || !LOOPBACK_HOSTS.includes(url.hostname))
  throw new Error(`${url} is not http on a loopback host (${LOOPBACK_HOSTS.join(", ")}).`);
// One deadline for the whole burst, 30 s, so the script always exits by itself.
const signal = AbortSignal.timeout(30_000);
const results = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
const ok = results.filter(Boolean).length;
console.log(JSON.stringify({ sent: count, ok, failed: count - ok }));
process.exitCode = ok === count ? 0 : 1;

async function send(index: number): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-type": "application/json" },
      // Each with an e-mail address of its own.
      body: JSON.stringify(localSendBody(sampleEnquiry(`burst-${index}`))),
      signal,
    });
    return response.status === 200 && (await response.text()) === "OK";
  } catch (error) {
    // fetch keeps the real reason (ECONNREFUSED, the deadline) in its error's `cause`.
    console.error(`send ${index} failed:`, (error as Error).cause ?? error);
    return false;
  }
}
