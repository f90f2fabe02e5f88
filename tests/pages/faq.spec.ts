/**
 * The questions a contractor asks before sending plans, with and without JavaScript. (No
 * placeholder on any page: seo.spec.ts; the ways to the questions: languages.spec.ts and
 * ways-to-a-quote.spec.ts; laid out in every engine: pages.engines.spec.ts; the facts shown once
 * filled: app/components/facts-to-give.test.tsx.)
 */
import type { Page } from "@playwright/test";
import { languageList, paths, words } from "../support/site-facts";
import { expect, test } from "../support/fixtures";

const question = (page: Page, text: string) =>
  page.locator("details").filter({ has: page.locator("summary", { hasText: text }) });

for (const language of languageList) {
  const { faq } = words[language];
  const answered = faq.questions.filter(({ answer }) => answer.length > 0);
  const waiting = faq.questions.filter(({ answer }) => answer.length === 0);

  for (const javaScriptEnabled of [true, false])
    test.describe(() => {
      test.use({ javaScriptEnabled });
      test(`${language}: every answered question opens in place to its answer, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
        page,
      }) => {
        await page.goto(paths.faq[language]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(faq.title);
        await expect(page.locator("details")).toHaveCount(answered.length);
        for (const { question: text, answer } of answered) {
          const item = question(page, text);
          await expect(item.getByRole("heading", { level: 2 })).toHaveText(text);
          await expect(item.getByText(answer[0]!)).toBeHidden();
          await item.locator("summary").click();
          for (const paragraph of answer) await expect(item.getByText(paragraph)).toBeVisible();
        }
        for (const { question: text } of waiting)
          await expect(page.getByText(text, { exact: true })).toHaveCount(0);
      });
    });
}
