/**
 * An answer the page did not live to see (docs/enquiry.md, decision 016): once the contact form
 * has been opened, a service worker (answer-watch.worker.ts) sends each enquiry with a request of
 * its own, on its own thread, and notes that the service stored it even when the page that sent
 * it has gone (an address typed, the tab closed, on a busy phone): the next page view finds it
 * delivered instead of sending it again. It holds a lock named after the enquiry's reference
 * while the answer is awaited.
 */
import type { Answer } from "./machine";

/** The service's send address: the SDK's, probed by transport.ts, answered by the local endpoint. */
export const EMAIL_SEND_PATH = "/api/v1.0/email/send";
export const WORKER_FILE = "answer-watch.js";
const AWAITED = "exact-bids:answer-awaited:";
const ANSWERED = "exact-bids:answered:";

/**
 * Watches the site's sends, where the browser can (a secure context); never in the way. Its scope
 * is the whole site: a worker controls the documents created in its scope, and most visitors
 * reach the form by a link of the site, in the document of the page where they arrived.
 */
export function watchAnswers(): void {
  try {
    void navigator.serviceWorker?.register(`/${WORKER_FILE}`).catch(() => {});
  } catch {
    // Site data blocked: Firefox then throws as the worker container is named.
  }
}

/**
 * Whether the worker still awaits the answer to a send of the words with this reference; if so,
 * `then` runs once it no longer does (answered, or the worker gone).
 */
export async function answerAwaited(reference: string, then: () => void): Promise<boolean> {
  const { held } = await navigator.locks.query();
  const awaited = held!.some(({ name }) => name === AWAITED + reference);
  // Granted once the worker lets it go, and let go at once: a wait, not a hold.
  if (awaited) void navigator.locks.request(AWAITED + reference, then);
  return awaited;
}

/**
 * The page's answer to its send or, where its own request ended unanswered, the worker's, once it
 * has it: the page's request can end (WebKit cancels it as the page goes) while the worker's goes on.
 */
export async function withWorkerAnswer(answer: Answer, reference: string): Promise<Answer> {
  if (answer !== "lost" && answer !== "unreached") return answer;
  await navigator.locks?.request(AWAITED + reference, () => {});
  return (await answered(reference)) ? "delivered" : answer;
}

/** Whether the worker saw the service store these words since last asked; forgets it either way. */
export async function answered(reference: string): Promise<boolean> {
  try {
    return await caches.delete(ANSWERED + reference);
  } catch {
    return false; // no cache (site data blocked, plain HTTP): no worker either
  }
}

/** The worker's side: the send of a request to the service, its answer awaited and noted. */
export function awaitAnswer(request: Request, send: () => Promise<Response>) {
  if (request.method !== "POST" || new URL(request.url).pathname !== EMAIL_SEND_PATH) return;
  return request
    .clone()
    .json()
    .then(({ template_params }: { template_params?: { reference?: string } }) => {
      const reference = template_params?.reference;
      if (!reference) return send();
      return navigator.locks.request(AWAITED + reference, async () => {
        const response = await send();
        if (response.ok) {
          // Noted once the whole answer has come, as the page hears it: one cut off is lost.
          await response.clone().arrayBuffer();
          await caches.open(ANSWERED + reference);
        }
        return response;
      });
    }, send);
}
