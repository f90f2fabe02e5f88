import type { PageHandle } from "~/components/page-band";
import { ContactPage } from "~/components/contact/contact-page";
import { contact, services } from "~/content/en/contact";
import { listings } from "~/content/en/listings";
import { process } from "~/content/en/process";
import { pageMeta } from "~/lib/meta-tags";

export const handle: PageHandle = { band: { title: contact.title, intro: contact.intro } };

export const meta = () => pageMeta("contact", "en", listings);

export default function Contact() {
  return <ContactPage language="en" words={contact} services={services} process={process} />;
}
