/**
 * How each English page presents itself to search engines and social networks. Search engines
 * cut a title after about 60 characters and a description after about 160 (content-limits.test.ts).
 */
import { promisesToConfirm } from "../promises-to-confirm.ts";
import type { Words } from "../words.ts";

const promise = promisesToConfirm.en;

export const listings = {
  home: {
    title: "Exact Bids | Construction Cost Estimating & Bid Preparation",
    description:
      "Construction cost estimates, quantity takeoffs, material and labour cost analysis and bid " +
      "preparation for contractors and developers in the U.S. and Canada.",
  },
  contact: {
    title: "Contact Us | Get a Free Estimate Quote | Exact Bids",
    description:
      `Send your plans and scope to Exact Bids and get ${promise.replyBrings} for your ` +
      `construction estimate or quantity takeoff ${promise.replyTime}.`,
  },
  /** The image shared with every page, drawn at build time (build-time/site-files.ts). */
  socialCard: {
    alt: "Exact Bids: construction cost estimating and bid preparation for the U.S. and Canada",
    /** The card's last line, under the name, the tagline and the hero's eyebrow. */
    strapline: "Cost estimates · Quantity takeoffs · Bid preparation",
  },
} as const;

export type ListingWords = Words<typeof listings>;
