import type { PageHandle } from "~/components/page-band";
import { ContactPage } from "~/components/contact/contact-page";
import { contact, services } from "~/content/fr/contact";
import { listings } from "~/content/fr/listings";
import { process } from "~/content/fr/process";
import { pageMeta } from "~/lib/meta-tags";

export const handle: PageHandle = { band: { title: contact.title, intro: contact.intro } };

export const meta = () => pageMeta("contact", "fr", listings);

export default function Contact() {
  return <ContactPage language="fr" words={contact} services={services} process={process} />;
}
