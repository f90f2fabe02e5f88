import type { IconNode } from "lucide";
import { Mail, MapPin, Phone } from "~/components/icons";
import { Icon } from "~/components/icon";
import { ProcessSteps } from "~/components/process-steps";
import type { ContactWords, ProcessWords } from "~/content/schema";
import { officeLocation, frames } from "~/content/frames";
import type { Language } from "~/content/pages";
import { site, telHref } from "~/content/site";

interface ContactDetailsProps {
  words: ContactWords;
  process: ProcessWords;
  language: Language;
}

/** Beside the form: what to send, how it goes, and the other ways to reach the firm. */
export function ContactDetails({ words: contact, process, language }: ContactDetailsProps) {
  return (
    <aside aria-labelledby="contact-aside-title" className="space-y-8">
      <div>
        <h2 id="contact-aside-title" className="text-2xl font-semibold text-ink">
          {contact.asideHeading}
        </h2>
        <p className="mt-3 leading-relaxed text-slate-600">{contact.asideText}</p>
      </div>
      <ProcessSteps words={process} language={language} />
      <ul className="space-y-4 border-t border-slate-200 pt-8">
        {contactLink(Mail, `mailto:${site.email}`, site.email)}
        {site.phone && contactLink(Phone, telHref(site.phone), site.phone)}
        <li className="flex items-center gap-3 text-slate-700">
          <Icon icon={MapPin} className="size-5 text-brand" />
          {contact.office} {officeLocation(frames[language])}
        </li>
      </ul>
    </aside>
  );
}

const contactLink = (icon: IconNode, href: string, text: string) => (
  <li className="flex items-center gap-3">
    <Icon icon={icon} className="size-5 text-brand" />
    <a href={href} className="font-semibold text-ink underline-offset-4 hover:underline">
      {text}
    </a>
  </li>
);
