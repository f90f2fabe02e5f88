/**
 * `npm run serve:nginx`: the last deploy build served by nginx with the configuration the build
 * writes ($BUILD_DIR/nginx.conf), made by the same generator from the build's own `_headers` with
 * this machine's ports, directory and local certificate: https://127.0.0.1:$HTTPS_PORT (default
 * 8443), and http://127.0.0.1:$PORT (default 8080), which redirects there.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseHeadersFile } from "../build-time/headers-file.ts";
import { nginxServerBlock } from "../build-time/server-configs.ts";
import {
  findServer,
  lastDeployBuild,
  privatePrefix,
  runInForeground,
  siteRoot,
  workerUser,
} from "./serve-deploy-build.ts";

const { clientDir, port, httpsPort, tls } = await lastDeployBuild();
const nginx = findServer("nginx", "nginx");
const rules = parseHeadersFile(await readFile(join(clientDir, "_headers"), "utf8"));
const prefix = await privatePrefix("nginx");
const root = await siteRoot(clientDir, prefix);

await writeFile(
  join(prefix, "site.conf"),
  nginxServerBlock(rules, {
    serverName: "localhost",
    local: { httpPort: port, httpsPort, root, certificate: tls.certificate, key: tls.key },
  }),
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
  { port, httpsPort, tls, prefix },
);
