/**
 * `npm run serve:apache`: the last deploy build served by Apache with the .htaccess the build
 * wrote, at http://127.0.0.1:$PORT (default 8080). The private configuration loads only the
 * modules a typical host has and allows the .htaccess everything, as shared hosting does.
 */
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
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

const MODULES = [
  "mpm_event",
  "authz_core",
  "dir",
  "mime",
  "env",
  "rewrite",
  "headers",
  "filter",
  "deflate",
  "brotli",
];
const MODULE_DIRECTORIES = ["/usr/lib/apache2/modules", "/usr/lib64/httpd/modules"];

const { clientDir, port } = await lastDeployBuild();
const apache = findServer("apache2", "apache2");
const modules =
  MODULE_DIRECTORIES.find((directory) => existsSync(join(directory, "mod_headers.so"))) ??
  fail(`Apache's modules are not in ${MODULE_DIRECTORIES.join(" or ")}: install apache2.`);
const prefix = await privatePrefix("apache");
const root = await siteRoot(clientDir, prefix);

await writeFile(
  join(prefix, "httpd.conf"),
  `ServerRoot "${prefix}"
ServerName 127.0.0.1
Listen 127.0.0.1:${port}
PidFile "${prefix}/httpd.pid"
DefaultRuntimeDir "${prefix}"
# Through a pipe: /dev/stderr cannot be opened when the output is a socket.
ErrorLog "|/bin/cat"
LogLevel warn
${MODULES.map((name) => `LoadModule ${name}_module "${modules}/mod_${name}.so"`).join("\n")}
${workerUser ? `User ${workerUser}\nGroup ${workerUser}` : ""}
TypesConfig /etc/mime.types
ServerTokens Prod
ServerSignature Off
DocumentRoot "${root}"
<Directory />
    AllowOverride None
    Require all denied
</Directory>
<Directory "${root}">
    Options FollowSymLinks
    AllowOverride All
    Require all granted
</Directory>
<Files ".ht*">
    Require all denied
</Files>
DirectoryIndex index.html
`,
);

runInForeground("Apache", apache, ["-f", join(prefix, "httpd.conf"), "-DFOREGROUND"], {
  port,
  prefix,
});
