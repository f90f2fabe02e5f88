/**
 * A local stand-in for the EmailJS send API (`POST /api/v1.0/email/send`): it validates the body
 * the `@emailjs/browser` SDK sends and stores each enquiry as a JSON file in an outbox directory
 * instead of emailing it. Plain node:http, so it mounts in Express and in the Vite dev server.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isAbsolute, join, relative, resolve } from "node:path";

export interface EmailEndpointOptions {
  outboxDir: string;
  log?: (line: string) => void;
}

interface Enquiry {
  serviceId: string;
  templateId: string;
  publicKey: string;
  libVersion: string;
  params: Record<string, string> & {
    name: string;
    email: string;
    subject: string;
    message: string;
  };
}

/** The path of the EmailJS send API, answered locally so the site runs without an account. */
export const EMAIL_SEND_PATH = "/api/v1.0/email/send";

/** Where enquiries are stored: `OUTBOX_DIR`, or `outbox/` in the working directory. */
export function outboxDirFromEnv(): string {
  return resolve(process.env.OUTBOX_DIR || "outbox");
}

const MAX_BODY_BYTES = 50 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function createEmailEndpoint({ outboxDir, log = console.log }: EmailEndpointOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    void handle(req, res, outboxDir, log);
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  outboxDir: string,
  log: (line: string) => void,
): Promise<void> {
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return reply(res, 405, "Method Not Allowed: use POST");
  }
  try {
    const enquiry = parseEnquiry(await readBody(req));
    const path = await store(outboxDir, enquiry);
    const { name, email, subject } = enquiry.params;
    log(`enquiry from ${oneLine(name)} <${oneLine(email)}>: ${JSON.stringify(subject)} -> ${path}`);
    reply(res, 200, "OK");
  } catch (error) {
    if (error instanceof HttpError) {
      reply(res, error.status, error.message);
    } else if (!req.complete) {
      res.destroy(); // The client went away mid-body: there is nobody to answer.
    } else {
      // Answer first: the response must go out even if logging fails.
      reply(res, 500, "Could not store the message");
      console.error("email endpoint: could not store the message:", error);
    }
  }
}

/** Reads the raw body (no body parser may have run), keeping at most MAX_BODY_BYTES in memory. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit, keep draining without buffering: the client only sees the 413 once it
      // has finished sending, and answering earlier could reset a connection it is still writing.
      if (size > MAX_BODY_BYTES) chunks.length = 0;
      else chunks.push(chunk);
    });
    req.on("end", () => {
      if (size <= MAX_BODY_BYTES) return resolve(Buffer.concat(chunks));
      reject(new HttpError(413, "The message is too large (limit 50 KB)"));
    });
    req.on("error", reject);
    req.on("close", () => reject(new Error("The request was aborted"))); // No-op after "end".
  });
}

function parseEnquiry(body: Buffer): Enquiry {
  const data = parseJsonObject(body.toString("utf8"));
  const field = (key: string) => required(data[key], `The ${key} parameter is required`);
  const libVersion = field("lib_version");
  const publicKey = field("user_id");
  const serviceId = field("service_id");
  const templateId = field("template_id");
  const params = data.template_params;
  if (!isObject(params)) {
    throw new HttpError(400, "The template_params parameter must be an object");
  }
  const param = (key: string) =>
    required(params[key], `template_params.${key} must be a non-empty string`);
  const name = param("name");
  const email = param("email");
  const subject = param("subject");
  const message = param("message");
  // Extra string params (a phone number, say) are kept too, as EmailJS would pass them on.
  const strings = Object.entries(params).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return {
    serviceId,
    templateId,
    publicKey,
    libVersion,
    params: { ...Object.fromEntries(strings), name, email, subject, message },
  };
}

function required(value: unknown, problem: string): string {
  if (typeof value !== "string" || value.trim() === "") throw new HttpError(400, problem);
  return value;
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(text);
    if (isObject(data)) return data;
  } catch {
    // Not JSON: answered like any other non-object below.
  }
  throw new HttpError(400, "The body must be a JSON object");
}

/** Writes the enquiry atomically (temporary file, then rename) and returns its path for the log. */
async function store(outboxDir: string, enquiry: Enquiry): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const receivedAt = new Date().toISOString();
  const id = randomUUID();
  const file = join(outboxDir, `${receivedAt.replaceAll(":", "-")}-${id}.json`);
  const temporary = join(outboxDir, `.${id}.json.tmp`);
  const { serviceId, templateId, publicKey, libVersion, params } = enquiry;
  const content = { receivedAt, serviceId, templateId, publicKey, libVersion, params };
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Control characters (newlines, terminal escapes) in a name must not forge extra log lines. */
function oneLine(text: string): string {
  return text.replace(/\p{Cc}+/gu, " ");
}
