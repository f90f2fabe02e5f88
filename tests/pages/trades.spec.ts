/**
 * Each trade's page (trades.json), in both languages: whole in its HTML, reached from its card on
 * the home page (which names its MasterFormat divisions), and leading to the contact form with
 * its trade ticked. (Described to search engines as a Service of the firm's: seo.spec.ts.)
 */
import { tradeBox } from "../support/contact-page";
import {
  languageList,
  languages,
  paths,
  sections,
  serviceIds,
  tradePaths,
  words,
} from "../support/site-facts";
import { expect, hydrated, test } from "../support/fixtures";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const language of languageList)
    test(`each trade's page in ${language} is whole: heading, trail, scope, takeoff, divisions, deliverable, questions and quote`, async ({
      page,
    }) => {
      const { trades, ...shared } = words[language].trades;
      const { home, services } = words[language].frame.navigation.header;
      const answered = words[language].faq.questions.filter(({ answer }) => answer.length > 0);
      for (const [index, trade] of trades.entries()) {
        await page.goto(tradePaths[index]![language]);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(trade.heading);
        // The switch to the other language leads to the same trade's page in it.
        for (const other of languageList.filter((one) => one !== language))
          await expect(
            page.getByRole("banner").getByRole("link", { name: languages[other].name }),
          ).toHaveAttribute("href", tradePaths[index]![other]);
        const trail = main.getByRole("navigation", { name: shared.breadcrumbLabel });
        await expect(trail.getByRole("listitem")).toHaveText([home, services, trade.heading]);
        await expect(trail.getByRole("link", { name: services })).toHaveAttribute(
          "href",
          `${paths.home[language]}#${sections.services[language].anchor}`,
        );
        for (const text of [trade.intro, ...trade.scope, ...trade.takeoff, ...trade.deliverable])
          await expect(main).toContainText(text);
        for (const { number, title } of trade.divisions)
          await expect(main).toContainText(`${number} ${title}`);
        for (const { question } of answered)
          await expect(main.getByRole("heading", { level: 3, name: question })).toHaveCount(
            trade.questions.includes(question) ? 1 : 0,
          );
        await expect(main.getByRole("link", { name: shared.quote.cta })).toHaveAttribute(
          "href",
          `${paths.contact[language]}?trade=${serviceIds[index]}`,
        );
      }
    });
});

test("the service cards name the MasterFormat divisions each covers and lead to the trades' pages, and a trade's quote to the form with it ticked", async ({
  page,
}) => {
  const index = 4;
  for (const language of languageList) {
    await page.goto(paths.home[language]);
    const { trades } = words[language].trades;
    for (const { heading, divisions } of trades) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: heading }) });
      await expect(card).toContainText(words[language].home.services.divisionsLabel);
      await expect(card.getByRole("listitem")).toHaveText(
        divisions.map(({ number, title }) => `${number} ${title}`),
      );
    }
    const cards = page.locator(`#${sections.services[language].anchor} h3 a`);
    await expect(cards).toHaveText(trades.map(({ heading }) => heading));
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      tradePaths.map((page) => page[language]),
    );
    await hydrated(page);
    await cards.nth(index).click();
    await expect(page).toHaveURL(tradePaths[index]![language]);
    const { cta } = words[language].trades.quote;
    await page.getByRole("main").getByRole("link", { name: cta }).click();
    for (const id of serviceIds)
      await expect(tradeBox(page, id, language)).toBeChecked({ checked: id === serviceIds[index] });
  }
});
