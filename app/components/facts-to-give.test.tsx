/**
 * The facts only the firm can give (site.json, frame.json): nothing of them shows while they are
 * empty, and each shows where it belongs once the owner fills it. (What is still empty is listed
 * by the deploy build: build-time/to-confirm.ts.)
 */
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ContactDetails } from "~/components/contact/contact-details";
import { FaqPage } from "~/components/faq/faq-page";
import { Testimonials } from "~/components/home/testimonials";
import { SiteFooter } from "~/components/site-footer";
import { contact } from "~/content/en/contact";
import { faq } from "~/content/en/faq";
import { process } from "~/content/en/process";
import { frames } from "~/content/frames";
import { site } from "~/content/site";
import { home as homeWords } from "~/content/en/home";
import { trades } from "~/content/en/trades";
import { TradePage } from "~/components/trade/trade-page";
import { businessJsonLd } from "~/components/home/home-page";
import { pagePath } from "~/lib/navigation";

const given = { phone: "+1 (416) 555-0100", sampleEstimate: "https://example.com/sample.pdf" };
const hours = "Monday to Friday, 8 a.m. to 6 p.m. Eastern time";
const testimonial = {
  quote: "Their takeoff matched ours to the fixture.",
  name: "Jane Doe",
  role: "Estimator, Acme Builders",
};
/** The first trade (its questions left to the questions page), and with a sample of its own. */
const trade = (facts: object) => ({
  ...trades,
  trades: [{ ...trades.trades[0]!, questions: [], ...facts }],
});
const saved = { phone: site.phone, sampleEstimate: site.sampleEstimate };
afterEach(() => Object.assign(site, saved));
const home = pagePath("home", "en");

/** Every place a fact shows, with `facts` given (or "") and `items` as the clients' words. */
const renderPlaces = (facts: typeof given, hours: string, items: (typeof testimonial)[]) => {
  Object.assign(site, facts);
  render(
    <MemoryRouter>
      <SiteFooter language="en" pathname={home} frame={{ ...frames.en, hours }} />
      <ContactDetails words={contact} process={process} language="en" />
      <FaqPage words={faq} language="en" />
      <TradePage language="en" words={trade(facts)} index={0} faq={faq} />
      <Testimonials words={{ ...homeWords.testimonials, items }} />
    </MemoryRouter>,
  );
};
/** The questions page's link to the sample estimate, and the trade page's. */
const sampleLinks = [faq.sampleEstimate, trades.sampleEstimate];

describe("facts only the firm can give", () => {
  it("show nothing of themselves while empty", () => {
    renderPlaces({ phone: "", sampleEstimate: "" }, "", []);
    expect(screen.queryByText(homeWords.testimonials.heading)).toBeNull();
    expect(screen.queryByText(frames.en.footer.phone)).toBeNull();
    expect(screen.queryByText(frames.en.footer.hours)).toBeNull();
    for (const name of sampleLinks) expect(screen.queryByRole("link", { name })).toBeNull();
    for (const { question, answer } of faq.questions)
      expect(screen.queryAllByText(question)).toHaveLength(answer.length > 0 ? 1 : 0);
    expect(businessJsonLd("en", homeWords, trades)).not.toHaveProperty("telephone");
  });

  it("show where they belong once the owner fills them", () => {
    renderPlaces(given, hours, [testimonial]);
    const saying = screen.getByRole("region", { name: homeWords.testimonials.heading });
    expect(saying.textContent).toContain(testimonial.quote);
    expect(saying.textContent).toContain(testimonial.role);
    // In the footer and beside the form, as a link that dials it.
    const phoneLinks = screen.getAllByRole("link", { name: given.phone });
    expect(phoneLinks.map((link) => link.getAttribute("href"))).toEqual([
      "tel:+14165550100",
      "tel:+14165550100",
    ]);
    expect(screen.getByText(hours)).toBeTruthy();
    for (const name of sampleLinks)
      expect(screen.getByRole("link", { name }).getAttribute("href")).toBe(given.sampleEstimate);
    expect(businessJsonLd("en", homeWords, trades)).toMatchObject({
      telephone: given.phone,
      contactPoint: { telephone: given.phone },
    });
  });
});
