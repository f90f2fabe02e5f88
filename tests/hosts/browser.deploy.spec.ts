import { expect, hydrated, test, watchViolations } from "../support/fixtures";
import { EMAILJS_API_ORIGIN } from "../../app/emailjs-api.ts";
import { EMAIL_SEND_PATH } from "../../server/email-endpoint.ts";
import { walkWithoutViolations } from "../support/site-walk";
import { fillForm, sendButton, sentParams } from "../support/contact-page";
import { allPagePaths, localSendBody, paths, sampleEnquiry, words } from "../support/site-facts";
import { DEPLOY_VARIABLES, serverOf } from "./deploy-env";

const EMAILJS_SEND = `${EMAILJS_API_ORIGIN}${EMAIL_SEND_PATH}`;

// One page of each kind (every trade's page is the same page with other words; the deploy suite's
// HTTP checks fetch them all).
test("every kind of page loads everything from the site itself (over https:// on nginx and Apache) without a CSP violation", async ({
  page,
}, testInfo) => {
  const { origin } = new URL(serverOf(testInfo.project.name).baseURL);
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

test("both pages and the drawer run without a CSP violation or a console error", async ({
  page,
  expectConsoleErrors,
}) => {
  await walkWithoutViolations(page, expectConsoleErrors, async () => {
    await expect(page.getByRole("heading", { name: words.en.contact.formHeading })).toBeVisible();
  });
});

test("the form sends the enquiry to EmailJS with the configured service, template and key", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const sent: unknown[] = [];
  // Nothing leaves the machine: the test answers as EmailJS does.
  await page.route(EMAILJS_SEND, async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({
      status: 200,
      body: "OK",
      headers: { "Access-Control-Allow-Origin": "*", "Content-Type": "text/plain" },
    });
  });

  const enquiry = sampleEnquiry("deploy");
  await page.goto(paths.contact.en);
  await hydrated(page);
  await fillForm(page, enquiry);
  await sendButton(page).click();
  await expect(page.getByText(words.en.contact.sent)).toBeVisible();

  expect(sent).toEqual([
    expect.objectContaining({
      // The SDK's own version, as the local build's body carries it.
      lib_version: localSendBody(enquiry).lib_version,
      user_id: DEPLOY_VARIABLES.VITE_EMAILJS_PUBLIC_KEY,
      service_id: DEPLOY_VARIABLES.VITE_EMAILJS_SERVICE_ID,
      template_id: DEPLOY_VARIABLES.VITE_EMAILJS_TEMPLATE_ID,
      template_params: sentParams(enquiry),
    }),
  ]);
  expect(violations).toEqual([]);
});
