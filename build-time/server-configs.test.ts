// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENT_HEADERS, securityHeaders } from "./security-headers";
import {
  APACHE_MARKERS,
  HOSTING_DIR,
  NGINX_FILES,
  nginxHeaderValues,
  nginxVariable,
  withApacheHeaders,
} from "./server-configs";

// What the real servers do with these files is proven by the deploy suite (tests/deploy/): these
// tests hold what the build writes into them and what no server's answer shows.
const headers = securityHeaders(["'sha256-a'"]);
const hosting = (file: string) => readFileSync(join(HOSTING_DIR, file), "utf8");

describe("nginx", () => {
  const site = hosting(`nginx/${NGINX_FILES.site}`);

  it("gets each header's value of the build as a variable", () => {
    const values = nginxHeaderValues(headers);
    for (const [name, value] of Object.entries(headers))
      expect(values).toContain(`\nset ${nginxVariable(name)} "${value}";\n`);
    expect(() => nginxHeaderValues({ "X-Test": "$host" })).toThrow(/X-Test contains a "\$"/);
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
    const locations = site.slice(site.indexOf("    location ~ /\\."));
    expect(locations).toMatch(/^ {4}location/);
    expect(locations).not.toContain("add_header");
  });
});

describe("Apache .htaccess", () => {
  const htaccess = hosting("apache/.htaccess");

  it("gets the build's headers between its marked lines, the rest as it is", () => {
    const written = withApacheHeaders(htaccess, headers);
    const lines = Object.entries(headers).map(
      ([name, value]) => `Header always set ${name} "${value}"`,
    );
    expect(written).toContain([APACHE_MARKERS[0], ...lines, APACHE_MARKERS[1]].join("\n"));
    const [before, after] = htaccess.split(
      /# BEGIN generated headers\n[\s\S]*# END generated headers/,
    );
    expect(written.startsWith(before!) && written.endsWith(after!)).toBe(true);
  });

  it("refuses a .htaccess whose marked lines are missing", () => {
    expect(() => withApacheHeaders(htaccess.replace(APACHE_MARKERS[1], "#"), headers)).toThrow(
      /no "# BEGIN generated headers" … "# END generated headers" lines/,
    );
  });
});
