/**
 * A local stand-in for the EmailJS send API (`POST /api/v1.0/email/send`): it validates the body
 * the `@emailjs/browser` SDK sends, with the site's own enquiry schema, and stores each enquiry as
 * a JSON file in an outbox directory instead of e-mailing it. A plain `(req, res, next)` handler,
 * so it mounts in Express and in the Vite dev server alike.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isAbsolute, join, relative, resolve } from "node:path";
import * as v from "valibot";
import type { Plugin } from "vite";
import { emailParamsSchema } from "../app/enquiry/email-params.ts";
import { objectMessage, problemWith } from "../app/enquiry/schema.ts";
import { EMAIL_SEND_PATH } from "../app/enquiry/answer-watch.ts";

/** Where enquiries are stored: `OUTBOX_DIR`, or `outbox/` in the working directory. */
export const outboxDirFromEnv = () => resolve(process.env.OUTBOX_DIR || "outbox");

/** Answers the EmailJS send API on the dev server too, so `npm run dev` needs no account. */
export function devEmailPlugin(): Plugin {
  return {
    name: "exact-bids:dev-email",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(createEmailEndpoint({ outboxDir: outboxDirFromEnv() }));
    },
  };
}

const requiredText = v.pipe(v.string("must be text"), v.nonEmpty("is required"));

/** What the SDK's `send()` posts: the account's IDs and the enquiry, and nothing else. */
const sendRequestSchema = v.strictObject(
  {
    lib_version: requiredText,
    user_id: requiredText,
    service_id: requiredText,
    template_id: requiredText,
    template_params: emailParamsSchema,
  },
  objectMessage,
);

type SendRequest = v.InferOutput<typeof sendRequestSchema>;

const readJsonBody = express.json({
  limit: "50kb",
  // express.json() reads any bytes as text; a body that is not UTF-8 is refused instead.
  verify: (_req, _res, bytes) => void new TextDecoder("utf-8", { fatal: true }).decode(bytes),
});

export function createEmailEndpoint(options: { outboxDir: string; log?: (line: string) => void }) {
  const { outboxDir, log = console.log } = options;
  return (req: IncomingMessage, res: ServerResponse, next?: () => void): void => {
    // Mounted at its path or not, it answers that exact path only.
    const { originalUrl = req.url } = req as { originalUrl?: string };
    if (new URL(originalUrl ?? "/", "http://localhost").pathname !== EMAIL_SEND_PATH) {
      return next ? next() : reply(res, 404, "Not Found");
    }
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return reply(res, 405, "Method Not Allowed: use POST");
    }
    if (!/^application\/json\s*(;|$)/i.test(req.headers["content-type"] ?? "")) {
      return reply(res, 400, "The body must be JSON (Content-Type: application/json)");
    }
    readJsonBody(req, res, async (error) => {
      if (error) return reply(res, ...bodyProblem(error));
      const body: unknown = (req as { body?: unknown }).body;
      const problem = problemWith(sendRequestSchema, body);
      if (problem) return reply(res, 400, problem);
      const request = v.parse(sendRequestSchema, body);
      try {
        const path = await store(outboxDir, request);
        const { name, email, subject } = request.template_params;
        log(
          `enquiry from ${printable(name)} <${printable(email)}>: "${printable(subject)}" -> ${path}`,
        );
        reply(res, 200, "OK");
      } catch (failure) {
        // Answer first: the response must go out even if logging fails.
        reply(res, 500, "Could not store the message");
        console.error("email endpoint: could not store the message:", failure);
      }
    });
  };
}

function bodyProblem(error: unknown): [number, string] {
  const type = (error as { type?: string }).type;
  if (type === "entity.too.large") return [413, "The message is too large (limit 50 KB)"];
  if (type === "entity.verify.failed" || type === "charset.unsupported")
    return [400, "The body must be UTF-8 text"];
  return [400, "The body must be valid JSON"];
}

/** Writes the enquiry atomically (temporary file, then rename) and returns its path for the log. */
async function store(outboxDir: string, request: SendRequest): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const receivedAt = new Date().toISOString();
  const id = randomUUID();
  const file = join(outboxDir, `${receivedAt.replaceAll(":", "-")}-${id}.json`);
  const temporary = join(outboxDir, `.${id}.json.tmp`);
  const content = {
    receivedAt,
    serviceId: request.service_id,
    templateId: request.template_id,
    publicKey: request.user_id,
    libVersion: request.lib_version,
    params: request.template_params,
  };
  try {
    await writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { flag: "wx" });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const fromHere = relative(process.cwd(), file);
  return fromHere.startsWith("..") || isAbsolute(fromHere) ? file : fromHere;
}

function reply(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(text);
}

/**
 * Control, format and bidirectional characters written as `\u{…}`, so a name cannot forge a log
 * line or reorder what the terminal shows.
 */
function printable(text: string): string {
  return text.replace(
    /[\p{Cc}\p{Cf}\u2028\u2029]/gu,
    (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`,
  );
}
