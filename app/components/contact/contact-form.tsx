import { ChevronDown } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef } from "react";
import { EnquiryField, type RefusedWords } from "~/components/contact/enquiry-field";
import { TradesField } from "~/components/contact/trades-field";
import type { Language } from "~/content/pages";
import type { ContactWords, ServiceWords } from "~/content/schema";
import { site } from "~/content/site";
import { DETAILS_FOLD, openDetailsWhenNeeded } from "~/enquiry/details-fold";
import { detailWordsAttribute, detailWordsFor } from "~/enquiry/email-params";
import {
  type DetailName,
  type EnquiryFieldName,
  HONEYPOT,
  type OutcomeWords,
  REPLY_ADDRESS,
  detailNames,
  enquiryFieldNames,
  enquiryFields,
  sendButtonWords,
  statusLineWords,
} from "~/enquiry/schema";
import { type SendStatus, useEnquiry } from "~/enquiry/use-enquiry";
import { useHydrated } from "~/lib/use-browser-value";

interface ContactFormProps {
  words: ContactWords;
  /** The services, whose names are the trades a visitor can ask us to estimate. */
  services: ServiceWords;
  language: Language;
  /** Under Send, before it is pressed: what the page says of the details it sends. */
  besideSend?: ReactNode;
}

export function ContactForm({ words: contact, services, language, besideSend }: ContactFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const { draft, status, sentTo, setField, send, pretendSent, sendAnother } = useEnquiry(form);
  const details = useMemo(
    () => detailWordsFor(contact, services, language),
    [contact, services, language],
  );
  const carriedWords = useMemo(() => detailWordsAttribute(details), [details]);
  const field = (name: Exclude<EnquiryFieldName, "trades">, refused: RefusedWords) => (
    <EnquiryField
      key={name}
      name={name}
      label={contact.fieldLabels[name]}
      hint={hintFor(contact, name)}
      {...refused}
      value={draft[name]}
      onChange={setField}
    />
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    if (new FormData(event.currentTarget).get(HONEYPOT)) return pretendSent();
    void send();
  }

  if (status === "sent")
    return <SentMessage words={contact} sentTo={sentTo} onSendAnother={sendAnother} />;

  // method="dialog": before hydration or without JavaScript, a submit goes nowhere, and never
  // puts the enquiry into the address bar as a GET would.
  return (
    <form
      ref={form}
      method="dialog"
      onSubmit={submit}
      aria-labelledby="contact-form-title"
      {...carriedWords}
      className="space-y-6"
    >
      <h2 id="contact-form-title" className="text-2xl font-semibold text-ink">
        {contact.formHeading}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        {requiredNames.map((name) => field(name, { blank: contact.blankField }))}
      </div>
      <ProjectDetails words={contact} holdsDetail={detailNames.some((name) => draft[name] !== "")}>
        {detailNames.map((name) =>
          name === "trades" ? (
            <TradesField
              key={name}
              legend={contact.fieldLabels.trades}
              names={details.trades}
              value={draft.trades}
              onChange={setField}
            />
          ) : (
            field(name, { invalid: invalidWords(contact, name), past: pastWords(contact, name) })
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
        {/* Live from the first paint, before React owns it: send-before-hydration.ts enables it
            and changes its words, which React then finds here and leaves alone. */}
        <button
          type="submit"
          disabled={!hydrated || status === "sending"}
          {...sendButtonWords({ live: contact.submit, sending: contact.sending })}
          suppressHydrationWarning
          className="button-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto [@media(scripting:none)]:hidden"
        >
          {!hydrated
            ? contact.gettingReady
            : status === "sending"
              ? contact.sending
              : contact.submit}
        </button>
        {besideSend}
        <noscript>
          <p className="text-slate-700">
            {contact.noScript} <MailLink />.
          </p>
        </noscript>
        <div role="status" className="mt-4 min-h-6">
          {/* Before React, send-before-hydration.ts writes what became of a press here; React,
              hydrating, leaves the text alone, then puts its own messages in its place. */}
          {!hydrated && (
            <p
              {...statusLineWords(outcomeWords(contact))}
              suppressHydrationWarning
              className="text-slate-700"
            >
              {""}
            </p>
          )}
          <StatusMessage words={contact} status={status} />
        </div>
      </div>
    </form>
  );
}

/** The specification's four fields, first and required. */
const requiredNames = enquiryFieldNames.filter(
  (name): name is Exclude<EnquiryFieldName, DetailName> => enquiryFields[name].required,
);

/**
 * The optional project details, folded away until the visitor opens them (details-fold.ts says why
 * and when the fold opens by itself); the summary names the group and says why to fill it in.
 */
function ProjectDetails({
  words: contact,
  holdsDetail,
  children,
}: {
  words: ContactWords;
  /** Whether the draft holds a project detail: then the fold opens. */
  holdsDetail: boolean;
  children: ReactNode;
}) {
  const fold = useRef<HTMLDetailsElement>(null);
  useEffect(() => openDetailsWhenNeeded(fold.current!), [holdsDetail]);
  return (
    // Opened before hydration by the page's own script, which React leaves as it is.
    <details
      ref={fold}
      {...{ [DETAILS_FOLD]: "" }}
      suppressHydrationWarning
      className="group border-t border-slate-200 pt-6"
    >
      <summary className="flex cursor-pointer list-none items-start justify-between gap-6 rounded-md [&::-webkit-details-marker]:hidden">
        <span>
          <span id="enquiry-details-legend" className="block text-lg font-semibold text-ink">
            {contact.details.legend}
          </span>
          <span id="enquiry-details-intro" className="block pt-1 text-slate-700">
            {contact.details.intro}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
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

function hintFor(contact: ContactWords, name: EnquiryFieldName): string | undefined {
  const hints: Partial<Record<EnquiryFieldName, string>> = contact.details.hints;
  return hints[name];
}

function invalidWords(contact: ContactWords, name: EnquiryFieldName): string | undefined {
  const invalid: Partial<Record<EnquiryFieldName, string>> = contact.details.invalid;
  return enquiryFields[name].type === "date" ? undefined : invalid[name];
}

function pastWords(contact: ContactWords, name: EnquiryFieldName): string | undefined {
  return enquiryFields[name].type === "date" ? contact.details.invalid.bidDate : undefined;
}

/** Each outcome as one line of text, for the status line before React. */
function outcomeWords(contact: ContactWords): OutcomeWords {
  const failed = `${contact.failed} ${contact.failedFallback} ${site.email}.`;
  return {
    sent: `${contact.sent} ${contact.replyTo} ${REPLY_ADDRESS}. ${contact.largePlans}`,
    failed,
    queued: `${failed} ${contact.queued}`,
    unqueued: `${failed} ${contact.notQueued}`,
    unconfirmed: `${contact.unconfirmed} ${contact.failedFallback} ${site.email}.`,
  };
}

function StatusMessage({ words: contact, status }: { words: ContactWords; status: SendStatus }) {
  if (
    status !== "failed" &&
    status !== "queued" &&
    status !== "unqueued" &&
    status !== "unconfirmed"
  )
    return null;
  return (
    <div className="space-y-2 text-red-700">
      <p>
        <span className="font-semibold">
          {status === "unconfirmed" ? contact.unconfirmed : contact.failed}
        </span>{" "}
        {contact.failedFallback} <MailLink />.
      </p>
      {status === "queued" && <p>{contact.queued}</p>}
      {status === "unqueued" && <p>{contact.notQueued}</p>}
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

function SentMessage({
  words: contact,
  sentTo,
  onSendAnother,
}: {
  words: ContactWords;
  /** The address the reply goes to, as the visitor typed it: a mistyped one shows here. */
  sentTo: string;
  onSendAnother: () => void;
}) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div
      ref={message}
      role="status"
      tabIndex={-1}
      // The whole card, as tall as the column of details beside it on a wide screen.
      className="flex h-full flex-col items-start justify-center rounded-xl bg-teal-50 p-8 focus:outline-none"
    >
      <p className="text-2xl font-semibold text-ink">{contact.sent}</p>
      <p className="mt-3 text-slate-700">
        {contact.replyTo} <strong className="font-semibold text-ink">{sentTo}</strong>.
      </p>
      <p className="mt-3 text-slate-700">{contact.largePlans}</p>
      <button type="button" onClick={onSendAnother} className="button-secondary mt-6">
        {contact.sendAnother}
      </button>
    </div>
  );
}
