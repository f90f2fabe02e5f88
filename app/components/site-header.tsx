import { LanguageLinks } from "~/components/language-links";
import { Logo } from "~/components/logo";
import { NavDrawer } from "~/components/nav-drawer";
import { NavList } from "~/components/site-links";
import type { FrameWords } from "~/content/schema";
import type { Language } from "~/content/pages";
import { navLinks, pagePath } from "~/lib/navigation";
import { Link } from "react-router";

/** The frame around every page: the header and the footer. */
export interface FrameProps {
  language: Language;
  pathname: string;
  frame: FrameWords;
}

/** Where CSS has no scroll timelines (app.css): <html data-scrolled> while the page is scrolled. */
export const HEADER_SCROLL_FALLBACK = `if (!CSS.supports("animation-timeline: scroll()")) {
  // Block-scoped, so the minifier may shorten its name (a top-level name would be a global).
  const markScrolled = () =>
    document.documentElement.toggleAttribute("data-scrolled", window.scrollY > 0);
  addEventListener("scroll", markScrolled, { passive: true });
  markScrolled();
}`;

/**
 * Fixed header: transparent over the dark top of every page, teal once the page has scrolled.
 * CSS does it (app.css, `.site-header`), so it works before hydration and without JavaScript.
 * The way to a quote stays in view at every width, beside the menu button below xl.
 */
export function SiteHeader({ language, pathname, frame }: FrameProps) {
  const links = navLinks("header", language);
  const quote = { to: pagePath("contact", language), label: frame.quote };
  return (
    <header className="site-header fixed inset-x-0 top-0 z-40">
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Logo language={language} />
        <div className="flex items-center gap-2 sm:gap-4 xl:gap-10">
          <div className="hidden items-center gap-10 xl:flex">
            <nav aria-label={frame.mainNavLabel}>
              <NavList
                links={links}
                className="flex items-center gap-10"
                linkClassName="nav-link"
              />
            </nav>
            <LanguageLinks pathname={pathname} className="nav-link language-link" />
          </div>
          <Link
            to={quote.to}
            className="button-primary px-3 py-2 text-sm whitespace-nowrap sm:px-4 sm:text-base"
          >
            {quote.label}
          </Link>
          <NavDrawer links={links} quote={quote} pathname={pathname} frame={frame} />
        </div>
      </div>
    </header>
  );
}
