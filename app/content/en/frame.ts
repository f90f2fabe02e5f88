/** What the frame around every English page says: the firm, the skip link, menu, footer and errors. */
import { site } from "../site.ts";

export const frame = {
  tagline: "We are the solution to your bidding errors",
  blurb:
    "Exact Bids prepares construction cost estimates, quantity takeoffs and bid packages for " +
    "contractors, developers, architects and project managers across the U.S. and Canada, so " +
    "every bid goes out complete, priced and on time.",
  office: { city: "Islamabad", country: "Pakistan" },
  serviceArea: ["United States", "Canada"],
  skipToContent: "Skip to main content",
  mainNavLabel: "Main",
  menu: { label: "Menu", open: "Open menu", close: "Close menu" },
  footer: {
    quickLinks: "Quick Links",
    contact: "Contact",
    office: "Office",
    email: "E-mail",
    closing: `${site.name}: construction cost estimating and bid preparation for the U.S. and Canada.`,
  },
  error: {
    title: "Unexpected Application Error!",
    notFound: "The page you were looking for does not exist or has moved.",
    failed: "Something went wrong while showing this page. Please try again in a moment.",
    home: "Back to the home page",
    contact: "Contact us",
  },
} as const;
