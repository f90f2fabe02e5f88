import { Link } from "react-router";
import { Logo } from "~/components/logo";
import { NavDrawer } from "~/components/nav-drawer";
import { frame, headerNav } from "~/content/site";

/**
 * Fixed header: transparent over the dark top of every page, teal once the page has scrolled.
 * CSS does it (app.css, `.site-header`), so it works before hydration and without JavaScript.
 */
export function SiteHeader() {
  return (
    <header className="site-header fixed inset-x-0 top-0 z-40">
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={frame.mainNavLabel} className="hidden xl:block">
          <ul className="flex items-center gap-10">
            {headerNav.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="nav-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NavDrawer links={headerNav} />
      </div>
    </header>
  );
}
