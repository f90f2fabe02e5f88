import { HEADER_SCROLL_FALLBACK } from "~/components/header-scroll-fallback";
import { TYPEFACE_IF_FETCHED } from "~/lib/typeface";

/**
 * The head's one inline script, run before the first paint and before hydration: the scrolled
 * header where CSS cannot follow the scroll, and the typeface once a page has fetched it. One
 * script, one hash in the CSP (computed at build time). It belongs in the head: Chromium may
 * paint after each script the parser runs, so one in the body would paint the page in pieces.
 */
export function HeadScript() {
  return (
    <script
      dangerouslySetInnerHTML={{ __html: [HEADER_SCROLL_FALLBACK, TYPEFACE_IF_FETCHED].join("\n") }}
    />
  );
}
