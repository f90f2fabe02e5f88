/**
 * Every page is prerendered at build time, so each is rendered whole before a byte is sent (as
 * React Router's default does for crawlers): its Suspense boundaries arrive complete, in place,
 * instead of streamed in after the page with React's reveal scripts (about 0.5 KB compressed and
 * three CSP hashes on every page, enough to push a home page past TCP's first window).
 */
import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
  );
  await body.allReady;
  headers.set("Content-Type", "text/html");
  return new Response(body, { headers, status });
}
