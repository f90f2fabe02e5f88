/**
 * The firm's facts, the same in every language: its name, its address, its figures and the trades
 * it estimates. What the site says about them is in the dictionaries (en/, fr/).
 */
export const site = {
  name: "Exact Bids",
  email: "info@exactbids.com",
  office: { countryCode: "PK" },
} as const;

export const serviceIds = [
  "mep",
  "cabling",
  "security",
  "audio-visual",
  "fire-alarm",
  "hvac",
] as const;

export type ServiceId = (typeof serviceIds)[number];

export interface Figure {
  id: "projects" | "clients" | "successRate";
  value: number;
  /** Shown as a count, or as a percentage ("98%" in English, "98 %" in French). */
  style: "decimal" | "percent";
}

export const figures: readonly Figure[] = [
  { id: "projects", value: 47, style: "decimal" },
  { id: "clients", value: 13, style: "decimal" },
  { id: "successRate", value: 98, style: "percent" },
];

/** The image shared with every page, one per language, drawn at build time (build-time/site-files.ts). */
export const socialCard = {
  width: 1200,
  height: 630,
  path: { en: "/social-card.png", fr: "/social-card-fr.png" },
} as const;
