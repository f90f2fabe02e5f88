/** How each page presents itself to search engines and social networks. */
export interface PageListing {
  title: string;
  description: string;
}

export const homeListing: PageListing = {
  title: "Exact Bids | Construction Cost Estimating & Bid Preparation, U.S. and Canada",
  description:
    "Accurate construction cost estimates, detailed quantity takeoffs, material and labour cost " +
    "analysis and bid preparation for contractors, developers, architects and project managers " +
    "in the U.S. and Canada.",
};

export const contactListing: PageListing = {
  title: "Contact Us | Get a Free Estimate Quote | Exact Bids",
  description:
    "Send your plans and scope to Exact Bids and get a price and delivery date for your " +
    "construction estimate or quantity takeoff within one business day.",
};

/** The image shared with every page, generated at build time (build-time/site-files.ts). */
export const socialCard = {
  path: "/social-card.png",
  width: 1200,
  height: 630,
  alt: "Exact Bids: construction cost estimating and bid preparation for the U.S. and Canada",
} as const;

export const THEME_COLOR = "#0f766e";
