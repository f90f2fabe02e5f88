import { Link } from "react-router";
import { ContactDetails } from "~/components/contact/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import type { ContactWords, ProcessWords, ServiceWords } from "~/content/schema";
import type { Language } from "~/content/pages";
import { pagePath } from "~/lib/navigation";

interface ContactPageProps {
  language: Language;
  words: ContactWords;
  services: ServiceWords;
  process: ProcessWords;
}

/** The contact page in one language: its routes (routes/<language>/contact.tsx) give the words. */
export function ContactPage({ language, words, services, process }: ContactPageProps) {
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:px-8">
      <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <ContactForm
          words={words}
          services={services}
          language={language}
          besideSend={
            <p className="mt-4 text-sm text-slate-600">
              {words.privacyNote}{" "}
              <Link
                to={pagePath("privacy", language)}
                className="font-semibold text-ink underline underline-offset-4"
              >
                {words.privacyLink}
              </Link>
            </p>
          }
        />
      </div>
      <ContactDetails words={words} process={process} language={language} />
    </div>
  );
}
