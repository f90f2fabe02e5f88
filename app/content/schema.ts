/**
 * The shape and the limits of every content file, declared once, with what the content editor at
 * /admin calls each field: the build checks each file against it (build-time/content-check.ts),
 * the site's types come from it, and the editor is configured from it (build-time/cms-config.ts).
 * A file that breaks a rule stops the build with the file, the field and the rule.
 *
 * Each part of the site is one file holding every language side by side, key for key
 * (`home.json`: `{ "en": …, "fr": … }`); the firm's facts, the same in every language, are in
 * `site.json`. A sentence may name a promise to confirm as `{replyTime}` (promises.ts).
 */
import * as v from "valibot";
import { languageList } from "./pages.ts";
import { type Schema, schemaAt } from "./schema-parts.ts";

/** Something to read: not empty once trimmed (the build trims every text: tidy.ts). */
const text = v.pipe(v.string("must be text"), v.nonEmpty("must not be empty"));

/** A sentence ends with its full stop (or ? or !); the editor gives it a text box (cms-config.ts). */
export const SENTENCE_END = /[.?!…]$/;
const sentence = v.pipe(text, v.regex(SENTENCE_END, "must end with a full stop"));

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

/** A person's or a firm's name: the same in every language, so never "still in English". */
const sameInEveryLanguage = <const T extends v.GenericSchema>(schema: T) =>
  v.pipe(schema, v.metadata({ sameInEveryLanguage: true }));

/** A list of at least one. */
const list = <const T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item, "must be a list"), v.minLength(1, "must not be empty"));

/**
 * A field with the editor's words for it, "Label | hint": its label, and where it shows on the
 * site, as the schema's title and description (cms-config.ts adds the limits to the hint).
 */
function labelled<const T extends v.GenericSchema>(schema: T, said: string) {
  const [label, hint] = said.split(" | ") as [string, string?];
  return hint === undefined
    ? v.pipe(schema, v.title(label))
    : v.pipe(schema, v.title(label), v.description(hint));
}

/**
 * An object of named fields by the editor's words for each (`labelled`), in order: each is a text
 * unless `entries` gives its schema. The types hold both to the same names.
 */
const fields = <
  const S extends Record<string, string>,
  const T extends { [K in keyof S]?: v.GenericSchema },
>(
  said: S,
  entries: T,
) =>
  v.strictObject(
    Object.fromEntries(
      Object.entries(said).map(([name, words]) => [
        name,
        labelled((entries as Partial<Record<string, v.GenericSchema>>)[name] ?? text, words),
      ]),
    ) as {
      [K in keyof S]: ReturnType<
        typeof labelled<K extends keyof T ? NonNullable<T[K]> : typeof text>
      >;
    },
    (issue) =>
      issue.expected === "never" ? `is not a field of this file: remove it` : "is missing",
  );

/** Fields of text by the editor's words for each; `.with(entries)` gives the others' schemas. */
const words = <const S extends Record<string, string>>(said: S) =>
  Object.assign(fields(said, {}), {
    with: <const T extends { [K in keyof S]?: v.GenericSchema }>(
      entries: T & Record<Exclude<keyof T, keyof S>, never>,
    ) => fields(said, entries),
  });

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
  v.integer("must be a whole number, written without a dot or a comma (1200)"),
  v.minValue(0, "must not be negative"),
);

