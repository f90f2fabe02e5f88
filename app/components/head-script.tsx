import { HEADER_SCROLL_FALLBACK } from "~/components/header-scroll-fallback";
import { TYPEFACE_IF_FETCHED } from "~/lib/typeface";

/**
 * The head's one inline script, run before the first paint and before hydration: the scrolled
 * header where CSS cannot follow the scroll, the typeface once a page has fetched it, and what the
 * root layout adds (where the visit came from: app/enquiry/visit-source.ts). One
 * script, one hash in the CSP (computed at build time). It belongs in the head: Chromium may
 * paint after each script the parser runs, so one in the body would paint the page in pieces.
 */
export function HeadScript({ also }: { also: string }) {
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: [HEADER_SCROLL_FALLBACK, TYPEFACE_IF_FETCHED, also].join("\n"),
      }}
    />
  );
}
