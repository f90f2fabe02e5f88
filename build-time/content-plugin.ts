import type { Plugin } from "vite";
import { contentProblems, readContentFile } from "./content-check.ts";

/**
 * Stops the build, and warns the dev server, when the owner's content breaks a rule, with every
 * problem on its own line (build-time/content-check.ts).
 */
export function contentPlugin(): Plugin {
  return {
    name: "exact-bids:content",
    buildStart() {
      const problems = contentProblems(readContentFile());
      if (problems.length === 0) return;
      const message = `The content in app/content/ needs fixing:\n  ${problems.join("\n  ")}`;
      if (this.meta.watchMode) this.warn(message);
      else this.error(message);
    },
  };
}
