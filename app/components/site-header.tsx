import { LanguageLinks } from "~/components/language-links";
import { Logo } from "~/components/logo";
import { NavDrawer } from "~/components/nav-drawer";
import type { FrameWords } from "~/content/frames";
import type { Language } from "~/content/pages";
import { navLinks } from "~/lib/navigation";
import { Link } from "react-router";

interface SiteHeaderProps {
  language: Language;
  pathname: string;
  frame: FrameWords;
}

/**
 * Fixed header: transparent over the dark top of every page, teal once the page has scrolled.
 * CSS does it (app.css, `.site-header`), so it works before hydration and without JavaScript.
 */
export function SiteHeader({ language, pathname, frame }: SiteHeaderProps) {
  const links = navLinks("header", language);
  return (
    <header className="site-header fixed inset-x-0 top-0 z-40">
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Logo language={language} />
        <div className="hidden items-center gap-10 xl:flex">
          <nav aria-label={frame.mainNavLabel}>
            <ul className="flex items-center gap-10">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="nav-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageLinks pathname={pathname} className="nav-link language-link" />
        </div>
        <NavDrawer links={links} pathname={pathname} frame={frame} />
      </div>
    </header>
  );
}
