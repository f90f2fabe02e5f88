/**
 * `npm run edit`: the content editor on this machine (server/edit-server.ts). The editor at
 * http://localhost:3000/admin/ (ADMIN_PATH) saves into the content files of this checkout, and the site at
 * http://localhost:3000 shows each change once it is built again, within seconds
 * (docs/editing.md). PORT chooses another port. Ctrl+C stops it.
 */
import process from "node:process";
import { ADMIN_PATH } from "../build-time/security-headers.ts";
import { outboxDirFromEnv } from "../server/email-endpoint.ts";
import { createEditServer, startEditing } from "../server/edit-server.ts";
import { fail, orFail } from "../server/fail.ts";
import { parsePort } from "../server/port.ts";

const project = process.cwd();
const port = orFail(() => parsePort(process.env.PORT, { fallback: 3000, lowest: 1 }));
const log = (line: string) => console.log(line);
const server = await createEditServer({ project, port, outboxDir: outboxDirFromEnv() });
server.app.listen(port, "127.0.0.1", (error?: NodeJS.ErrnoException) => {
  if (error)
    fail(
      error.code === "EADDRINUSE"
        ? `Port ${port} is already in use (is the site or the editor already running?). Stop it, or set PORT to a free port.`
        : error.message,
    );
  log(
    `The editor is at http://localhost:${port}${ADMIN_PATH} and the site at http://localhost:${port}/`,
  );
});
await startEditing(server, { project, log });
