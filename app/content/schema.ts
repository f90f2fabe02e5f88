/**
 * The shape and the limits of every content file, declared once: the build checks each file
 * against it (build-time/content-check.ts), the site's types come from it, and the editor at
 * /admin is configured from it. A file that breaks a rule stops the build with the file, the
 * field and the rule.
 *
 * Each part of the site is one file holding every language side by side, key for key
 * (`home.json`: `{ "en": …, "fr": … }`); the firm's facts, the same in every language, are in
 * `site.json`. A sentence may name one of the promises to confirm as `{replyTime}`: the site shows
 * that language's promise in its place.
 */
import * as v from "valibot";
import { figureIds, serviceIds } from "./ids.ts";
import { languageList } from "./pages.ts";

/** Something to read: not empty once trimmed (the build trims every text: tidy.ts). */
const text = v.pipe(v.string("must be text"), v.nonEmpty("must not be empty"));

/** A sentence ends with its full stop (or ? or !). */
const sentence = v.pipe(text, v.regex(/[.?!…]$/, "must end with a full stop"));

/** A page of another site, as the visitor's browser opens it: the whole address, https. */
const webAddress = v.pipe(
  text,
  v.url("must be a whole web address such as https://www.example.com/"),
  v.startsWith("https://", "must begin with https://"),
);

/** A MasterFormat division's number, two digits as specifications write it: "02", "23". */
const divisionNumber = v.pipe(
  text,
  v.regex(/^\d{2}$/, "must be a division's two-digit number, such as 02 or 23"),
);

const items = <const T extends v.GenericSchema>(item: T, count: number) =>
  v.pipe(v.array(item, "must be a list"), v.length(count, `must have exactly ${count} items`));

/** A list of at least one. */
const list = <const T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item, "must be a list"), v.minLength(1, "must not be empty"));

const words = <const T extends v.ObjectEntries>(entries: T) =>
  v.strictObject(entries, (issue) =>
    issue.expected === "never" ? `is not a field of this file: remove it` : "is missing",
  );

/** The same fields for each of `ids`, by id. */
const each = <const K extends string, const T extends v.GenericSchema>(
  ids: readonly K[],
  item: T,
) => words(Object.fromEntries(ids.map((id) => [id, item])) as Record<K, T>);

/**
 * A fact only the firm can give (a phone number, office hours, an answer): empty until the owner
 * fills it, and what needs it is not shown until then. The build lists what is still empty.
 */
const optional = <const T extends v.GenericSchema<string, string>>(schema: T) =>
  v.union([v.literal(""), schema]);

/** Digits as people write them, with an optional + and spaces, dashes, dots or brackets. */
const phoneNumber = v.pipe(
  text,
  v.regex(/^\+?[\d\s().-]{7,20}$/, "must be a phone number such as +1 416 555 0100"),
);

const wholeNumber = v.pipe(
  v.number("must be a number"),
  v.integer("must be a whole number"),
  v.minValue(0, "must not be negative"),
);

export const siteSchema = words({
  name: text,
  email: v.pipe(text, v.email("must be an e-mail address such as info@example.com")),
  /** Shown in the footer, beside the form and to search engines once filled. */
  phone: optional(phoneNumber),
  /** The address of a sample estimate (a PDF): the questions and answers link to it once filled. */
  sampleEstimate: optional(webAddress),
  /**
   * What the firm has confirmed of what the site says for it: promise names (`replyTime`) and
   * files written as a reputable firm would answer (`faq.json`). The build lists the rest.
   */
  confirmed: v.array(text, "must be a list"),
  /** Where the office is, for search engines: two capital letters (ISO 3166-1), "PK". */
  office: words({
    countryCode: v.pipe(text, v.regex(/^[A-Z]{2}$/, "must be two capital letters")),
  }),
  figures: words({
    projects: wholeNumber,
    clients: wholeNumber,
    successRate: v.pipe(wholeNumber, v.maxValue(100, "is a percentage: at most 100")),
  }),
});

