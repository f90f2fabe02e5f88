import type { PageHandle } from "~/components/page-band";
import { PrivacyPage } from "~/components/privacy/privacy-page";
import { listings } from "~/content/en/listings";
import { pageMeta } from "~/lib/meta-tags";
import { privacy } from "~/content/en/privacy";

export const handle: PageHandle = { band: { title: privacy.title, intro: privacy.intro } };

export const meta = () => pageMeta("privacy", "en", listings);

export default function Privacy() {
  return <PrivacyPage words={privacy} />;
}
