import { describe, expect, it } from "vitest";
import { navLinks } from "~/lib/navigation";
import { home } from "./en/home";
import { figures, serviceIds, site } from "./site";

describe("site content", () => {
  it("has the firm's identity and a valid contact e-mail", () => {
    expect(site.name).toBe("Exact Bids");
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
  });

  it("has the four header links and the four footer quick links of the specification", () => {
    expect(navLinks("header", "en")).toEqual([
      { label: "Home", to: "/" },
      { label: "About", to: "/#aboutus" },
      { label: "Services", to: "/#services" },
      { label: "Contact Us", to: "/contact-us" },
    ]);
    expect(navLinks("footer", "en")).toEqual([
      { label: "Home", to: "/" },
      { label: "Services", to: "/#services" },
      { label: "About Us", to: "/#aboutus" },
      { label: "Contact Us", to: "/contact-us" },
    ]);
  });

  it("has the same links in French, at the French addresses", () => {
    expect(navLinks("header", "fr").map((link) => link.to)).toEqual([
      "/fr/",
      "/fr/#a-propos",
      "/fr/#services",
      "/fr/nous-joindre",
    ]);
  });
});

describe("home content", () => {
  it("has the hero of the specification", () => {
    expect(home.hero.cta).toBe("Get Free Quote");
  });

  it("makes the four claims in the about section", () => {
    expect(home.about.heading).toBe("Who are we?");
    expect(home.about.claims).toHaveLength(4);
  });

  it("has four reasons in the order of the specification, each with a sentence", () => {
    expect(home.whyChooseUs.reasons.map((reason) => reason.title)).toEqual([
      "Fast Turnaround",
      "Accuracy and Reliability",
      "Cost-Saving Estimates",
      "Industry Expertise",
    ]);
    for (const reason of home.whyChooseUs.reasons) expect(reason.description).toMatch(/\.$/);
  });

  it("has six services in the order of the specification, each with a description", () => {
    expect(home.services.heading).toBe("These Are Our Services");
    expect(serviceIds.map((id) => home.services.items[id].heading)).toEqual([
      "Mechanical Electrical & Plumbing (MEP)",
      "Structured Cabling (Telecommunication)",
      "Security System",
      "Audio & Visual System",
      "Fire Alarm System",
      "HVAC, Demolition, Lighting Protection",
    ]);
    for (const id of serviceIds)
      expect(home.services.items[id].description.length).toBeGreaterThan(20);
  });

  it("has the three figures of the specification", () => {
    expect(
      figures.map((figure) => [home.statistics.labels[figure.id], figure.value, figure.style]),
    ).toEqual([
      ["Projects", 47, "decimal"],
      ["Clients", 13, "decimal"],
      ["Success Rate", 98, "percent"],
    ]);
  });
});
