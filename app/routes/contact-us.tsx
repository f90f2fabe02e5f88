import type { Route } from "./+types/contact-us";
import { ContactDetails } from "~/components/contact/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import { PageBand } from "~/components/page-band";
import { contact } from "~/content/contact";
import { contactListing } from "~/content/search-and-sharing";
import { pageMeta } from "~/lib/meta-tags";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, contactListing);
}

export default function ContactUs() {
  return (
    <>
      <PageBand title={contact.title}>
        <p className="mt-4 max-w-2xl text-lg text-slate-300">{contact.intro}</p>
      </PageBand>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <ContactForm />
        </div>
        <ContactDetails />
      </div>
    </>
  );
}
