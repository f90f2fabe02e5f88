import { paths, words } from "../support/site-facts";
import { expect, test } from "../support/fixtures";

test("pages are served at their address, compressed and revalidated; hashed assets are compressed and cached for a year", async ({
  request,
}) => {
  const page = await request.get(paths.contact.en, {
    headers: { "Accept-Encoding": "br, gzip" },
    maxRedirects: 0,
  });
  expect(page.status()).toBe(200);
  expect(page.headers()["content-type"]).toMatch(/^text\/html/);
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["cache-control"]).toBe("no-cache");

  const html = await page.text();
  expect(html).toContain(words.en.contact.formHeading);
  const script = html.match(/href="(\/assets\/entry\.client-[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  for (const encoding of ["br", "gzip"]) {
    const asset = await request.get(script!, { headers: { "Accept-Encoding": encoding } });
    expect(asset.headers()["content-encoding"]).toBe(encoding);
    expect(asset.headers()["content-type"]).toMatch(/javascript/);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
});
