/**
 * Where the visit that sends an enquiry came from: the page it began on, the site whose link
 * brought it (its host alone, never its path or search words) and the campaign in its address.
 * The head's inline script (root.tsx) notes it on the visit's first page, before anything else
 * runs and without a request; the press takes it into the version (email-params.ts), and it goes
 * once the draft is cleared for delivered words. Kept in sessionStorage: one tab's visit, gone
 * when the tab closes, never shared, never a cookie. A page reached from the site itself is no
 * first page (a tab opened from a link, a visit whose enquiry was sent): its source stays unknown.
 * Small on purpose: the code every page loads (build-time/paint-first.ts, "every-page").
 */
export interface VisitSource {
  page: string;
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

const KEY = "exact-bids:visit-source";

/** Part of the head's inline script: notes the source on the visit's first page. */
export const NOTE_VISIT_SOURCE = `try {
  const from = document.referrer && new URL(document.referrer).host;
  if (from !== location.host && !sessionStorage.getItem("${KEY}")) {
    const query = new URLSearchParams(location.search);
    const source = { page: location.pathname.slice(0, 200) };
    if (from) source.referrer = from;
    for (const name of ["utm_source", "utm_medium", "utm_campaign"])
      if (query.get(name)) source[name] = query.get(name).slice(0, 100);
    sessionStorage.setItem("${KEY}", JSON.stringify(source));
  }
} catch (error) {}`;

/** This visit's source; none where storage is blocked or the visit's first page was not seen. */
export function visitSource(): VisitSource | undefined {
  try {
    return (JSON.parse(sessionStorage.getItem(KEY) ?? "null") as VisitSource | null) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetVisitSource(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
