import { expect, hydrated, openHydrated, test, watchViolations } from "../support/fixtures";
import { EMAILJS_API_ORIGIN } from "../../app/emailjs-api.ts";
import { EMAIL_SEND_PATH } from "../../app/enquiry/answer-watch.ts";
import { fillForm, sendButton, sentParams } from "../support/contact-page";
import {
  allPagePaths,
  figureTexts,
  localSendBody,
  paths,
  sampleEnquiry,
  unknownPath,
  words,
} from "../support/site-facts";
import { DEPLOY_VARIABLES } from "./deploy-env";

const EMAILJS_SEND = `${EMAILJS_API_ORIGIN}${EMAIL_SEND_PATH}`;
const { frame, home, contact } = words.en;

// The answer-watching worker (decision 016) as a visitor's browser runs it: over https:// only.
test.use({ serviceWorkers: "allow" });

// One page of each kind (every trade's page is the same page with other words; the deploy suite's
// HTTP checks fetch them all).
test("every kind of page loads everything from the site itself (over https:// on nginx and Apache) without a CSP violation", async ({
  page,
  baseURL,
}) => {
  const { origin } = new URL(baseURL!);
  const violations = await watchViolations(page);
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith("data:") && new URL(url).origin !== origin) elsewhere.push(url);
  });

  for (const path of allPagePaths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await hydrated(page);
  }
  expect(elsewhere, `requests to another origin than ${origin}`).toEqual([]);
  expect(violations).toEqual([]);
});

// A visitor's walk on a phone, with the CSP watched. On the local server, every flow's CSP
// violations are caught in each engine (tests/support/network.ts) and, in Chromium, as console
// errors; the error page's 404 answer is the one console error expected, and its own scripts'
// violations show once they have loaded and hydrated it.
test("the home page down to its figures, the drawer to the contact page, a send to EmailJS with the configured service, template and key, then the error page, without a CSP violation or a console error", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/status of 404/);
  const violations = await watchViolations(page);
  const sent: unknown[] = [];
  // Nothing leaves the machine: the test answers as EmailJS does, to the answer-watching worker.
  await page.context().route(EMAILJS_SEND, async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({
      status: 200,
      body: "OK",
      headers: { "Access-Control-Allow-Origin": "*", "Content-Type": "text/plain" },
    });
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await openHydrated(page, paths.home.en);
  await page.getByRole("region", { name: home.statistics.heading }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId("count-projects")).toHaveText(figureTexts().projects, {
    timeout: 6000,
  });
  await page.getByRole("button", { name: frame.menu.open }).click();
  await page
    .getByRole("navigation", { name: frame.menu.label })
    .getByRole("link", { name: frame.navigation.header.contact })
    .click();
  await expect(page).toHaveURL(paths.contact.en);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: contact.formHeading })).toBeVisible();

  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL);
  const enquiry = sampleEnquiry("deploy");
  await fillForm(page, enquiry);
  await sendButton(page).click();
  await expect(page.getByText(contact.sent)).toBeVisible();
  expect(sent).toEqual([
    expect.objectContaining({
      // The SDK's own version, as the local build's body carries it.
      lib_version: localSendBody(enquiry).lib_version,
      user_id: DEPLOY_VARIABLES.VITE_EMAILJS_PUBLIC_KEY,
      service_id: DEPLOY_VARIABLES.VITE_EMAILJS_SERVICE_ID,
      template_id: DEPLOY_VARIABLES.VITE_EMAILJS_TEMPLATE_ID,
      // The visit began at the home page.
      template_params: sentParams(enquiry, "en", { page: paths.home.en }),
    }),
  ]);

  const response = await page.goto(unknownPath);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: frame.error.title })).toBeVisible();
  await hydrated(page);
  expect(violations).toEqual([]);
});