export const siteSchema = words({
  name: "Firm name | The big heading of the home page, beside the logo in the header and footer, on the image shown when a page is shared, and given to search engines.",
  email:
    "E-mail address | Shown in the footer, beside the contact form and in its error messages, in the privacy policy, and given to search engines.",
  phone:
    "Phone number | Shown in the footer, beside the contact form and to search engines, written as people dial it, such as +1 416 555 0100. Leave empty until the firm gives it: nothing shows until then.",
  sampleEstimate:
    "Sample estimate address | The whole web address, beginning with https://, of a sample estimate (a PDF): the questions and answers page links to it below the questions. Leave empty until the firm gives it: nothing shows until then.",
  confirmed:
    "Confirmed by the firm | Not shown on the site: the promises and the pages of words the firm stands by. The deploy build lists the rest as still to confirm.",
  office: "Office",
  figures: "Figures | Home page, the teal strip of figures that count up from zero.",
}).with({
  email: v.pipe(text, v.email("must be an e-mail address such as info@example.com")),
  phone: optional(phoneNumber),
  sampleEstimate: optional(webAddress),
  /**
   * What the firm has confirmed of what the site says for it: promise names (`replyTime`) and
   * files written as a reputable firm would answer (`faq.json`). The build lists the rest.
   */
  confirmed: v.array(text, "must be a list"),
  office: words({
    countryCode:
      "Country code | Not shown on the pages: tells search engines the office's country, as two capital letters, such as PK for Pakistan.",
  }).with({ countryCode: v.pipe(text, v.regex(/^[A-Z]{2}$/, "must be two capital letters")) }),
  figures: words({
    projects: "Projects | Home page, figures strip: the number of projects, first of the three.",
    clients: "Clients | Home page, figures strip: the number of clients, in the middle.",
    successRate:
      "Success rate | Home page, figures strip: the success rate, last of the three. A percentage: write the number alone, the site adds the % sign.",
  }).with({
    projects: wholeNumber,
    clients: wholeNumber,
    successRate: v.pipe(wholeNumber, v.maxValue(100, "is a percentage: at most 100")),
  }),
});

/** Search engines cut a title after about 60 characters and a description after about 160. */
const listing = (page: string, ending = ". Ends with a full stop.") =>
  words({
    title: `Title | The ${page}'s title in the browser tab, in search results and when the page is shared.`,
    description: `Description | The ${page}'s text under its title in search results and when the page is shared${ending}`,
  }).with({
    title: v.pipe(text, v.maxLength(60, "must be at most 60 characters (search engines cut it)")),
    description: v.pipe(
      sentence,
      v.minLength(50, "must be at least 50 characters"),
      v.maxLength(160, "must be at most 160 characters (search engines cut it)"),
    ),
  });

const navigationLinks = (where: string) =>
  words({
    home: `Home | ${where}: the link to the home page.`,
    about: `About | ${where}: the link to the home page's About section.`,
    services: `Services | ${where}: the link to the home page's Services section.`,
    contact: `Contact | ${where}: the link to the contact page.`,
  });

