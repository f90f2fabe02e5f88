import type { Config } from "@react-router/dev/config";

// Static site: every page is prerendered to HTML at build time, then hydrates.
export default {
  ssr: false,
  prerender: ["/", "/contact-us"],
} satisfies Config;
