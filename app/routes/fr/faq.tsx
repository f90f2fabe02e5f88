import type { PageHandle } from "~/components/page-band";
import { FaqPage } from "~/components/faq/faq-page";
import { listings } from "~/content/fr/listings";
import { pageMeta } from "~/lib/meta-tags";
import { faq } from "~/content/fr/faq";

export const handle: PageHandle = { band: { title: faq.title, intro: faq.intro } };

export const meta = () => pageMeta("faq", "fr", listings);

export default function Faq() {
  return <FaqPage words={faq} language="fr" />;
}
