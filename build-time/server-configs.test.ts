import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_PATH, DOCUMENT_HEADERS, adminHeaders, securityHeaders } from "./security-headers";
import {
  APACHE_MARKERS,
  HOSTING_DIR,
  NGINX_FILES,
  nginxHeaderValues,
  nginxVariable,
  withApacheHeaders,
} from "./server-configs";

// What the real servers do with these files is proven by the deploy suite (tests/hosts/*.deploy.spec.ts): these
// tests hold what the build writes into them and what no server's answer shows.
const headers = securityHeaders(["'sha256-a'"], ["'sha256-s'"]);
const admin = adminHeaders();
const hostHeaders = { everyAnswer: headers, admin };
const hosting = (file: string) => readFileSync(join(HOSTING_DIR, file), "utf8");

describe("nginx", () => {
  const site = hosting(`nginx/${NGINX_FILES.site}`);
  const values = nginxHeaderValues(hostHeaders);

  it("gets each header's value of the build as a variable", () => {
    for (const [name, value] of Object.entries(headers))
      expect(values).toContain(`\nset ${nginxVariable(name)} "${value}";\n`);
    expect(() => nginxHeaderValues({ everyAnswer: { "X-Test": "$host" }, admin })).toThrow(
      /x_test contains a "\$"/,
    );
  });

  it("gives the editor its own values, set in its location over the site's", () => {
    const location = site.slice(site.indexOf(`    location ^~ ${ADMIN_PATH} {`));
    for (const [name, value] of Object.entries(admin)) {
      const [variable, adminVariable] = [nginxVariable(name), nginxVariable(`admin-${name}`)];
      expect(values).toContain(`\nset ${adminVariable} "${value}";\n`);
      expect(location.slice(0, location.indexOf("}"))).toContain(
        `set ${variable} ${adminVariable};`,
      );
      if (!(name in headers)) expect(values).toContain(`\nset ${variable} "";\n`);
    }
  });

  it("sends each header with `always`, the document-only ones through the documents' map", () => {
    for (const name of Object.keys(headers)) {
      const variable = nginxVariable(name);
      if (DOCUMENT_HEADERS.includes(name)) {
        const documentOnly = variable.replace("$exact_bids_", "$exact_bids_document_");
        expect(site).toContain(`map $exact_bids_document ${documentOnly} {\n    1 ${variable};`);
        expect(site).toContain(`    add_header ${name} ${documentOnly} always;`);
      } else {
        expect(site).toContain(`    add_header ${name} ${variable} always;`);
      }
    }
  });

  it("sets every header at server level: a location with its own add_header would drop them", () => {
    for (const name of Object.keys(admin)) expect(site).toContain(`    add_header ${name} `);
    const locations = site.slice(site.indexOf("    location ~ /\\."));
    expect(locations).toMatch(/^ {4}location/);
    expect(locations).not.toContain("add_header");
  });
});

describe("Apache .htaccess", () => {
  const htaccess = hosting("apache/.htaccess");

  it("gets the build's headers between its marked lines, the rest as it is", () => {
    const written = withApacheHeaders(htaccess, hostHeaders);
    const lines = (set: Record<string, string>, indent = "") =>
      Object.entries(set).map(([name, value]) => `${indent}Header always set ${name} "${value}"`);
    expect(written).toContain(
      [
        APACHE_MARKERS[0],
        ...lines(headers),
        `<If "%{REQUEST_URI} =~ m#^${ADMIN_PATH}#">`,
        ...lines(admin, "    "),
        "</If>",
        APACHE_MARKERS[1],
      ].join("\n"),
    );
    const [before, after] = htaccess.split(
      /# BEGIN generated headers\n[\s\S]*# END generated headers/,
    );
    expect(written.startsWith(before!) && written.endsWith(after!)).toBe(true);
  });

  it("refuses a .htaccess whose marked lines are missing", () => {
    expect(() => withApacheHeaders(htaccess.replace(APACHE_MARKERS[1], "#"), hostHeaders)).toThrow(
      /no "# BEGIN generated headers" … "# END generated headers" lines/,
    );
  });
});
