import { expect, test } from "@playwright/test";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { connect } from "node:tls";
import { everyPagePath, paths, unknownPath, words } from "../support/site-facts";
import { buildDir, tlsServer } from "./deploy-env";

/** Written by the first TLS server's start (scripts/local-tls.ts). */
const ca = () => readFileSync(join(buildDir, "local-tls", "ca.pem"));

/** A TLS handshake with the server: what it agreed to, or the error it ended with. */
async function handshake(port: number, options: { servername?: string; tls11?: boolean } = {}) {
  const socket = connect({
    host: "127.0.0.1",
    port,
    ca: ca(),
    servername: options.servername,
    ALPNProtocols: ["h2", "http/1.1"],
    // TLS 1.1 is switched off in Node's own defaults too: let the server be the one to refuse.
    ...(options.tls11 && {
      minVersion: "TLSv1.1" as const,
      maxVersion: "TLSv1.1" as const,
      ciphers: "DEFAULT@SECLEVEL=0",
    }),
  });
  await once(socket, "secureConnect");
  socket.end();
  return {
    authorized: socket.authorized,
    protocol: socket.getProtocol(),
    alpn: socket.alpnProtocol,
  };
}

test("http:// answers every page and unknown path with a 301 to https://, same host, path and query", async ({
  request,
}) => {
  const { httpURL, httpsPort } = tlsServer();
  const withQueries = [`${paths.contact.en}?ref=card`, `${paths.contact.en}/?ref=card`];
  for (const path of [...everyPagePath, ...withQueries, unknownPath]) {
    const response = await request.get(`${httpURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()["location"], path).toBe(`https://127.0.0.1:${httpsPort}${path}`);
  }
});

test("the certificate is valid for localhost and 127.0.0.1; TLS 1.2 or 1.3 with HTTP/2", async () => {
  const { httpsPort } = tlsServer();
  for (const servername of ["localhost", undefined]) {
    const agreed = await handshake(httpsPort, { servername });
    expect(agreed.authorized, `trusted for ${servername ?? "127.0.0.1"}`).toBe(true);
    expect(agreed.protocol).toMatch(/^TLSv1\.[23]$/);
    expect(agreed.alpn).toBe("h2");
  }
  await expect(handshake(httpsPort, { tls11: true })).rejects.toMatchObject({
    code: "ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION",
  });
});

test("behind a host's TLS proxy (X-Forwarded-Proto: https), Apache serves the page", async ({
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "apache",
    "nginx and Cloudflare's edge terminate TLS themselves",
  );
  const { httpURL } = tlsServer();
  const response = await request.get(`${httpURL}${paths.contact.en}`, {
    headers: { "X-Forwarded-Proto": "https" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(words.en.contact.formHeading);
});
