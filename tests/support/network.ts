/**
 * The network between one test's browser and the site, the same for every engine and driver
 * (WebDriver classic can neither intercept requests nor go offline): a proxy of the test's own, so
 * an origin and storage of its own (docs/testing.md, "Every engine").
 */
import { type IncomingMessage, type ServerResponse, request } from "node:http";
import { EMAIL_SEND_PATH } from "../../app/enquiry/answer-watch.ts";
import { serveOnLoopback } from "../../server/port.ts";
import { REACT_START } from "./fixtures";

const REPORT_PATH = "/__csp-report";

export type SiteNetwork = Awaited<ReturnType<typeof startSiteNetwork>>;

/** The head of an answer of two bytes, and then nothing. */
const BROKEN_ANSWER = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\n";

export async function startSiteNetwork(siteOrigin: string) {
  const site = new URL(siteOrigin);
  let holding = false;
  let dropping = false;
  let losing = false;
  let attempts = 0;
  const held: (() => void)[] = [];
  let holdingAnswers = false;
  const heldAnswers: (() => void)[] = [];
  const violations: string[] = [];

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    answer: "passed" | "lost" | "held" = "passed",
  ) => {
    const upstream = request(
      {
        host: site.hostname,
        port: site.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: site.host },
      },
      (upstreamAnswer) => {
        // The answer's head arrives and its body never does, as when a proxy or the line breaks
        // it: no browser sends the request again by itself once an answer has begun.
        if (answer === "lost") {
          upstreamAnswer.resume().on("end", () => req.socket.end(BROKEN_ANSWER));
          return;
        }
        const headers = { ...upstreamAnswer.headers };
        const policy = headers["content-security-policy"];
        // A report-only copy of the policy makes every engine report what the real one blocks.
        if (typeof policy === "string") {
          headers["content-security-policy-report-only"] = `${policy}; report-uri ${REPORT_PATH}`;
        }
        const pass = () =>
          upstreamAnswer.pipe(res.writeHead(upstreamAnswer.statusCode ?? 502, headers));
        if (answer === "held") heldAnswers.push(pass);
        else pass();
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  };

  const { server, origin } = await serveOnLoopback((req, res) => {
    const path = new URL(req.url ?? "", "http://proxy").pathname;
    if (path === REPORT_PATH) {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        violations.push(describeReport(body));
        res.writeHead(204).end();
      });
      return;
    }
    if (path === EMAIL_SEND_PATH) {
      attempts += req.method === "POST" ? 1 : 0;
      if (dropping) return void req.socket.destroy(); // the send's address out of reach
      if (losing && req.method === "POST") return forward(req, res, "lost");
      if (holdingAnswers && req.method === "POST") return forward(req, res, "held");
    }
    // Only the entry that hydrates: each held request keeps one of the browser's six connections
    // to the site busy, and with all of them held, Chromium cannot even load the next page.
    if (holding && REACT_START.test(path)) {
      held.push(() => forward(req, res));
      return;
    }
    forward(req, res);
  });

  return {
    /** The site's address through this proxy, e.g. `http://127.0.0.1:40123`. */
    origin,
    /** React Router's client entry is held until `releaseHydration()`: pages stay before hydration. */
    holdHydration: () => void (holding = true),
    releaseHydration() {
      holding = false;
      for (const release of held.splice(0)) release();
    },
    /** How many requests for the client entry are being held (one a page that has painted). */
    heldHydrations: () => held.length,
    /** Sends are cut off before they reach the endpoint, as by a lost connection. */
    dropSends: (drop: boolean) => void (dropping = drop),
    /** Sends reach the endpoint, which stores them; their answers then break after their head. */
    loseAnswers: (lose: boolean) => void (losing = lose),
    /** Sends reach the endpoint, which stores them; their answers wait for `releaseAnswers`. */
    holdAnswers: () => void (holdingAnswers = true),
    releaseAnswers() {
      holdingAnswers = false;
      for (const pass of heldAnswers.splice(0)) pass();
    },
    /** How many sends reached the proxy (dropped ones included). */
    sendAttempts: () => attempts,
    /** Every CSP violation the browser reported, as "directive blocked uri". */
    cspViolations: () => [...violations],
    close: () =>
      new Promise<void>((closed) => {
        held.length = 0;
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/** "script-src-elem blocked inline" from a `report-uri` report (application/csp-report). */
function describeReport(body: string): string {
  try {
    const report = JSON.parse(body)["csp-report"] ?? {};
    const directive = report["effective-directive"] ?? report["violated-directive"];
    return `${directive} blocked ${report["blocked-uri"] || "inline code"}`;
  } catch {
    return `unreadable report: ${body.slice(0, 200)}`;
  }
}
