/**
 * The firm's facts, the same in every language (edit site.json): its name, e-mail, office country
 * and figures. What the site says about them is in the dictionaries (en/, fr/).
 */
import { type FigureId, figureIds } from "./ids.ts";
import type { SiteFacts } from "./schema.ts";
import facts from "./site.json" with { type: "json" };

export const site: SiteFacts = facts;

/** A phone number as a link dials it: "+1 (416) 555-0100" → "tel:+14165550100". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export interface Figure {
  id: FigureId;
  value: number;
  /** Shown as a count, or as a percentage ("98%" in English, "98 %" in French). */
  style: "decimal" | "percent";
}

export const figures: readonly Figure[] = figureIds.map((id) => ({
  id,
  value: site.figures[id],
  style: id === "successRate" ? "percent" : "decimal",
}));

/** The image shared with every page, one per language, drawn at build time (build-time/site-files.ts). */
export const socialCard = {
  width: 1200,
  height: 630,
  path: { en: "/social-card.png", fr: "/social-card-fr.png" },
} as const;
