/**
 * `npm run edit`: the content editor and the site as it edits it, on this machine, at
 * http://localhost:$PORT (default 3000; server/edit-server.ts, docs/editing.md). Ctrl+C stops it.
 */
import { ADMIN_PATH } from "../build-time/security-headers.ts";
import { outboxDirFromEnv } from "../server/email-endpoint.ts";
import { createEditServer, startEditing } from "../server/edit-server.ts";
import { fail, orFail } from "../server/fail.ts";
import { parsePort } from "../server/port.ts";

const project = process.cwd();
const port = orFail(() => parsePort(process.env.PORT, { fallback: 3000, lowest: 1 }));
const server = await createEditServer({ project, port, outboxDir: outboxDirFromEnv() });
server.app.listen(port, "127.0.0.1", (error?: NodeJS.ErrnoException) => {
  if (error)
    fail(
      error.code === "EADDRINUSE"
        ? `Port ${port} is already in use (is the site or the editor already running?). Stop it, or set PORT to a free port.`
        : error.message,
    );
  console.log(
    `The editor is at http://localhost:${port}${ADMIN_PATH} and the site at http://localhost:${port}/`,
  );
});
await startEditing(server, { project, log: console.log });
