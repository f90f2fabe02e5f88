import { ChevronDown } from "~/components/icons";
import { Icon } from "~/components/icon";
import type { ReactNode } from "react";
import { EnquiryField } from "~/components/contact/enquiry-field";
import { TradesField } from "~/components/contact/trades-field";
import type { Language } from "~/content/pages";
import type { ContactWords, ServiceWords } from "~/content/schema";
import { site } from "~/content/site";
import { detailWordsAttribute, detailWordsFor } from "~/enquiry/email-params";
import type { RefusedWords } from "~/enquiry/field-check";
import { type FormState, controlForm, shownWhen } from "~/enquiry/form-controller";
import {
  type DetailName,
  type EnquiryFieldName,
  HONEYPOT,
  detailNames,
  enquiryFieldNames,
  enquiryFields,
  marked,
} from "~/enquiry/schema";

interface ContactFormProps {
  words: ContactWords;
  /** The services, whose names are the trades a visitor can ask us to estimate. */
  services: ServiceWords;
  language: Language;
  /** Under Send, before it is pressed: what the page says of the details it sends. */
  besideSend?: ReactNode;
}

export function ContactForm({ words: contact, services, language, besideSend }: ContactFormProps) {
  const details = detailWordsFor(contact, services, language);
  const field = (name: Exclude<EnquiryFieldName, "trades">, refused: RefusedWords) => (
    <EnquiryField
      key={name}
      name={name}
      label={contact.fieldLabels[name]}
      hint={(contact.details.hints as Partial<Record<string, string>>)[name]}
      {...refused}
    />
  );

  // Every state the form can show is here, hidden until it is the form's (form-controller.ts).
  // method="dialog": before the controller runs or without JavaScript, a submit goes nowhere, and
  // never puts the enquiry into the address bar as a GET would.
  return (
    <form
      ref={controlled}
      method="dialog"
      aria-labelledby="contact-form-title"
      {...marked("form")}
      {...detailWordsAttribute(details)}
      className="h-full"
    >
      <div {...shownWhen(...UNSENT)} className="space-y-6">
        <h2 id="contact-form-title" className="text-2xl font-semibold text-ink">
          {contact.formHeading}
        </h2>
        <div className="grid gap-6 sm:grid-cols-2">
          {requiredNames.map((name) => field(name, { blank: contact.blankField }))}
        </div>
        <ProjectDetails words={contact}>
          {detailNames.map((name) =>
            name === "trades" ? (
              <TradesField key={name} legend={contact.fieldLabels.trades} names={details.trades} />
            ) : (
              field(name, refusedWords(contact, name))
            ),
          )}
        </ProjectDetails>
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            {contact.honeypotLabel}
            <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <div>
          <button
            type="submit"
            disabled
            suppressHydrationWarning
            className="button-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto [@media(scripting:none)]:hidden"
          >
            <span {...shownWhen("getting-ready")}>{contact.gettingReady}</span>
            <span {...shownWhen("editing", "failed", "queued", "unqueued", "unconfirmed")}>
              {contact.submit}
            </span>
            <span {...shownWhen("sending")}>{contact.sending}</span>
          </button>
          {besideSend}
          <noscript>
            <p className="text-slate-700">
              {contact.noScript} <MailLink />.
            </p>
          </noscript>
          <div role="status" className="mt-4 min-h-6">
            <StatusMessage words={contact} />
          </div>
        </div>
      </div>
      <SentMessage words={contact} />
    </form>
  );
}

/** Hands the form to its controller while React shows it: the same function every render. */
const controlled = (form: HTMLFormElement | null) => (form ? controlForm(form) : undefined);

/** Every state but the thank-you, which takes the form's place. */
const UNSENT: FormState[] = [
  "getting-ready",
  "editing",
  "sending",
  "failed",
  "queued",
  "unqueued",
  "unconfirmed",
];

/** The specification's four fields, first and required. */
const requiredNames = enquiryFieldNames.filter(
  (name): name is Exclude<EnquiryFieldName, DetailName> => enquiryFields[name].required,
);

/** The optional project details, folded away; the summary names them and says why to give them. */
function ProjectDetails({ words, children }: { words: ContactWords; children: ReactNode }) {
  return (
    // Opened by the controller, which React leaves as it is.
    <details suppressHydrationWarning className="group border-t border-slate-200 pt-6">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-6 rounded-md [&::-webkit-details-marker]:hidden">
        <span>
          <span id="enquiry-details-legend" className="block text-lg font-semibold text-ink">
            {words.details.legend}
          </span>
          <span id="enquiry-details-intro" className="block pt-1 text-slate-700">
            {words.details.intro}
          </span>
        </span>
        <Icon
          icon={ChevronDown}
          className="mt-1 size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
        />
      </summary>
      <fieldset
        aria-labelledby="enquiry-details-legend"
        aria-describedby="enquiry-details-intro"
        className="mt-4 grid gap-6 sm:grid-cols-2"
      >
        {children}
      </fieldset>
    </details>
  );
}

/** What the browser says of a detail it refuses: a date has its own words for a day that passed. */
function refusedWords({ details }: ContactWords, name: EnquiryFieldName): RefusedWords {
  const invalid: Partial<Record<string, string>> = details.invalid;
  return enquiryFields[name].type === "date"
    ? { invalid: invalid.impossibleDate, past: invalid.bidDate }
    : { invalid: invalid[name] };
}

/** What became of a send that did not go as planned, each sentence shown in its own states. */
function StatusMessage({ words: contact }: { words: ContactWords }) {
  return (
    <div
      {...shownWhen("failed", "queued", "unqueued", "unconfirmed")}
      className="flex flex-col gap-2 text-red-700"
    >
      <p>
        <span className="font-semibold">
          <span {...shownWhen("failed", "queued", "unqueued")}>{contact.failed}</span>
          <span {...shownWhen("unconfirmed")}>{contact.unconfirmed}</span>
        </span>{" "}
        {contact.failedFallback} <MailLink />.
      </p>
      <p {...shownWhen("queued")}>{contact.queued}</p>
      <p {...shownWhen("unqueued")}>{contact.notQueued}</p>
    </div>
  );
}

function MailLink() {
  return (
    <a href={`mailto:${site.email}`} className="font-semibold underline underline-offset-4">
      {site.email}
    </a>
  );
}

/** The thank-you, in the form's place; the controller writes the address the reply goes to. */
function SentMessage({ words: contact }: { words: ContactWords }) {
  return (
    <div
      {...shownWhen("sent")}
      {...marked("thanks")}
      role="status"
      tabIndex={-1}
      // The whole card, as tall as the column of details beside it on a wide screen.
      className="flex h-full flex-col items-start justify-center rounded-xl bg-teal-50 p-8 focus:outline-none"
    >
      <p className="text-2xl font-semibold text-ink">{contact.sent}</p>
      <p className="mt-3 text-slate-700">
        {/* The address as the visitor typed it: a mistyped one shows here. */}
        {contact.replyTo}{" "}
        <strong
          {...marked("replyAddress")}
          suppressHydrationWarning
          className="font-semibold text-ink"
        >
          {""}
        </strong>
        .
      </p>
      <p className="mt-3 text-slate-700">{contact.largePlans}</p>
      <button type="button" {...marked("sendAnother")} className="button-secondary mt-6">
        {contact.sendAnother}
      </button>
    </div>
  );
}