export const dictionarySchemas = {
  frame: words({
    blurb:
      "Short description of the firm | Every page, footer: the paragraph under the firm's name; also given to search engines as the firm's description. Ends with a full stop.",
    office:
      "Office | Every page, footer, and the contact page beside the form: where the office is, as city, country.",
    serviceArea:
      "Countries served | Not shown on the pages: tells search engines which countries the firm serves, one per line.",
    skipToContent:
      "Skip link | Every page: the link that appears at the top left when a keyboard user first presses Tab, to jump past the header.",
    mainNavLabel:
      "Header links' name | Not shown: screen readers' name for the links across the header.",
    menu: "Menu | The menu that opens from the three-line button on smaller screens.",
    navigation: "Links",
    quote:
      "Quote button | Every page, header: the button at the top right, also at the foot of the menu; it leads to the contact page.",
    footer: "Footer | Every page: the dark area at the bottom.",
    hours:
      "Office hours | Every page, footer: the office hours, in Eastern time, at the end of the contact column. Leave empty until the firm gives it: nothing shows until then.",
    error:
      "Error page | Shown for an address the site does not have, or a page that fails to show; it speaks both languages at once.",
  }).with({
    blurb: sentence,
    office: words({
      city: "City | Footer and contact page: the office's city, before its country; also given to search engines.",
      country: "Country | Footer and contact page: the office's country, after its city.",
    }),
    serviceArea: items(text, 2),
    menu: words({
      label: "Menu name | Not shown: screen readers' name for the menu once it is open.",
      open: "Open button | Not shown: screen readers' name for the three-line button that opens the menu.",
      close: "Close button | Not shown: screen readers' name for the cross that closes the menu.",
    }),
    navigation: words({
      header:
        "Header and menu links | Every page: the links across the header on wide screens, and in the menu on smaller ones.",
      footer: "Footer links | Every page, footer: the column of links.",
    }).with({
      header: navigationLinks("Header and menu"),
      footer: navigationLinks("Footer, column of links"),
    }),
    footer: words({
      quickLinks: "Links heading | Footer: the heading above the column of links.",
      contact: "Contact heading | Footer: the heading above the office, e-mail, phone and hours.",
      office:
        "Office label | Footer, contact column: the small word above the office's city and country.",
      email: "E-mail label | Footer, contact column: the small word above the e-mail address.",
      closing:
        "Bottom line | Every page: the line at the very bottom of the footer, on the left. Ends with a full stop.",
      privacy:
        "Privacy link | Every page, very bottom of the footer: the link to the privacy policy.",
      faq: "Questions link | Every page, very bottom of the footer: the link to the questions and answers page.",
      phone:
        "Phone label | Footer, contact column: the small word above the phone number, once the firm has given one.",
      hours:
        "Hours label | Footer, contact column: the small word above the office hours, once the firm has given them.",
    }).with({ closing: sentence }),
    hours: optional(text),
    error: words({
      title:
        "Heading | Error page: the big heading at the top, both languages one under the other; the English one also names the browser tab.",
      notFound:
        "Page not found | Error page, for an address that does not exist: the message under the heading. Ends with a full stop.",
      failed:
        "Page failed | Error page, for a page that failed to show: the message under the heading. Ends with a full stop.",
      home: "Home button | Error page: the button back to the home page.",
      contact: "Contact button | Error page: the second button, to the contact page.",
    }).with({ notFound: sentence, failed: sentence }),
  }),
  home: words({
    hero: "First screen | Home page: the dark area at the top, with the firm's name.",
    about:
      "About section | Home page: the section after the first screen, where the About links lead.",
    whyChooseUs:
      "Why choose us section | Home page: the light grey section of numbered reasons, after the About section.",
    services:
      "Services section | Home page: the section of service cards, where the Services links lead.",
    statistics:
      "Figures strip | Home page: the teal strip of figures after the services; the numbers themselves are in The firm.",
    testimonials:
      "What clients say | Home page: the section of clients' words after the figures strip, shown once there is one.",
    closing: "Closing band | Home page: the dark band just before the footer.",
  }).with({
    hero: words({
      eyebrow:
        "Line above the name | Home page, first screen: the small line in capitals above the firm's name; also on the image shown when a page is shared.",
      tagline:
        "Tagline | Home page, first screen: the large line under the firm's name; also on the image shown when a page is shared, and given to search engines as the firm's slogan.",
      lead: "Introduction | Home page, first screen: the paragraph under the tagline. Ends with a full stop.",
      cta: "Button | Home page, first screen: the main button, to the contact page.",
      secondary:
        "Services link | Home page, first screen: the link beside the button, to the Services section.",
    }).with({ lead: sentence }),
    about: words({
      heading: "Heading | Home page, About section: the heading.",
      paragraphs:
        "Paragraphs | Home page, About section: the paragraphs under the heading, each ending with a full stop. A paragraph may name a promise in braces, such as {secondEstimatorCheck}.",
      claims:
        "Key points | Home page, About section: the short points with a check mark, beside the paragraphs.",
    }).with({ paragraphs: list(sentence), claims: items(text, 4) }),
    whyChooseUs: words({
      heading: "Heading | Home page, Why choose us section: the heading.",
      intro:
        "Introduction | Home page, Why choose us section: the line under the heading. Ends with a full stop.",
      reasons: "Reasons | Home page, Why choose us section: the numbered cards, in order.",
    }).with({
      intro: sentence,
      reasons: items(
        words({
          title: "Title | The card's title, under its number.",
          description:
            "Description | The card's text, under its title. Ends with a full stop; it may name a promise in braces, such as {estimateTurnaround}.",
        }).with({ description: sentence }),
        4,
      ),
    }),
    services: words({
      heading:
        "Heading | Home page, Services section: the heading; also given to search engines as the name of the firm's services.",
      intro:
        "Introduction | Home page, Services section: the line under the heading. Ends with a full stop.",
      divisionsLabel:
        "Divisions heading | Home page, Services section: the small heading on every card above its MasterFormat divisions.",
    }).with({ intro: sentence }),
    statistics: words({
      heading: "Heading | Not shown: screen readers' name for the strip of figures.",
      labels: "Words under the figures",
    }).with({
      labels: words({
        projects: "Projects | Home page, figures strip: the word under the number of projects.",
        clients: "Clients | Home page, figures strip: the word under the number of clients.",
        successRate: "Success rate | Home page, figures strip: the words under the success rate.",
      }),
    }),
    /** The section shows once there is one. */
    testimonials: words({
      heading: "Heading | Home page: the heading above the clients' words, once there is one.",
      items:
        "Testimonials | Home page, after the figures strip: clients' words, given with their permission, one card each. Leave empty until the firm gives it: nothing shows until then.",
    }).with({
      items: v.array(
        words({
          quote: "Quote | The card's quote, in the client's own words. Ends with a full stop.",
          name: "Name | Under the quote: who said it, such as Jane Doe.",
          role: "Role and firm | Under the name: their role and firm, such as Estimator, Acme Builders.",
        }).with({ quote: sentence, name: sameInEveryLanguage(text) }),
        "must be a list",
      ),
    }),
    closing: words({
      heading:
        "Heading | Home page, closing band: the heading. Ends with a full stop or a question mark.",
      text: "Text | Home page, closing band: the line under the heading, ending with a full stop; it may name promises in braces, such as {replyTime}.",
      cta: "Button | Home page, closing band: the button to the contact page.",
    }).with({ heading: sentence, text: sentence }),
  }),
  contact: words({
    title: "Page heading | Contact page: the big heading in the dark band at the top.",
    intro:
      "Introduction | Contact page: the line under the big heading, ending with a full stop; it may name promises in braces, such as {replyTime}.",
    formHeading: "Form heading | Contact page: the heading above the form.",
    fieldLabels: "Form fields | Contact page: the name above each field of the form.",
    details: "Project details | Contact form: the optional fields under the first four.",
    visit:
      "Where the visit came from | The lines after the message in the e-mail the firm receives.",
    blankField:
      "Field left blank | Contact form, on Send: the browser's message for a name, e-mail, subject or message holding only spaces. Ends with a full stop.",
    submit: "Send button | Contact form: the button that sends the message.",
    gettingReady:
      "Send button, loading | Contact form: the Send button's words for the moment the page is still loading.",
    sending:
      "Send button, sending | Contact form: the Send button's words while the message is on its way.",
    sent: "Thank-you | Contact page, once the message is sent: the large line in place of the form. Ends with a full stop.",
    replyTo:
      "Reply address line | Contact page, once sent: the line under the thank-you; the visitor's e-mail address and a full stop follow it. It may name a promise in braces, such as {replyTime}.",
    largePlans:
      "Large plans note | Contact page, once sent: the line under the reply address. Ends with a full stop.",
    sendAnother:
      "Send another button | Contact page, once sent: the button that brings back an empty form.",
    failed:
      "Sending failed | Contact form, under Send, when the message could not be sent; the E-mail us instead words and the firm's e-mail address follow it. Ends with a full stop.",
    failedFallback:
      "E-mail us instead | Contact form, under Send, after a failed or unconfirmed send; the firm's e-mail address follows it.",
    queued:
      "Will send when online | Contact form, under the failure message, when the connection is lost and the message waits on the visitor's device. Ends with a full stop.",
    notQueued:
      "Cannot send later | Contact form, under the failure message, when the connection is lost and the browser cannot keep the message. Ends with a full stop.",
    unconfirmed:
      "Delivery unconfirmed | Contact form, under Send, when it is unclear whether the message arrived; the E-mail us instead words and the firm's e-mail address follow it. Ends with a full stop.",
    privacyNote:
      "Privacy note | Contact form: the small line under Send, followed by the privacy policy link. Ends with a full stop.",
    privacyLink:
      "Privacy link | Contact form: the link to the privacy policy, after the privacy note.",
    honeypotLabel:
      "Spam trap field | Not shown to visitors: names a hidden field that only spam robots fill in, telling anyone who reaches it to leave it empty.",
    noScript:
      "No JavaScript note | Contact form, in place of Send when the visitor's browser has JavaScript turned off; the firm's e-mail address and a full stop follow it.",
    asideHeading:
      "Side heading | Contact page: the heading beside the form (under it on smaller screens), above the steps.",
    asideText:
      "Side text | Contact page: the paragraph under the side heading, ending with a full stop; it may name promises in braces, such as {quoteBeforeWork}.",
    office:
      "Office label | Contact page, beside the form: the word before the office's city and country, under the steps.",
  }).with({
    intro: sentence,
    /** Each field's label: the specification's four, then the optional project details. */
    fieldLabels: words({
      name: "Name | Contact form: above the field for the visitor's name.",
      email: "E-mail | Contact form: above the field for the visitor's e-mail address.",
      subject: "Subject | Contact form: above the subject field.",
      message: "Message | Contact form: above the message box.",
      company:
        "Company | Contact form, project details: above the company field; also names it in the e-mail the firm receives.",
      phone:
        "Phone | Contact form, project details: above the phone field; also names it in the e-mail the firm receives.",
      trades:
        "Trades | Contact form, project details: above the trades to tick (the service cards' titles and Other); also names them in the e-mail the firm receives.",
      location:
        "Project location | Contact form, project details: above the location field; also names it in the e-mail the firm receives.",
      bidDate:
        "Bid due date | Contact form, project details: above the date field; also names it in the e-mail the firm receives.",
      plansLink:
        "Link to the plans | Contact form, project details: above the field for a link to the plans; also names it in the e-mail the firm receives.",
    }),
    details: words({
      legend:
        "Heading | Contact form: the heading above the optional project details; also heads the details in the e-mail the firm receives.",
      intro:
        "Introduction | Contact form: the line under the project details heading. Ends with a full stop.",
      hints: "Help under fields",
      otherTrade:
        "Other trade | Contact form: the last trade to tick, after the service cards' titles; also in the e-mail the firm receives.",
      invalid:
        "Refused entries | Contact form: what the browser says, on Send, of an entry it refuses.",
    }).with({
      intro: sentence,
      hints: words({
        location:
          "Under project location | Contact form: the small help line under the project location field. Ends with a full stop.",
        plansLink:
          "Under link to the plans | Contact form: the small help line under the link to the plans. Ends with a full stop.",
      }).with({ location: sentence, plansLink: sentence }),
      invalid: words({
        phone:
          "Phone | Contact form, on Send: the browser's message for a phone number it refuses. Ends with a full stop.",
        bidDate:
          "Bid due date | Contact form, on Send: the browser's message for a bid due date that has passed. Ends with a full stop.",
        impossibleDate:
          "Bid due date that does not exist | Contact form, on Send: the browser's message for a day that does not exist or a year not of four digits. Ends with a full stop.",
        plansLink:
          "Link to the plans | Contact form, on Send: the browser's message for a link it refuses. Ends with a full stop.",
      }).with({
        phone: sentence,
        bidDate: sentence,
        impossibleDate: sentence,
        plansLink: sentence,
      }),
    }),
    visit: words({
      source: "Came from | The e-mail's line on the site or campaign the visit came from.",
      firstPage: "First page | The e-mail's line on the page the visit began on.",
      direct: "Direct | Came from, when no site or campaign brought the visit.",
      automated: "Mark | Marks a message that looks sent by a program (also in the subject).",
    }),
    blankField: sentence,
    sent: sentence,
    largePlans: sentence,
    failed: sentence,
    queued: sentence,
    notQueued: sentence,
    unconfirmed: sentence,
    privacyNote: sentence,
    asideText: sentence,
  }),
  /** How long each step takes is a promise, such as `{replyTime}`. */
  process: words({
    eyebrow:
      "Line above the heading | Home page, How it works section (the numbered steps, before the closing band): the small line in capitals above the heading.",
    heading: "Heading | Home page, How it works section: the heading.",
    intro:
      "Introduction | Home page, How it works section: the line under the heading. Ends with a full stop.",
    steps:
      "Steps | The numbered steps, in order: on the home page (How it works section) and on the contact page beside the form.",
    faqLink:
      "Link to the questions | Home page and contact page: the link under the steps, to the questions and answers page.",
  }).with({
    intro: sentence,
    steps: list(
      words({
        title: "Title | The step's title, beside its number.",
        time: "How long it takes | The coloured line under the step's title, written mid-sentence (the site adds the capital). It may name a promise in braces, such as {replyTime}.",
        text: "Text | The step's text, under how long it takes, ending with a full stop; it may name promises in braces, such as {quoteBeforeWork}.",
      }).with({ text: sentence }),
    ),
  }),
  /** The privacy policy (Quebec's Law 25, PIPEDA, CalOPPA). */
  privacy: words({
    title: "Page heading | Privacy policy page: the big heading in the dark band at the top.",
    intro:
      "Introduction | Privacy policy page: the line under the big heading. Ends with a full stop.",
    sections: "Sections | Privacy policy page: the sections of the policy, in order.",
    personInCharge:
      "Who to write to | Privacy policy page: the section after the others, naming who answers for personal information.",
    complaints:
      "Complaints | Privacy policy page: the last section, on the regulators to complain to.",
  }).with({
    intro: sentence,
    sections: list(
      words({
        heading: "Heading | The section's heading.",
        paragraphs:
          "Paragraphs | The section's paragraphs, under its heading, each ending with a full stop. A paragraph may name a promise in braces, such as {enquiryRetention}.",
      }).with({ paragraphs: list(sentence) }),
    ),
    personInCharge: words({
      heading: "Heading | Privacy policy page: the heading of the section on who to write to.",
      paragraphs:
        "Paragraphs | Privacy policy page: the paragraphs under that heading, each ending with a full stop. A paragraph may name a promise in braces, such as {privacyOfficer}.",
      writeTo:
        "Write to line | Privacy policy page: the last line of that section; the firm's e-mail address and a full stop follow it.",
    }).with({ paragraphs: list(sentence) }),
    complaints: words({
      heading: "Heading | Privacy policy page: the heading of the last section.",
      intro:
        "Introduction | Privacy policy page: the line under that heading, above the regulators. Ends with a full stop.",
      regulators:
        "Regulators | Privacy policy page, last section: the list of links to the regulators.",
    }).with({
      intro: sentence,
      regulators: list(
        words({
          name: "Name | The regulator's name, shown as the link.",
          address: "Web address | The whole web address the link opens, beginning with https://.",
        }).with({ address: webAddress }),
      ),
    }),
  }),
  /**
   * A question whose answer only the firm can give (an NDA, payment terms) waits with no
   * paragraph, and the page shows it once the owner has written one.
   */
  faq: words({
    title:
      "Page heading | Questions and answers page: the big heading in the dark band at the top.",
    intro:
      "Introduction | Questions and answers page: the line under the big heading. Ends with a full stop.",
    questions:
      "Questions | Questions and answers page: the questions, in order, each opening onto its answer.",
    sampleEstimate:
      "Sample estimate link | Questions and answers page: the link below the questions to the sample estimate, once its address is given in The firm.",
    ask: "Under the questions | Questions and answers page: the line and button at the end, to the contact page.",
  }).with({
    intro: sentence,
    questions: v.pipe(
      list(
        words({
          question:
            "Question | The question as a visitor reads it, before opening it. Ends with a question mark.",
          answer:
            "Answer | The paragraphs that open under the question, each ending with a full stop; they may name promises in braces, such as {replyTime}. Leave empty until the firm gives it: nothing shows until then, not even the question.",
        }).with({
          question: v.pipe(text, v.regex(/\?$/, "must end with a question mark")),
          answer: v.array(sentence, "must be a list"),
        }),
      ),
      v.check(
        (questions) => questions.filter((question) => question.answer.length > 0).length >= 8,
        "must answer at least eight questions",
      ),
    ),
    ask: words({
      text: "Text | Questions and answers page, at the end: the line beside the button. Ends with a full stop or a question mark.",
      cta: "Button | Questions and answers page, at the end: the button to the contact page.",
    }).with({ text: sentence }),
  }),
  /**
   * The trades: each is a card on the home page, a page of its own (/services/<address>) and a
   * trade to tick on the contact form. Every language lists the same trades in the same order.
   */
  trades: words({
    breadcrumbLabel:
      "Breadcrumb name | Not shown: screen readers' name for the trail of links above a trade's heading.",
    scopeHeading: "Scope heading | Each trade's page: the heading above what we estimate.",
    takeoffHeading:
      "Takeoff heading | Each trade's page: the heading above what the takeoff counts.",
    divisionsHeading:
      "Divisions heading | Each trade's page: the heading above its MasterFormat divisions.",
    deliverableHeading:
      "Deliverable heading | Each trade's page: the heading above what you receive.",
    sampleEstimate:
      "Sample estimate link | Each trade's page: the link to its sample estimate, once its address is given.",
    questionsHeading:
      "Questions heading | Each trade's page: the heading above its questions and answers.",
    quote: "Closing band | Each trade's page: the band at the end, to ask for a quote.",
    trades:
      "Trades | One entry a trade, in the order of the cards on the home page: each is a card, a page and a trade to tick on the contact form. Every language lists the same trades in the same order.",
  }).with({
    quote: words({
      heading: "Heading | Each trade's page, the band at the end: its heading.",
      text: "Text | Each trade's page, the band at the end: the line under the heading, ending with a full stop; it may name promises in braces, such as {replyTime}.",
      cta: "Button | Each trade's page, the band at the end: the button to the contact form, which arrives with the trade ticked.",
    }).with({ heading: sentence, text: sentence }),
    trades: list(
      words({
        address:
          "Address | The last word of the page's address: /services/fire-alarm in English, /fr/services/alarme-incendie in French. Lower-case, words joined by hyphens.",
        heading:
          "Title | The card's title on the home page and the page's big heading; also a trade to tick on the contact form, and given to search engines.",
        description:
          "Card text | Home page, the card's text under its title; also given to search engines. Ends with a full stop.",
        divisions:
          "Divisions | The trade's MasterFormat divisions: tags at the foot of its card, and a list on its page.",
        listing: "Search result | How the trade's page shows in search results and when shared.",
        intro:
          "Introduction | The trade's page: the line under the big heading. Ends with a full stop.",
        scope:
          "What we estimate | The trade's page: the scopes estimated, one per line, each ending with a full stop.",
        takeoff:
          "What the takeoff counts | The trade's page: what is counted and measured, item by item, one per line.",
        deliverable:
          "What you receive | The trade's page: the paragraphs on the estimate delivered, each ending with a full stop; they may name promises in braces, such as {estimateTurnaround}.",
        sampleEstimate:
          "Sample estimate address | The whole web address, beginning with https://, of a sample estimate for this trade (a PDF): its page links to it. Leave empty until the firm gives it: nothing shows until then.",
        questions:
          "Questions | The trade's page: questions from the questions and answers page that concern the trade, each written exactly as it is there; their answers open under them.",
      }).with({
        address: v.pipe(
          text,
          v.regex(
            /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
            "must be lower-case letters and digits joined by hyphens, such as fire-alarm",
          ),
        ),
        description: sentence,
        divisions: list(
          words({
            number:
              "Number | The division's number: two digits as specifications write it, such as 02 or 23.",
            title: "Name | The division's name in MasterFormat, after its number.",
          }).with({ number: divisionNumber }),
        ),
        listing: listing("trade's page"),
        intro: sentence,
        scope: list(sentence),
        takeoff: list(text),
        deliverable: list(sentence),
        sampleEstimate: optional(webAddress),
        questions: v.array(text, "must be a list"),
      }),
    ),
  }),
  listings: words({
    home: "Home page | How the home page shows in search results and when shared.",
    contact: "Contact page | How the contact page shows in search results and when shared.",
    privacy:
      "Privacy policy page | How the privacy policy shows in search results and when shared.",
    faq: "Questions and answers page | How the questions and answers page shows in search results and when shared.",
    socialCard:
      "Shared image | The image shown when any page is shared on social networks: the firm's name, the tagline and the home page's line above the name, then the strapline.",
  }).with({
    home: listing("home page"),
    contact: listing(
      "contact page",
      ", ending with a full stop; it may name promises in braces, such as {replyTime}.",
    ),
    privacy: listing("privacy policy"),
    faq: listing("questions and answers page"),
    socialCard: words({
      alt: "Image description | Not on the image: describes the shared image to people who cannot see it, for every page.",
      strapline:
        "Strapline | The shared image: the bottom line, under the tagline and the line above the name.",
    }),
  }),
  /**
   * TO CONFIRM BEFORE LAUNCH: promises the site makes that the firm has not confirmed. Each is
   * shown where a sentence names it (`{replyTime}`); confirm, reword or remove it.
   */
  promises: words({
    replyTime:
      "Reply time | A phrase read mid-sentence, shown wherever a sentence names {replyTime}: the contact page's introduction and its reply line after sending, the home page's closing band, the second step's time, the answer on how long an estimate takes, the contact page's search description and the band at the end of each trade's page.",
    replyBrings:
      "What the reply brings | A phrase read mid-sentence, shown wherever a sentence names {replyBrings}: the contact page's introduction, the home page's closing band, the answer on how long an estimate takes, the contact page's search description and the band at the end of each trade's page.",
    quoteBeforeWork:
      "Price before work starts | A phrase read mid-sentence, shown wherever a sentence names {quoteBeforeWork}: the contact page's side text, the second step's text, and the answers on a close bid date and on how the price is set.",
    estimateTurnaround:
      "Estimate turnaround | A phrase read mid-sentence, shown wherever a sentence names {estimateTurnaround}: the first reason on the home page, the third step's time, the answer on how long an estimate takes, and what you receive on each trade's page.",
    secondEstimatorCheck:
      "Second estimator check | A phrase read mid-sentence, shown wherever a sentence names {secondEstimatorCheck}: the home page's second About paragraph, the third step's text, and the answer on how long an estimate takes.",
    reviewedTwice:
      "Reviewed twice | A phrase read mid-sentence, shown wherever a sentence names {reviewedTwice}: the second reason on the home page.",
    enquiryRetention:
      "How long enquiries are kept | A phrase read mid-sentence, shown wherever a sentence names {enquiryRetention}: the privacy policy's section on how long enquiries are kept.",
    privacyOfficer:
      "Person in charge of privacy | A phrase read mid-sentence, shown wherever a sentence names {privacyOfficer}: the privacy policy's section on who to write to. A role, such as the head of the firm, is enough.",
    deliverableFormats:
      "Estimate formats | A phrase read mid-sentence, shown wherever a sentence names {deliverableFormats}: the answer on what the estimate contains and in which format, and what you receive on each trade's page.",
    revisionTerms:
      "Revision terms | A phrase read mid-sentence, shown wherever a sentence names {revisionTerms}: the answer on addenda that change the drawings.",
    frenchService:
      "Service in French | A phrase read mid-sentence, shown wherever a sentence names {frenchService}: the answer on working in French.",
  }),
};

export type DictionaryName = keyof typeof dictionarySchemas;

/** Whether the field at `path` (as "hero.lead") of `name` is a name, the same in every language. */
export const isName = (name: DictionaryName, path: string) =>
  v.getMetadata(
    schemaAt(
      dictionarySchemas[name] as Schema,
      path.split(".").map((step) => step.replace(/^\d+$/, "*")),
    )!,
  ).sameInEveryLanguage === true;

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
export type TradesWords = v.InferOutput<(typeof dictionarySchemas)["trades"]>;
export type Trade = TradesWords["trades"][number];
/** What the home page shows of the trades: their cards (the build ships it nothing else). */
export interface TradeCards {
  trades: Pick<Trade, "address" | "heading" | "description" | "divisions">[];
}
/** The trades by their id (the English address): the contact form's names for them. */
export type ServiceWords = Record<string, Pick<Trade, "heading">>;
