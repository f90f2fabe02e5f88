import { type Visitor, transform } from "lightningcss";
import type { Plugin } from "vite";

/**
 * Tailwind ends its stylesheet with `@layer properties { @supports (…) { … } }`: the initial
 * values of its custom properties for Safari before 16.4 and Firefox before 128, browsers without
 * `@property` that Tailwind 4 does not support. Every page inlines the stylesheet, and that block
 * is about 230 compressed bytes of its first response, so the build drops it (the `@property`
 * rules themselves stay). Only a `properties` layer holding nothing but `@supports` goes.
 */
export const dropPropertiesPolyfill: Visitor<never> = {
  Rule: {
    "layer-block"({ value: layer }) {
      const isPolyfill =
        layer.name?.join(".") === "properties" &&
        layer.rules.length > 0 &&
        layer.rules.every((rule) => rule.type === "supports");
      return isPolyfill ? [] : undefined;
    },
  },
};

/**
 * Runs on Tailwind's output, before Vite's own CSS handling (Vite's minifier takes no visitor).
 * Placed after tailwindcss() among the plugins: both run early ("pre"), in the list's order.
 */
export function cssPolyfillsPlugin(): Plugin {
  return {
    name: "exact-bids:css-polyfills",
    apply: "build",
    enforce: "pre",
    transform: {
      filter: { id: /\/app\/app\.css(\?|$)/ },
      handler(css, id) {
        const { code } = transform({
          filename: id,
          code: Buffer.from(css),
          visitor: dropPropertiesPolyfill,
        });
        return { code: code.toString(), map: null };
      },
    },
  };
}