/** Search engines cut a title after about 60 characters and a description after about 160. */
const listing = words({
  title: v.pipe(text, v.maxLength(60, "must be at most 60 characters (search engines cut it)")),
  description: v.pipe(
    sentence,
    v.minLength(50, "must be at least 50 characters"),
    v.maxLength(160, "must be at most 160 characters (search engines cut it)"),
  ),
});

export const dictionarySchemas = {
  frame: words({
    blurb: sentence,
    office: words({ city: text, country: text }),
    serviceArea: items(text, 2),
    skipToContent: text,
    mainNavLabel: text,
    menu: words({ label: text, open: text, close: text }),
    /** The words of the header's (and the menu's) links and of the footer's, by page or section. */
    navigation: words({
      header: words({ home: text, about: text, services: text, contact: text }),
      footer: words({ home: text, about: text, services: text, contact: text }),
    }),
    /** The header's call to action, at every width and in the menu: it leads to the contact page. */
    quote: text,
    footer: words({
      quickLinks: text,
      contact: text,
      office: text,
      email: text,
      closing: sentence,
      privacy: text,
      faq: text,
      phone: text,
      hours: text,
    }),
    /** The office's hours, in Eastern time: shown in the footer once filled. */
    hours: optional(text),
    error: words({ title: text, notFound: sentence, failed: sentence, home: text, contact: text }),
  }),
  home: words({
    hero: words({
      eyebrow: text,
      /** Under the firm's name; also on the social card and, for search engines, its slogan. */
      tagline: text,
      lead: sentence,
      cta: text,
      secondary: text,
    }),
    about: words({
      heading: text,
      paragraphs: list(sentence),
      claims: items(text, 4),
    }),
    whyChooseUs: words({
      heading: text,
      intro: sentence,
      reasons: items(words({ title: text, description: sentence }), 4),
    }),
    services: words({
      heading: text,
      intro: sentence,
      /** Above each card's divisions: the contractor's own terms for the trades (CSI MasterFormat). */
      divisionsLabel: text,
      items: each(
        serviceIds,
        words({
          heading: text,
          description: sentence,
          divisions: list(words({ number: divisionNumber, title: text })),
        }),
      ),
    }),
    statistics: words({
      heading: text,
      labels: each(figureIds, text),
    }),
    /**
     * What clients say, in their words and with their permission: the section shows once there is
     * one (`name` and `role` say who, such as "Jane Doe" and "Estimator, Acme Builders").
     */
    testimonials: words({
      heading: text,
      items: v.array(words({ quote: sentence, name: text, role: text }), "must be a list"),
    }),
    /** The band before the footer: a last call to send the plans, and its link to the form. */
    closing: words({ heading: sentence, text: sentence, cta: text }),
  }),
  contact: words({
    title: text,
    intro: sentence,
    formHeading: text,
    /** Each field's label: the specification's four, then the optional project details. */
    fieldLabels: words({
      name: text,
      email: text,
      subject: text,
      message: text,
      company: text,
      phone: text,
      trades: text,
      location: text,
      bidDate: text,
      plansLink: text,
    }),
    /**
     * The optional project details: their group's title (also the heading of the details in the
     * e-mail the firm receives), what they are for, hints, the trade beyond the services, and
     * what the browser says of a value it refuses.
     */
    details: words({
      legend: text,
      intro: sentence,
      hints: words({ location: sentence, plansLink: sentence }),
      otherTrade: text,
      invalid: words({ phone: sentence, bidDate: sentence, plansLink: sentence }),
    }),
    /** What the browser says on Send of a field holding only spaces or invisible characters. */
    blankField: sentence,
    submit: text,
    gettingReady: text,
    sending: text,
    sent: sentence,
    /** Followed by the address the reply goes to. */
    replyTo: text,
    largePlans: sentence,
    sendAnother: text,
    failed: sentence,
    failedFallback: text,
    queued: sentence,
    notQueued: sentence,
    unconfirmed: sentence,
    /** Beside Send: what the details are for, and the link to the privacy policy. */
    privacyNote: sentence,
    privacyLink: text,
    honeypotLabel: text,
    noScript: text,
    asideHeading: text,
    asideText: sentence,
    office: text,
  }),
  /**
   * How the work goes, from the plans to the estimate: each step with how long it takes (a
   * promise, such as `{replyTime}`), on the home page and beside the contact form.
   */
  process: words({
    eyebrow: text,
    heading: text,
    intro: sentence,
    steps: list(words({ title: text, time: text, text: sentence })),
    /** Under the steps: the link to the questions and answers. */
    faqLink: text,
  }),
  /**
   * The privacy policy (Quebec's Law 25, PIPEDA, CalOPPA): what the form collects and why, where
   * it goes and for how long, the visitor's rights, who answers for them (with the firm's e-mail
   * after `writeTo`), and the regulators to complain to.
   */
  privacy: words({
    title: text,
    intro: sentence,
    sections: list(words({ heading: text, paragraphs: list(sentence) })),
    personInCharge: words({ heading: text, paragraphs: list(sentence), writeTo: text }),
    complaints: words({
      heading: text,
      intro: sentence,
      regulators: list(words({ name: text, address: webAddress })),
    }),
  }),
  /**
   * The questions a contractor asks before sending plans, each answered in paragraphs (which may
   * name promises). A question whose answer only the firm can give (an NDA, payment terms) waits
   * with no paragraph, and the page shows it once the owner has written one.
   */
  faq: words({
    title: text,
    intro: sentence,
    questions: v.pipe(
      list(
        words({
          question: v.pipe(text, v.regex(/\?$/, "must end with a question mark")),
          answer: v.array(sentence, "must be a list"),
        }),
      ),
      v.check(
        (questions) => questions.filter((question) => question.answer.length > 0).length >= 8,
        "must answer at least eight questions",
      ),
    ),
    /** The link to the sample estimate, under the question of what the estimate contains. */
    sampleEstimate: text,
    /** Under the questions: the way to the contact page. */
    ask: words({ text: sentence, cta: text }),
  }),
  listings: words({
    home: listing,
    contact: listing,
    privacy: listing,
    faq: listing,
    socialCard: words({ alt: text, strapline: text }),
  }),
  /**
   * TO CONFIRM BEFORE LAUNCH: promises the site makes that the firm has not confirmed. Each is
   * shown where a sentence names it (`{replyTime}`); confirm, reword or remove it.
   */
  promises: words({
    replyTime: text,
    replyBrings: text,
    quoteBeforeWork: text,
    estimateTurnaround: text,
    secondEstimatorCheck: text,
    reviewedTwice: text,
    /** How long an enquiry is kept (the privacy policy). */
    enquiryRetention: text,
    /** Who answers for the protection of personal information, by role (Law 25 allows a title). */
    privacyOfficer: text,
    /** The questions and answers: what the estimate is delivered as, revisions, work in French. */
    deliverableFormats: text,
    revisionTerms: text,
    frenchService: text,
  }),
};

export type DictionaryName = keyof typeof dictionarySchemas;

/** A dictionary's file: the same words in every language, side by side. */
export const dictionaryFileSchema = (name: DictionaryName) =>
  v.strictObject(
    Object.fromEntries(languageList.map((language) => [language, dictionarySchemas[name]])),
    (issue) =>
      issue.expected === "never" ? "is not a language of the site: remove it" : "is missing",
  );
export type SiteFacts = v.InferOutput<typeof siteSchema>;
export type FrameWords = v.InferOutput<(typeof dictionarySchemas)["frame"]>;
export type HomeWords = v.InferOutput<(typeof dictionarySchemas)["home"]>;
export type ContactWords = v.InferOutput<(typeof dictionarySchemas)["contact"]>;
export type ProcessWords = v.InferOutput<(typeof dictionarySchemas)["process"]>;
export type PrivacyWords = v.InferOutput<(typeof dictionarySchemas)["privacy"]>;
export type FaqWords = v.InferOutput<(typeof dictionarySchemas)["faq"]>;
export type ListingWords = v.InferOutput<(typeof dictionarySchemas)["listings"]>;
export type ServiceWords = HomeWords["services"]["items"];
