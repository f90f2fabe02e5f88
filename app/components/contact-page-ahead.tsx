import type { Language } from "~/content/pages";
import { pagePath } from "~/lib/navigation";
import { useHydrated } from "~/lib/use-browser-value";

/**
 * Readies the contact page for a visitor who follows a link to it before React has taken the
 * page: engines with speculation rules (Chromium) prerender it once the visitor points at such a
 * link, so Send is live on arrival; the CSP allows the rules by their hash like every inline
 * script. No `<link rel="prefetch">` for the others: Firefox counts it against `default-src
 * 'none'`, and a page served `no-cache` is asked for again anyway. Once hydrated, the router shows
 * the page in place from the route's script, fetched ahead (offline-navigation.ts): the rules go,
 * so no prerender runs for nothing.
 */
export function ContactPageAhead({ language, pathname }: { language: Language; pathname: string }) {
  const contact = pagePath("contact", language);
  const hydrated = useHydrated();
  if (pathname === contact || hydrated) return null;
  const rules = { prerender: [{ urls: [contact], eagerness: "moderate" }] };
  return (
    <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(rules) }} />
  );
}
