/**
 * `npm run serve:nginx` (docs/deploying.md): the last deploy build served by nginx with the
 * configuration the build copied from hosting/nginx/, as it is but for this machine's values.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { NGINX_FILES, nginxDirOf } from "../build-time/server-configs.ts";
import { fail } from "../server/fail.ts";
import { checkThenServe, prepareServer, workerUser } from "./serve-deploy-build.ts";

const nginx = await prepareServer("nginx");
const { port, httpsPort, tls, prefix, root } = nginx;
const nginxDir = nginxDirOf(nginx.clientDir);

/** Each production value of the configuration, and this machine's in its place. */
const LOCAL_VALUES: [production: string | RegExp, local: string][] = [
  ["listen 80;", `listen 127.0.0.1:${port};`],
  ["listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`],
  // Loopback only; commented out rather than removed, so an error names the file's own line.
  ["listen [::]:80;", "# listen [::]:80;"],
  ["listen [::]:443 ssl http2;", "# listen [::]:443 ssl http2;"],
  ["return 301 https://$host$request_uri;", `return 301 https://$host:${httpsPort}$request_uri;`],
  [/root \/var\/www\/exact-bids;/g, `root ${root};`],
  [/ssl_certificate \S+;/, `ssl_certificate ${tls.certificate};`],
  [/ssl_certificate_key \S+;/, `ssl_certificate_key ${tls.key};`],
  [`include /etc/nginx/${NGINX_FILES.headers};`, `include ${join(nginxDir, NGINX_FILES.headers)};`],
];

let site = await readFile(join(nginxDir, NGINX_FILES.site), "utf8");
for (const [production, local] of LOCAL_VALUES) {
  // A function, so that nginx's `$host` is not read as a replacement pattern.
  const swapped = site.replace(production, () => local);
  if (swapped === site)
    fail(
      `hosting/nginx/${NGINX_FILES.site} no longer has ${production}: update scripts/serve-nginx.ts.`,
    );
  site = swapped;
}
await writeFile(join(prefix, NGINX_FILES.site), site);
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
    include ${prefix}/${NGINX_FILES.site};
}
`,
);

const options = ["-p", `${prefix}/`, "-c", join(prefix, "nginx.conf"), "-e", "stderr"];
checkThenServe("nginx", nginx, ["-t", "-q", ...options], options);
