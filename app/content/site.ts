/**
 * The firm's identity and the site's navigation: written once, rendered by the header, the drawer,
 * the footer, the contact page and the search metadata.
 */
export interface NavLink {
  label: string;
  to: string;
}

export const site = {
  name: "Exact Bids",
  tagline: "We are the solution to your bidding errors",
  email: "info@exactbids.com",
  office: {
    city: "Islamabad",
    country: "Pakistan",
    countryCode: "PK",
  },
  serviceArea: ["United States", "Canada"],
  blurb:
    "Exact Bids prepares construction cost estimates, quantity takeoffs and bid packages for " +
    "contractors, developers, architects and project managers across the U.S. and Canada, so " +
    "every bid goes out complete, priced and on time.",
} as const;

export const headerNav: readonly NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/#aboutus" },
  { label: "Services", to: "/#services" },
  { label: "Contact Us", to: "/contact-us" },
];

export const footerNav: readonly NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/#services" },
  { label: "About Us", to: "/#aboutus" },
  { label: "Contact Us", to: "/contact-us" },
];

export const officeLocation = `${site.office.city}, ${site.office.country}`;

/** What the frame around every page says: skip link, menu, footer, error page. */
export const frame = {
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
