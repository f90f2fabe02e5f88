/**
 * What the site has, in the order it shows them: the trades the firm estimates (each has an icon,
 * components/home/services.tsx) and the figures it counts up to. Their words are in each
 * language's home.json, the figures' values in site.json.
 */
export const serviceIds = [
  "mep",
  "cabling",
  "security",
  "audio-visual",
  "fire-alarm",
  "hvac",
] as const;
export type ServiceId = (typeof serviceIds)[number];

export const figureIds = ["projects", "clients", "successRate"] as const;
export type FigureId = (typeof figureIds)[number];
