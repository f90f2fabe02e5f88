import { ContactPage, contactMeta } from "~/components/contact/contact-page";
import { contact, services } from "~/content/en/contact";
import { listings } from "~/content/en/listings";

export const meta = () => contactMeta("en", listings);

export default function Contact() {
  return <ContactPage language="en" words={contact} services={services} />;
}
