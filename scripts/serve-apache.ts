/**
 * `npm run serve:apache` (docs/deploying.md): the last deploy build served by Apache with the
 * .htaccess the build wrote. The private configuration loads only the modules a typical host has
 * and allows the .htaccess everything, as shared hosting does; TLS is set up outside it, as a host
 * does, with the protocols and ciphers of the nginx configuration.
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { NGINX_FILES, nginxDirOf } from "../build-time/server-configs.ts";
import { fail } from "../server/fail.ts";
import { checkThenServe, prepareServer, workerUser } from "./serve-deploy-build.ts";

const MODULES = `mpm_event authz_core dir mime env rewrite headers filter deflate brotli ssl
  socache_shmcb`.split(/\s+/);
/** Where the apache2 package, whose server prepareServer() finds, puts its modules. */
const modules = "/usr/lib/apache2/modules";

const apache = await prepareServer("apache2");
const { port, httpsPort, tls, prefix, root } = apache;
const http2 = existsSync(join(modules, "mod_http2.so"));

/** Mozilla's "intermediate" TLS, as hosting/nginx/exact-bids.conf writes it. */
const nginxConf = await readFile(join(nginxDirOf(apache.clientDir), NGINX_FILES.site), "utf8");
const nginxValue = (directive: string) =>
  nginxConf.match(new RegExp(`^\\s*${directive} ([^;]+);`, "m"))?.[1] ??
  fail(`hosting/nginx/${NGINX_FILES.site} has no ${directive}: update scripts/serve-apache.ts.`);
const protocols = nginxValue("ssl_protocols").replace(/\S+/g, "+$&");
const ciphers = nginxValue("ssl_ciphers");

await writeFile(
  join(prefix, "httpd.conf"),
  `ServerRoot "${prefix}"
ServerName 127.0.0.1
Listen 127.0.0.1:${port}
Listen 127.0.0.1:${httpsPort}
PidFile "${prefix}/httpd.pid"
DefaultRuntimeDir "${prefix}"
# Through a pipe: /dev/stderr cannot be opened when the output is a socket.
ErrorLog "|/bin/cat"
LogLevel warn
${[...MODULES, ...(http2 ? ["http2"] : [])]
  .map((name) => `LoadModule ${name}_module "${modules}/mod_${name}.so"`)
  .join("\n")}
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

# TLS 1.2 and 1.3 only, as Mozilla's SSL Configuration Generator gives them ("intermediate").
SSLProtocol -all ${protocols}
SSLCipherSuite ${ciphers}
SSLHonorCipherOrder off
SSLSessionTickets off
SSLSessionCache "shmcb:${prefix}/ssl_scache(512000)"
${http2 ? "Protocols h2 http/1.1" : ""}
<VirtualHost 127.0.0.1:${httpsPort}>
    SSLEngine on
    SSLCertificateFile "${tls.certificate}"
    SSLCertificateKeyFile "${tls.key}"
</VirtualHost>
<VirtualHost 127.0.0.1:${port}>
    # The .htaccess redirects to https://%{HTTP_HOST}%{REQUEST_URI}. A visitor of this port
    # names it in the Host header, where in production neither port is named: it becomes the TLS
    # port, so the redirect lands on the same host and path as it will there.
    RequestHeader edit Host ":${port}$" ":${httpsPort}" early
</VirtualHost>
`,
);

// The same, with the .htaccess read as part of it: `apache2 -t` checks the main configuration only.
await writeFile(
  join(prefix, "syntax-check.conf"),
  `Include "${prefix}/httpd.conf"
<Directory "${root}">
    Include "${root}/.htaccess"
</Directory>
`,
);
checkThenServe(
  "Apache",
  apache,
  ["-t", "-f", join(prefix, "syntax-check.conf")],
  ["-f", join(prefix, "httpd.conf"), "-DFOREGROUND"],
);
