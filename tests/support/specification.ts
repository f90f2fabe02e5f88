/**
 * What the specification (docs/specification.md, SPEC.md) says the site shows, quoted once, word
 * for word. Only tests/pages/specification.spec.ts reads it, to check the site shows each; every
 * other test reads the site's words from the dictionaries (site-facts.ts), so that a copy edit in
 * app/content/ that still meets the specification changes no test.
 */
export const specification = {
  // Section 2: the routes, the element the app is mounted into, the router's error page.
  routes: { home: "/", contact: "/contact-us" },
  rootId: "root",
  errorPage: "Unexpected Application Error!",
  header: {
    links: ["Home", "About", "Services", "Contact Us"],
    anchors: { About: "#aboutus", Services: "#services" },
  },
  footer: { quickLinks: ["Home", "Services", "About Us", "Contact Us"], office: "Islamabad" },
  home: {
    headline: "Exact Bids",
    tagline: "We are the solution to your bidding errors",
    cta: "Get Free Quote",
    about: { heading: "Who are we?", anchor: "aboutus" },
    // Section 1, in lower case there: the claims of the about section and the four reasons.
    claims: [
      "accurate and reliable cost estimates",
      "detailed quantity takeoffs",
      "material and labour cost analysis",
      "bid preparation",
    ],
    whyChooseUs: "Why Choose Us",
    reasons: {
      "01": "fast turnaround",
      "02": "accuracy and reliability",
      "03": "cost-saving estimates",
      "04": "industry expertise",
    },
    services: { heading: "These Are Our Services", anchor: "services" },
    serviceCards: {
      mep: "Mechanical Electrical & Plumbing (MEP)",
      cabling: "Structured Cabling (Telecommunication)",
      security: "Security System",
      "audio-visual": "Audio & Visual System",
      "fire-alarm": "Fire Alarm System",
      hvac: "HVAC, Demolition, Lighting Protection",
    },
    // Sections 2 and 9.
    statistics: { Projects: "47", Clients: "13", "Success Rate": "98%" },
  },
  // Sections 2, 4, 5, 7 and 8.
  contact: {
    form: "Get in Touch",
    fields: ["name", "email", "subject", "message"],
    sent: "Thank you! Your message has been sent.",
    failed: "There was an error sending the message. Please try again.",
  },
  send: { path: "/api/v1.0/email/send", libVersion: "4.4.1" },
} as const;
