import { type FormEvent, useEffect, useRef, useState } from "react";
import { EnquiryField } from "~/components/contact/enquiry-field";
import { useDraft } from "~/components/contact/use-draft";
import { contact, enquiryFields } from "~/content/contact";
import { site } from "~/content/site";
import { describeSendError, sendEnquiry } from "~/lib/send-enquiry";

type Status = "editing" | "sending" | "sent" | "failed";

const FIELD_ORDER = ["name", "email", "subject", "message"] as const;

/** Bots fill every field they find; people never see this one. */
const HONEYPOT = "website";

export function ContactForm() {
  const { draft, update, clear } = useDraft();
  const [status, setStatus] = useState<Status>("editing");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    if (new FormData(event.currentTarget).get(HONEYPOT)) {
      clear();
      setStatus("sent");
      return;
    }
    setStatus("sending");
    try {
      await sendEnquiry(draft);
      clear();
      setStatus("sent");
    } catch (error) {
      console.error(`The enquiry could not be sent. ${describeSendError(error)}`);
      setStatus("failed");
    }
  }

  if (status === "sent") return <SentMessage onSendAnother={() => setStatus("editing")} />;

  return (
    <form onSubmit={submit} aria-labelledby="contact-form-title" className="space-y-6">
      <h2 id="contact-form-title" className="text-2xl font-bold text-ink">
        {contact.formHeading}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        {FIELD_ORDER.map((name) => (
          <EnquiryField
            key={name}
            name={name}
            {...enquiryFields[name]}
            value={draft[name]}
            onChange={update}
            className={name === "subject" || name === "message" ? "sm:col-span-2" : undefined}
          />
        ))}
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div>
        <button
          type="submit"
          disabled={status === "sending"}
          className="button-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {status === "sending" ? contact.sending : contact.submit}
        </button>
        <div role="status" className="mt-4 min-h-6">
          {status === "failed" && <FailedMessage />}
        </div>
      </div>
    </form>
  );
}

function FailedMessage() {
  return (
    <p className="text-red-700">
      <span className="font-semibold">{contact.failed}</span> {contact.failedFallback}{" "}
      <a href={`mailto:${site.email}`} className="font-semibold underline underline-offset-4">
        {site.email}
      </a>
      .
    </p>
  );
}

function SentMessage({ onSendAnother }: { onSendAnother: () => void }) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div
      ref={message}
      role="status"
      tabIndex={-1}
      className="rounded-xl bg-teal-50 p-8 focus:outline-none"
    >
      <p className="text-2xl font-bold text-ink">{contact.sent}</p>
      <p className="mt-3 text-slate-700">{contact.sentFollowUp}</p>
      <button type="button" onClick={onSendAnother} className="button-secondary mt-6">
        {contact.sendAnother}
      </button>
    </div>
  );
}
