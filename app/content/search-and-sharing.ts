/**
 * How each page presents itself to search engines and social networks. Search engines cut a
 * title after about 60 characters and a description after about 160 (content-limits.test.ts).
 */
import { promisesToConfirm as promise } from "./promises-to-confirm.ts";

export interface PageListing {
  title: string;
  description: string;
}

export const homeListing: PageListing = {
  title: "Exact Bids | Construction Cost Estimating & Bid Preparation",
  description:
    "Construction cost estimates, quantity takeoffs, material and labour cost analysis and bid " +
    "preparation for contractors and developers in the U.S. and Canada.",
};

export const contactListing: PageListing = {
  title: "Contact Us | Get a Free Estimate Quote | Exact Bids",
  description:
    `Send your plans and scope to Exact Bids and get ${promise.replyBrings} for your ` +
    `construction estimate or quantity takeoff ${promise.replyTime}.`,
};

/** The image shared with every page, generated at build time (build-time/site-files.ts). */
export const socialCard = {
  path: "/social-card.png",
  width: 1200,
  height: 630,
  alt: "Exact Bids: construction cost estimating and bid preparation for the U.S. and Canada",
  /** The card's last line, under the name, the tagline and the hero's eyebrow. */
  strapline: "Cost estimates · Quantity takeoffs · Bid preparation",
} as const;
