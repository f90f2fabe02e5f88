/**
 * The brand, written once: its colours, and the icon files the build makes from mark.svg
 * (build-time/site-files.ts) and the pages link to. app.css declares the same colours for
 * Tailwind's theme, which cannot import this file: brand.test.ts holds the two together.
 */
export const colours = {
  /** Teal: the scrolled header, the statistics strip, the browser's theme colour. */
  brand: "#0f766e",
  /** Light teal: the blueprint lines of the artwork. */
  brandLight: "#5eead4",
  /** Near black: the dark bands, the drawer, behind the touch icon. */
  ink: "#0b1726",
  /** Amber: the call to action and the artwork's totals. */
  accent: "#fbbf24",
} as const;

export const icons = {
  /** The editor's icon (build-time/admin.ts); the pages carry the mark itself (app/root.tsx). */
  svg: "/favicon.svg",
  png32: "/favicon-32.png",
  appleTouch: "/apple-touch-icon.png",
  /** The logo search engines show (JSON-LD). */
  large: "/icon-192.png",
} as const;
