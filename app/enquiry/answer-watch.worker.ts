/** The service worker that watches the enquiry's answers (answer-watch.ts says why), one file. */
import { awaitAnswer } from "./answer-watch";

type Extendable = Event & { waitUntil(work: Promise<unknown>): void };
type Fetch = Extendable & { request: Request; respondWith(answer: Promise<Response>): void };
const worker = self as unknown as {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
};

addEventListener("install", () => void worker.skipWaiting());
addEventListener("activate", (event) => (event as Extendable).waitUntil(worker.clients.claim()));
addEventListener("fetch", (event) => {
  const { request } = event as Fetch;
  // A request of its own: the page's is cancelled as the page goes (WebKit cancels its copies too).
  const answer = awaitAnswer(request, () => fetch(new Request(request, { signal: null })));
  if (!answer) return; // not a send: the browser fetches it as if there were no worker
  (event as Fetch).respondWith(answer);
  // Kept alive until the answer is noted, even once the page that sent it is gone.
  (event as Fetch).waitUntil(answer.catch(() => {}));
});
