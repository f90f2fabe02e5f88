import { type ReactNode, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import { colours, icons } from "~/brand/brand";
import markUrl from "~/brand/mark.svg";
import { dropContactAhead } from "~/lib/contact-ahead";
import { ErrorPage } from "~/components/error-page";
import { RouteBand } from "~/components/page-band";
import { SiteFooter } from "~/components/site-footer";
import { HEADER_SCROLL_FALLBACK, SiteHeader } from "~/components/site-header";
import { frames } from "~/content/frames";
import { languages } from "~/content/pages";
import { deliverWhatWaits } from "~/enquiry/delivery";
import { NOTE_VISIT_SOURCE } from "~/enquiry/visit-source";
import { languageAt } from "~/lib/navigation";
import { TYPEFACE_IF_FETCHED, fetchTypefaceForNextPages } from "~/lib/typeface";
import stylesheet from "./app.css?inline";

export const links: Route.LinksFunction = () => [
  // The mark inline, as the logo has it (a data: URI): no request of its own among the page's
  // scripts on a slow line. The PNG below is the file for others.
  { rel: "icon", href: markUrl, type: "image/svg+xml" },
  { rel: "icon", href: icons.png32, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: icons.appleTouch },
];

export function Layout({ children }: { children: ReactNode }) {
  // Marks the page as hydrated: the form and the counters are now React's (tests wait for it).
  // Then sends what waits on this device, if the contact form's first paint has not already.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    dropContactAhead();
    fetchTypefaceForNextPages();
    deliverWhatWaits();
  }, []);
  // The frame speaks the page's language; paths the site does not have get the default's frame
  // around the error page, which speaks every language.
  const { pathname } = useLocation();
  const language = languageAt(pathname);
  const frame = frames[language];
  return (
    <html lang={languages[language].tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={colours.brand} />
        <Meta />
        <Links />
        {/* The whole stylesheet (6 KB compressed) inline, so the page paints without another
            request. Only the prerendered HTML carries its text: as a style resource (href and
            precedence), React finds it there by its href and never renders it again. */}
        <style href="site-stylesheet" precedence="default">
          {import.meta.env.SSR ? stylesheet : ""}
        </style>
        {/* The head's one inline script (one hash in the CSP), run before the first paint and
            hydration. In the head: Chromium may paint after each script the parser runs, so one in
            the body would paint the page in pieces. */}
        <script
          dangerouslySetInnerHTML={{
            __html: [HEADER_SCROLL_FALLBACK, TYPEFACE_IF_FETCHED, NOTE_VISIT_SOURCE].join("\n"),
          }}
        />
      </head>
      <body>
        <div id="root" className="flex min-h-dvh flex-col">
          <a href="#main" className="skip-link">
            {frame.skipToContent}
          </a>
          <SiteHeader language={language} pathname={pathname} frame={frame} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter language={language} pathname={pathname} frame={frame} />
        </div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <RouteBand />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage problem="notFound" />;
  console.error(error);
  return <ErrorPage problem="failed" />;
}

/**
 * Every page is prerendered, so the SPA fallback (404.html) serves only unknown paths: before
 * JavaScript runs it shows the not-found page, exactly what the router renders once hydrated.
 */
export function HydrateFallback() {
  return <ErrorPage problem="notFound" />;
}
