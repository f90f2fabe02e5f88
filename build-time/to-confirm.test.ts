import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { dictionarySchemas } from "../app/content/schema.ts";
import { inEditorWords } from "./cms-config.ts";
import { readContentFile } from "./content-check.ts";
import { stillToConfirm } from "./to-confirm.ts";

const onDisk = readContentFile();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case edits its own fields
type ContentFile = Record<string, any>;
const read = (file: string) => structuredClone(onDisk(file)) as ContentFile;

/**
 * The list with the real content, site.json and faq.json edited: from nothing confirmed, no phone
 * and the first question unanswered, whatever the owner has since confirmed, given or answered.
 */
const listWith = (edit: { site?: (d: ContentFile) => void; faq?: (d: ContentFile) => void }) => {
  const site = { ...read("site.json"), confirmed: [], phone: "" };
  const faq = read("faq.json");
  faq.en.questions[0].answer = [];
  edit.site?.(site);
  edit.faq?.(faq);
  return stillToConfirm((file) =>
    file === "site.json" ? site : file === "faq.json" ? faq : read(file),
  );
};

const mentions = (lines: string[], ...parts: string[]) =>
  lines.some((line) => parts.every((part) => line.includes(part)));

describe("what is still to confirm before launch", () => {
  it("lists each promise and each file written for the firm until site.json confirms it", () => {
    const [promise] = Object.keys(read("promises.json").en);
    expect(mentions(listWith({}), "promises.json", promise!)).toBe(true);
    expect(mentions(listWith({}), "faq.json", "reputable firm")).toBe(true);

    const confirmed = listWith({ site: (d) => (d.confirmed = [promise, "faq.json"]) });
    expect(mentions(confirmed, "promises.json", `${promise} (`)).toBe(false);
    expect(mentions(confirmed, "faq.json", "reputable firm")).toBe(false);
  });

  it("lists a question waiting for its answer, by file and field, until it is answered", () => {
    const { question } = read("faq.json").en.questions[0];
    const field = "en.questions.0.answer";
    expect(mentions(listWith({}), "faq.json", field, question)).toBe(true);

    const answered = listWith({
      faq: (d) => (d.en.questions[0].answer = ["We sign yours before we open the plans."]),
    });
    expect(mentions(answered, field)).toBe(false);
  });

  it("lists the firm's phone number until it is given", () => {
    expect(mentions(listWith({}), "site.json", "phone")).toBe(true);
    expect(mentions(listWith({ site: (d) => (d.phone = "+1 416 555 0100") }), "phone")).toBe(false);
  });
});

it("is shown in the editor by the editor's names, offering to confirm or reword a promise, never to remove it", () => {
  // Shown under The firm: tests/editor/editor.spec.ts.
  const lines = listWith({}).map(inEditorWords);
  const promises = dictionarySchemas.promises.entries as Record<string, v.GenericSchema>;
  const [name, promise] = Object.entries(promises)[0]!;
  expect(lines).toContainEqual(
    expect.stringMatching(`^Promises to confirm before launch → ${v.getTitle(promise)} \\(EN\\)`),
  );
  expect(lines).toContainEqual(expect.stringMatching(/^Questions and answers page: its words/));
  expect(lines.join("\n")).not.toMatch(/remove/);
  expect(lines.join("\n")).not.toContain(`${name}`);
});
