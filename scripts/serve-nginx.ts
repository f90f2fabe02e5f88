/**
 * `npm run serve:nginx`: the last deploy build served by nginx with the server block the build
 * wrote ($BUILD_DIR/nginx.conf), at http://127.0.0.1:$PORT (default 8080).
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  fail,
  findServer,
  lastDeployBuild,
  privatePrefix,
  runInForeground,
  siteRoot,
  workerUser,
} from "./serve-deploy-build.ts";

const { buildDir, clientDir, port } = await lastDeployBuild();
const nginx = findServer("nginx", "nginx");
const serverBlock = await readFile(join(buildDir, "nginx.conf"), "utf8").catch(() =>
  fail(`${join(buildDir, "nginx.conf")} is missing: run npm run build again.`),
);
const prefix = await privatePrefix("nginx");
const root = await siteRoot(clientDir, prefix);

// The build's server block as it is, but for its two host-specific lines: where it listens and
// where the site's files are.
await writeFile(
  join(prefix, "site.conf"),
  serverBlock
    .replace(/^(\s*)listen .*;\n(\s*listen .*;\n)*/m, `$1listen 127.0.0.1:${port};\n`)
    .replace(/^(\s*)root .*;$/m, `$1root ${root};`),
);
await writeFile(
  join(prefix, "nginx.conf"),
  `${workerUser ? `user ${workerUser};` : ""}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events {
    worker_connections 256;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/site.conf;
}
`,
);

runInForeground(
  "nginx",
  nginx,
  ["-p", `${prefix}/`, "-c", join(prefix, "nginx.conf"), "-e", "stderr"],
  { port, prefix },
);
