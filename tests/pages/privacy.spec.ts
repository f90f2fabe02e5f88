/**
 * The privacy policy (app/content/privacy.json): the page in each language, read without
 * JavaScript, reached from beside the form's Send. (The link in every page's footer:
 * languages.spec.ts.)
 */
import { languageList, paths, site, words } from "../support/site-facts";
import { expect, test } from "../support/fixtures";

test.use({ javaScriptEnabled: false });

for (const language of languageList) {
  const { privacy, contact } = words[language];
  test(`without JavaScript, beside Send, the ${language} form says the details only serve to answer and links to the privacy policy, which says every section, whom to write to and where to complain`, async ({
    page,
  }) => {
    await page.goto(paths.contact[language]);
    const form = page.getByRole("form");
    await expect(form).toContainText(contact.privacyNote);
    await form.getByRole("link", { name: contact.privacyLink }).click();
    await expect(page).toHaveURL(paths.privacy[language]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title);
    await expect(page.getByText(privacy.intro)).toBeVisible();
    const { personInCharge, complaints } = privacy;
    for (const { heading, paragraphs } of [...privacy.sections, personInCharge]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      for (const paragraph of paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
    }
    await expect(page.locator("p", { hasText: personInCharge.writeTo })).toContainText(site.email);
    await expect(
      page.getByRole("main").getByRole("link", { name: site.email, exact: true }),
    ).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(page.getByRole("heading", { level: 2, name: complaints.heading })).toBeVisible();
    for (const { name, address } of complaints.regulators)
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", address);
  });
}
