import { readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";
import { contentProblems, readContentFile } from "./content-check.ts";
import { withPromises } from "../app/content/promises.ts";

const PROMISES = "promises.json";

/** A language's typed module (app/content/fr/home.ts), which reads one language of a file. */
const LANGUAGE_MODULE = /[\\/]app[\\/]content[\\/](\w+)[\\/][^\\/]+\.ts$/;
const ONE_LANGUAGE = "\0content-in-one-language:";

/**
 * The owner's content, checked and split by language:
 * - the build stops (the dev server warns) when the content breaks a rule, with every problem on
 *   its own line (content-check.ts);
 * - each content file holds every language side by side, as the editor saves it, but a language's
 *   module gets only its own language: the French words never ship to an English page;
 * - the promises are filled in here, so a page ships its words as shown and no copy of the
 *   promises: the module's own `withPromises` (which fills them where no build runs: the tests,
 *   the scripts) finds nothing left to fill.
 */
export function contentPlugin(): Plugin {
  return {
    name: "exact-bids:content",
    // Before Vite resolves a content file itself.
    enforce: "pre",
    buildStart() {
      const problems = contentProblems(readContentFile());
      if (problems.length === 0) return;
      const message = `The content in app/content/ needs fixing:\n  ${problems.join("\n  ")}`;
      if (this.meta.watchMode) this.warn(message);
      else this.error(message);
    },
    resolveId(source, importer) {
      const language = importer?.match(LANGUAGE_MODULE)?.[1];
      if (!language || !source.endsWith(".json")) return null;
      return `${ONE_LANGUAGE}${language}:${resolve(dirname(importer!), source)}`;
    },
    load(id) {
      if (!id.startsWith(ONE_LANGUAGE)) return null;
      const [language, file] = id.slice(ONE_LANGUAGE.length).split(/:(.*)/) as [string, string];
      this.addWatchFile(file);
      const inLanguage = (path: string) =>
        (JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>)[language];
      const promisesFile = join(dirname(file), PROMISES);
      this.addWatchFile(promisesFile);
      const words =
        basename(file) === PROMISES
          ? {}
          : withPromises(inLanguage(file), inLanguage(promisesFile) as Record<string, string>);
      return { code: JSON.stringify({ [language]: words }), moduleType: "json" };
    },
  };
}
