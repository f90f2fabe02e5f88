/**
 * Where the visit came from: its first page, the referring site (its host alone) and the campaign.
 * Noted on the visit's first page by the head's inline script (root.tsx), kept in sessionStorage
 * (one tab's visit, gone with the tab), sent with an enquiry only and forgotten with its draft. A
 * page reached from the site itself is no first page: its source stays unknown (docs/enquiry.md).
 */
export type VisitSource = { page: string; referrer?: string } & Partial<Record<UtmName, string>>;
type UtmName = "utm_source" | "utm_medium" | "utm_campaign";

const KEY = "exact-bids:visit-source";

export const NOTE_VISIT_SOURCE = `try {
  const from = document.referrer && new URL(document.referrer).host;
  if (from !== location.host && !sessionStorage.getItem("${KEY}")) {
    const source = { page: location.pathname.slice(0, 200), referrer: from || undefined };
    new URLSearchParams(location.search).forEach((value, name) => {
      if (/^utm_(source|medium|campaign)$/.test(name)) source[name] = value.slice(0, 100);
    });
    sessionStorage.setItem("${KEY}", JSON.stringify(source));
  }
} catch (error) {}`;

export function visitSource(): VisitSource | undefined {
  try {
    return (JSON.parse(sessionStorage.getItem(KEY) ?? "null") as VisitSource | null) ?? undefined;
  } catch {
    // Unknown: the storage is blocked, or its value unreadable.
  }
}

/** Forgets it (where storage is blocked, nothing was kept). */
export function forgetVisitSource() {
  if (visitSource()) sessionStorage.removeItem(KEY);
}
