import { ContactPage, contactMeta } from "~/components/contact/contact-page";
import { contact, services } from "~/content/fr/contact";
import { listings } from "~/content/fr/listings";

export const meta = () => contactMeta("fr", listings);

export default function Contact() {
  return <ContactPage language="fr" words={contact} services={services} />;
}
