import { describe, expect, it } from "vitest";
import { about, hero, services, statistics, whyChooseUs } from "./home";
import { footerNav, headerNav, site } from "./site";

describe("site content", () => {
  it("has the firm's identity and a valid contact e-mail", () => {
    expect(site.name).toBe("Exact Bids");
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    expect(site.office.city).toBe("Islamabad");
    expect(site.blurb.length).toBeGreaterThan(40);
  });

  it("has the four header links and the four footer quick links", () => {
    expect(headerNav.map((link) => link.label)).toEqual([
      "Home",
      "About",
      "Services",
      "Contact Us",
    ]);
    expect(footerNav.map((link) => link.label)).toEqual([
      "Home",
      "Services",
      "About Us",
      "Contact Us",
    ]);
  });
});

describe("home content", () => {
  it("has the hero of the specification", () => {
    expect(hero.headline).toBe("Exact Bids");
    expect(hero.tagline).toBe("We are the solution to your bidding errors");
    expect(hero.cta).toEqual({ label: "Get Free Quote", to: "/contact-us" });
  });

  it("makes the four claims in the about section", () => {
    expect(about.heading).toBe("Who are we?");
    expect(about.claims).toHaveLength(4);
  });

  it("has four reasons in the order of the specification, each with a sentence", () => {
    expect(whyChooseUs.reasons.map((reason) => reason.title)).toEqual([
      "Fast Turnaround",
      "Accuracy and Reliability",
      "Cost-Saving Estimates",
      "Industry Expertise",
    ]);
    for (const reason of whyChooseUs.reasons) expect(reason.description).toMatch(/\.$/);
  });

  it("has six services, each with a heading, a description and its own icon", () => {
    expect(services.heading).toBe("These Are Our Services");
    expect(services.items.map((service) => service.heading)).toEqual([
      "Mechanical Electrical & Plumbing (MEP)",
      "Structured Cabling (Telecommunication)",
      "Security System",
      "Audio & Visual System",
      "Fire Alarm System",
      "HVAC, Demolition, Lighting Protection",
    ]);
    for (const service of services.items) expect(service.description.length).toBeGreaterThan(20);
    expect(new Set(services.items.map((service) => service.icon)).size).toBe(6);
  });

  it("has the three figures of the specification", () => {
    expect(statistics.figures).toEqual([
      { label: "Projects", value: 47, suffix: "" },
      { label: "Clients", value: 13, suffix: "" },
      { label: "Success Rate", value: 98, suffix: "%" },
    ]);
  });
});
