/**
 * TLS on this machine for `npm run serve:nginx` and `serve:apache` (docs/deploying.md): a
 * throwaway certificate authority that can vouch for localhost and 127.0.0.1 alone (name
 * constraints), and its certificate for them, made with OpenSSL in $BUILD_DIR/local-tls/.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { buildDir } from "../build-time/build-dir.ts";

/** Where the local authority and certificate live: $BUILD_DIR/local-tls. */
export const localTlsDir = () => join(resolve(buildDir()), "local-tls");

const DAYS = 30;

const OPENSSL_CONFIG = `[req]
distinguished_name = name
prompt = no
[name]
[authority]
basicConstraints = critical, CA:TRUE, pathlen:0
keyUsage = critical, keyCertSign, cRLSign
nameConstraints = critical, permitted;DNS:localhost, permitted;IP:127.0.0.1/255.255.255.255
subjectKeyIdentifier = hash
[server]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = DNS:localhost, IP:127.0.0.1
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
`;

/** The local authority and server certificate, made anew when missing or about to expire. */
export async function localTls() {
  const dir = localTlsDir();
  const tls = {
    /** The authority's certificate, for clients to trust. */
    ca: join(dir, "ca.pem"),
    /** The server's certificate (for localhost and 127.0.0.1) and its key. */
    certificate: join(dir, "localhost.pem"),
    key: join(dir, "localhost-key.pem"),
  };
  if (spawnSync("openssl", ["version"]).error) {
    throw new Error(
      "openssl is not installed; it makes the local certificate. Install it, then run this again:\n" +
        "  Debian/Ubuntu:  sudo apt-get install -y openssl",
    );
  }
  const validForADay = (certificate: string) =>
    spawnSync("openssl", ["x509", "-checkend", "86400", "-noout", "-in", certificate]).status === 0;
  const usable = () => validForADay(tls.ca) && validForADay(tls.certificate) && existsSync(tls.key);
  if (usable()) return tls;

  // Made aside and moved in whole: nginx and Apache may start at once, and must use the same one.
  const aside = await mkdtemp(`${dir}-`);
  await writeFile(join(aside, "openssl.cnf"), OPENSSL_CONFIG);
  const openssl = (...args: string[]) =>
    execFileSync("openssl", args, { cwd: aside, stdio: ["ignore", "pipe", "pipe"] });
  const newKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  const common = ["req", "-x509", "-config", "openssl.cnf", "-days", String(DAYS), ...newKey];
  openssl(
    ...common,
    ...["-extensions", "authority", "-subj", "/CN=Exact Bids throwaway local authority"],
    ...["-keyout", "ca-key.pem", "-out", "ca.pem"],
  );
  openssl(
    ...common,
    ...["-extensions", "server", "-subj", "/CN=localhost", "-CA", "ca.pem", "-CAkey", "ca-key.pem"],
    ...["-keyout", "localhost-key.pem", "-out", "localhost.pem"],
  );
  // Unless another server made one meanwhile: then that one is used.
  if (!usable()) {
    await rm(dir, { recursive: true, force: true });
    await rename(aside, dir);
  }
  await rm(aside, { recursive: true, force: true });
  return tls;
}
