// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL_SEND_PATH } from "../app/enquiry/answer-watch.ts";
import { startEndpointServer } from "../tests/support/endpoint-test-server.ts";
import { localSendBody, sampleEnquiry } from "../tests/support/enquiry-facts.ts";

/** What the SDK sends from a local build for an enquiry with no project detail. */
const SENT = localSendBody(sampleEnquiry("a1"));
const PARAMS = SENT.template_params;

const body = (overrides: Record<string, unknown> = {}) => ({ ...SENT, ...overrides });

const endpoint = await startEndpointServer();
const { outbox, url, logged } = endpoint;
afterAll(() => endpoint.stop());

beforeEach(async () => {
  logged.length = 0;
  for (const file of await readdir(outbox)) await rm(join(outbox, file));
});

/** Posts a body (an object as JSON), by default as JSON to the endpoint. */
async function post(payload: unknown, { type = "application/json", to = url } = {}) {
  const raw = typeof payload === "string" || Buffer.isBuffer(payload);
  const text = raw ? (payload as BodyInit) : JSON.stringify(payload);
  const response = await fetch(to, {
    method: "POST",
    headers: { "Content-type": type },
    body: text,
  });
  return { response, status: response.status, text: await response.text() };
}

describe("POST /api/v1.0/email/send", () => {
  it("stores a valid message as one JSON file and answers OK", async () => {
    const { response, status, text } = await post(body());

    expect([status, text]).toEqual([200, "OK"]);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f-]{36}\.json$/);
    const stored = JSON.parse(await readFile(join(outbox, files[0]!), "utf8"));
    expect(stored).toEqual({
      receivedAt: expect.any(String),
      serviceId: SENT.service_id,
      templateId: SENT.template_id,
      publicKey: SENT.user_id,
      libVersion: SENT.lib_version,
      params: PARAMS,
    });
    expect(logged).toEqual([
      `enquiry from ${PARAMS.name} <${PARAMS.email}>: "${PARAMS.subject}" -> ${join(outbox, files[0]!)}`,
    ]);
  });

  it("logs control and bidirectional characters escaped, on one line", async () => {
    const params = { ...PARAMS, name: "Jane\nenquiry from Eve", subject: "Bid \u202Egnp.exe" };
    expect((await post(body({ template_params: params }))).status).toBe(200);

    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^enquiry from Jane\\u\{a\}enquiry from Eve <jane\.a1@example\.com>: "Bid \\u\{202e\}gnp.exe" -> /,
    );
  });

  // The enquiry's own rules (a missing, an empty or an unexpected field) are proved beside its
  // schema (app/enquiry/schema.test.ts): here, that the endpoint applies them and names the field.
  const params = (template_params: unknown) => body({ template_params });
  // "é" as Latin-1 writes it: one byte that UTF-8 cannot read.
  const notUtf8 = Buffer.from(JSON.stringify(body({ user_id: "pk_é" })), "latin1");
  const notJson = "The body must be JSON (Content-Type: application/json)";
  const invalid: [string, unknown, string, type?: string][] = [
    ["invalid JSON", "{ not json", "The body must be valid JSON"],
    ["a JSON string body", '"hello"', "The body must be valid JSON"],
    ["a body that is not UTF-8", notUtf8, "The body must be UTF-8 text"],
    ["a body sent as text/plain", body(), notJson, "text/plain"],
    ["a form body", body(), notJson, "application/x-www-form-urlencoded"],
    ["a multipart body", body(), notJson, "multipart/form-data; boundary=x"],
    ["an array body", [body()], "lib_version is required"],
    ["an empty body", "", "lib_version is required"],
    ["a key beyond the schema", body({ extra: "1" }), "extra is not expected"],
    ["a missing user_id", body({ user_id: undefined }), "user_id is required"],
    ["an empty service_id", body({ service_id: "" }), "service_id is required"],
    ["a numeric template_id", body({ template_id: 1 }), "template_id must be text"],
    ["missing template_params", params(undefined), "template_params is required"],
    ["template_params as a string", params("hi"), "template_params must be an object"],
    ["template_params as an array", params([]), "template_params.name is required"],
    ["an empty email", params({ ...PARAMS, email: "" }), "template_params.email is required"],
    [
      "a parameter beyond the schema",
      params({ ...PARAMS, website: "https://spam.example" }),
      "template_params.website is not expected",
    ],
  ];

  it.each(invalid)("answers 400 to %s", async (_case, payload, message, type) => {
    expect(await post(payload, { type })).toMatchObject({ status: 400, text: message });
    expect(await readdir(outbox)).toEqual([]);
    expect(logged).toEqual([]);
  });

  it("answers its exact path only", async () => {
    for (const path of [`${EMAIL_SEND_PATH}/extra`, `${EMAIL_SEND_PATH}x`, "/api/v1.0/email"])
      expect((await post(body(), { to: new URL(path, url).href })).status).toBe(404);
    expect(await readdir(outbox)).toEqual([]);
  });

  it("answers 413 to a 60 KB message", async () => {
    const message = "x".repeat(60 * 1024);
    const { status, text } = await post(body({ template_params: { ...PARAMS, message } }));

    expect([status, text]).toEqual([413, "The message is too large (limit 50 KB)"]);
    expect(await readdir(outbox)).toEqual([]);
  });

  it("answers 405 with Allow: POST to other methods", async () => {
    for (const method of ["GET", "PUT", "OPTIONS"]) {
      const response = await fetch(url, { method });
      expect([response.status, await response.text()]).toEqual([
        405,
        "Method Not Allowed: use POST",
      ]);
      expect(response.headers.get("allow")).toBe("POST");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("survives a client that aborts mid-body", async () => {
    const socket = connect(endpoint.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      "POST /api/v1.0/email/send HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(await readdir(outbox)).toEqual([]);
  });
});

it("answers 500 and reports the error when the outbox cannot be written", async () => {
  // A file where the outbox should be.
  await rm(outbox, { recursive: true });
  await writeFile(outbox, "");
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    expect(await post(body())).toMatchObject({ status: 500, text: "Could not store the message" });
    expect(errors).toHaveBeenCalledOnce();
  } finally {
    await rm(outbox);
    await mkdir(outbox);
  }
});

it("stores 200 concurrent sends from another process, one file each", async () => {
  const count = 200;
  // In a second process, so client and server do not share one event loop; it fails unless it
  // exits with 0.
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "tests/support/send-burst.ts", url, String(count)],
    { cwd: resolve(import.meta.dirname, "..") },
  );
  expect(stderr).toBe("");
  expect(JSON.parse(stdout)).toEqual({ sent: count, ok: count, failed: 0 });
  const files = await readdir(outbox);
  expect(files.filter((file) => file.endsWith(".json"))).toHaveLength(count);
  expect(files).toHaveLength(count); // No temporary files left behind.
  const emails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(outbox, file), "utf8")).params.email),
  );
  expect(new Set(emails).size).toBe(count);
  expect(logged).toHaveLength(count);
});
