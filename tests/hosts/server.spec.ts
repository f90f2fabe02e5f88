import { EMAIL_SEND_PATH, paths, words } from "../support/site-facts";
import { expect, test } from "../support/fixtures";

test("pages are compressed and revalidated; hashed assets are compressed and cached for a year", async ({
  request,
}) => {
  const page = await request.get(paths.home.en, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(page.headers()["content-type"]).toMatch(/^text\/html/);
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["cache-control"]).toBe("no-cache");

  const html = await page.text();
  const script = html.match(/href="(\/assets\/entry\.client-[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  for (const encoding of ["br", "gzip"]) {
    const asset = await request.get(script!, { headers: { "Accept-Encoding": encoding } });
    expect(asset.headers()["content-encoding"]).toBe(encoding);
    expect(asset.headers()["content-type"]).toMatch(/javascript/);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
});

test("the contact page is served at its address without a redirect", async ({ request }) => {
  const response = await request.get(paths.contact.en, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(words.en.contact.formHeading);
});

test("the local e-mail endpoint answers only POST", async ({ request }) => {
  const response = await request.get(EMAIL_SEND_PATH);
  expect(response.status()).toBe(405);
  expect(response.headers()["allow"]).toBe("POST");
});
