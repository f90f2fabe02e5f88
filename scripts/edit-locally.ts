/**
 * `npm run edit`: the content editor on this machine. Builds and serves the site (`npm start`) and
 * runs decap-server, through which the editor at http://localhost:3000/admin/ saves straight into
 * the JSON files of this checkout (docs/editing.md). Ctrl+C stops both.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import process from "node:process";

const decapServer = createRequire(import.meta.url).resolve("decap-server/dist/index.js");
const children = [
  // decap-server's own port, where the local build's editor looks for it.
  spawn(process.execPath, [decapServer], {
    stdio: "inherit",
    env: { ...process.env, GIT_REPO_DIRECTORY: process.cwd(), PORT: "8081" },
  }),
  spawn("npm", ["start"], { stdio: "inherit", env: { ...process.env, HOST: "localhost" } }),
];
console.log("The editor will be at http://localhost:3000/admin/ once the site is built.");
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
for (const child of children) child.on("exit", (code) => (stop(), process.exit(code ?? 0)));
