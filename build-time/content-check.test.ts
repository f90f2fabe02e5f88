import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, contentProblems, readContentFile } from "./content-check.ts";

const onDisk = readContentFile();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case edits its own file's fields
type ContentFile = Record<string, any>;

/** The real content with one file changed by `edit`. */
const withEdit =
  (changed: string, edit: (data: ContentFile) => void) =>
  (file: string): unknown => {
    const data = structuredClone(onDisk(file)) as ContentFile;
    if (file === changed) edit(data);
    return data;
  };

describe("the content check", () => {
  it("finds nothing to fix in the site's content", () => {
    expect(contentProblems(onDisk)).toEqual([]);
  });

  // Each problem the build reports (file, field, rule), and the edit of its file that causes it.
  const cases: Record<string, (data: ContentFile) => void> = {
    "trades.json: en.trades.2.listing.title must be at most 60 characters": (d) =>
      (d.en.trades[2].listing.title = "x".repeat(61)),
    "trades.json: fr.trades.5 is missing: every language has the trades of en": (d) =>
      d.fr.trades.pop(),
    'trades.json: fr.trades.3.address is "cablage-structure", as trades.1\'s is': (d) =>
      (d.fr.trades[3].address = d.fr.trades[1].address),
    "trades.json: fr.trades.0.divisions are 02, 23, 26, where en's are 21, 22, 23, 26": (d) =>
      d.fr.trades.reverse(),
    'trades.json: en.trades.0.questions.0 is not a question of faq.json: "Do you price solar panels?"':
      (d) => (d.en.trades[0].questions[0] = "Do you price solar panels?"),
    "listings.json: en.contact.description must be at least 50 characters (it has 10)": (d) =>
      (d.en.contact.description = "Too short."),
    "listings.json: en.home.description must be at most 160 characters (search engines cut it) (it has 204)":
      (d) => (d.en.home.description = `${"word ".repeat(40)}end.`),
    "site.json: figures.clients must be a whole number, written without a dot or a comma (1200), got 13.5":
      (d) => (d.figures.clients = 13.5),
    'site.json: figures.projects must be a number: "47"': (d) => (d.figures.projects = "47"),
    'site.json: email must be an e-mail address such as info@example.com: "info@exactbids"': (d) =>
      (d.email = "info@exactbids"),
    'contact.json: en.submit must not be empty: ""': (d) => (d.en.submit = ""),
    "contact.json: fr.sendAnother is missing": (d) => delete d.fr.sendAnother,
    "home.json: fr.hero.subtitle is not a field of this file: remove it": (d) =>
      (d.fr.hero.subtitle = "Sous-titre"),
    "home.json: en.whyChooseUs.reasons must have exactly 4 items, got 5": (d) =>
      d.en.whyChooseUs.reasons.push(d.en.whyChooseUs.reasons[0]),
    "contact.json: fr.office needs « courriel », not « e-mail »": (d) =>
      (d.fr.office = "Écrivez-nous par e-mail"),
    'home.json: fr.hero.cta is still in English: "Get Free Quote"': (d) =>
      (d.fr.hero.cta = "Get Free Quote"),
    'privacy.json: en.complaints.regulators.0.address must be a whole web address such as https://www.example.com/: "cai.gouv.qc.ca"':
      (d) => (d.en.complaints.regulators[0].address = "cai.gouv.qc.ca"),
    'privacy.json: fr.complaints.regulators.1.address must begin with https://: "http://www.priv.gc.ca/fr/"':
      (d) => (d.fr.complaints.regulators[1].address = "http://www.priv.gc.ca/fr/"),
    'trades.json: fr.trades.5.divisions.0.number must be a division\'s two-digit number, such as 02 or 23: "2"':
      (d) => (d.fr.trades[5].divisions[0].number = "2"),
    "contact.json: en.sentFollowUp names {replyTme}, which is not one of the promises in promises.json (en)":
      (d) => (d.en.sentFollowUp = "We reply {replyTme}."),
    "promises.json: fr.freeSiteVisit is shown nowhere: no sentence names {freeSiteVisit}": (d) =>
      (d.fr.freeSiteVisit = "une visite gratuite"),
    'site.json: phone must be a phone number such as +1 416 555 0100: "call us"': (d) =>
      (d.phone = "call us"),
    'site.json: confirmed.1 is "replyTim", which is neither a promise nor a file to confirm': (d) =>
      (d.confirmed = ["replyTime", "replyTim"]),
    "faq.json: en.questions must answer at least eight questions": (d) =>
      d.en.questions.forEach((q: ContentFile, i: number) => i > 6 && (q.answer = [])),
    "faq.json: fr.questions.0.question must end with a question mark": (d) =>
      (d.fr.questions[0].question = "Quels fichiers puis-je envoyer"),
    "home.json: fr.about.paragraphs has 1 items and en.about.paragraphs 2: add or remove the item in both languages":
      (d) => d.fr.about.paragraphs.pop(),
    "faq.json: fr.questions.0.answer has": (d) => d.fr.questions[0].answer.pop(),
  };
  for (const [problem, edit] of Object.entries(cases))
    it(`stops ${problem}`, () => {
      const problems = contentProblems(withEdit(problem.split(":")[0]!, edit));
      expect(
        problems.some((line) => line.startsWith(problem)),
        problems.join("\n"),
      ).toBe(true);
    });

  it("takes a client's name the same in both languages, and no other text", () => {
    const testimonial = { quote: "Precise.", name: "Jane Doe", role: "Estimator, Acme" };
    const problems = contentProblems(
      withEdit("home.json", (d) => {
        d.en.testimonials.items = [testimonial];
        d.fr.testimonials.items = [{ ...testimonial, quote: "Précis." }];
      }),
    );
    expect(problems).toEqual([
      'home.json: fr.testimonials.items.0.role is still in English: "Estimator, Acme"',
    ]);
  });

  it("takes what it corrects by itself: spaces at the ends, French typography typed plainly", () => {
    const problems = contentProblems(
      withEdit("frame.json", (d) => {
        d.fr.error.home = " Retour à l'accueil ";
        d.fr.footer.contact = "Nous joindre :";
        d.en.footer.contact = "Contact ";
      }),
    );
    expect(problems).toEqual([]);
  });

  it("names a file that is not valid JSON", async () => {
    const root = await mkdtemp(join(tmpdir(), "content-"));
    await mkdir(join(root, CONTENT_DIR), { recursive: true });
    await writeFile(
      join(root, CONTENT_DIR, "home.json"),
      '{ "en": { "hero": { "cta": "Get Free Quote", } } }',
    );
    const read = (file: string) =>
      file === "home.json" ? readContentFile(root)(file) : onDisk(file);
    expect(contentProblems(read)[0]).toMatch(/^home\.json: is not valid JSON \(/);
  });
});
