import { describe, expect, it } from "vitest";
import { contentProblems, readContentFile } from "../../build-time/content-check.ts";
import promises from "../content/promises.json";
import { fieldProblem } from "./field-check.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of a content file
type ContentFile = Record<string, any>;

/** The build's problems with the shipped content once `change` is made to `file`. */
function buildSays(file: string, change: (data: ContentFile) => void) {
  const read = readContentFile();
  return contentProblems((name) => {
    const data = read(name) as ContentFile;
    if (name === file) change(data);
    return data;
  });
}

describe("the editor's check of a text, with the build's rules", () => {
  it("says what the build says, in the same words", () => {
    const title = "Estimation de coûts de construction pour les États-Unis et le Canada";
    const build = buildSays("listings.json", (data) => (data.fr.home.title = title));
    const editor = fieldProblem("listings:home.title", title, "fr")!;
    expect(editor).toMatch(/^must be at most 60 characters/);
    expect(build).toEqual([`listings.json: fr.home.title ${editor}`]);
  });

  it("counts a description as the visitor reads it, its promise filled in", () => {
    const typed = `${"x".repeat(142)} {replyTime}.`;
    const read = typed.replace("{replyTime}", promises.en.replyTime);
    expect([typed.length, read.length > 160]).toEqual([155, true]);
    expect(fieldProblem("listings:contact.description", typed, "en")).toBe(
      `must be at most 160 characters (search engines cut it) (it has ${read.length}): "${read}"`,
    );
  });

  it("names a promise that does not exist as the build does, first, though the text breaks its schema too", () => {
    const text = "We reply {replyTimes}";
    const build = buildSays("contact.json", (data) => (data.en.intro = text));
    const editor = fieldProblem("contact:intro", text, "en")!;
    expect(editor).toMatch(/^names \{replyTimes\}/);
    expect(build).toContainEqual(`contact.json: en.intro ${editor}`);
  });

  it("takes what the build corrects by itself: spaces at the ends, French typography typed plainly", () => {
    expect(fieldProblem("contact:intro", "  Send us your plans.  ", "en")).toBeUndefined();
    expect(fieldProblem("contact:intro", "L'estimation : prête en 48 h !", "fr")).toBeUndefined();
  });

  it("refuses what only the owner can correct: « e-mail » in French, a sentence with no full stop", () => {
    expect(fieldProblem("contact:intro", "Écrivez-nous par e-mail.", "fr")).toMatch(/courriel/);
    expect(fieldProblem("contact:intro", "Send us your plans", "en")).toBe(
      'must end with a full stop: "Send us your plans"',
    );
    expect(fieldProblem("site:email", "info@exactbids", "")).toMatch(/^must be an e-mail address/);
  });
});
