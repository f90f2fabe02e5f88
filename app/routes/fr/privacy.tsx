import type { PageHandle } from "~/components/page-band";
import { PrivacyPage } from "~/components/privacy/privacy-page";
import { listings } from "~/content/fr/listings";
import { pageMeta } from "~/lib/meta-tags";
import { privacy } from "~/content/fr/privacy";

export const handle: PageHandle = { band: { title: privacy.title, intro: privacy.intro } };

export const meta = () => pageMeta("privacy", "fr", listings);

export default function Privacy() {
  return <PrivacyPage words={privacy} />;
}
