import { Link } from "react-router";
import { LogoMark } from "~/components/logo";
import { LanguageLinks } from "~/components/language-links";
import { NavList } from "~/components/site-links";
import { type FrameWords, officeLocation } from "~/content/frames";
import type { Language } from "~/content/pages";
import { site, telHref } from "~/content/site";
import { navLinks, pagePath } from "~/lib/navigation";

interface SiteFooterProps {
  language: Language;
  pathname: string;
  frame: FrameWords;
}

export function SiteFooter({ language, pathname, frame }: SiteFooterProps) {
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="flex items-center gap-2.5 text-xl font-bold text-white">
            <LogoMark size={32} />
            {site.name}
          </p>
          <p className="mt-4 leading-relaxed">{frame.blurb}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer-heading">
            {frame.footer.quickLinks}
          </h2>
          <NavList
            links={navLinks("footer", language)}
            className="mt-4 space-y-3"
            linkClassName="footer-link"
          />
        </nav>
        <div>
          <h2 className="footer-heading">{frame.footer.contact}</h2>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="text-sm text-slate-400">{frame.footer.office}</dt>
              <dd className="text-white">{officeLocation(frame)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-400">{frame.footer.email}</dt>
              <dd>
                <a href={`mailto:${site.email}`} className="footer-link text-white">
                  {site.email}
                </a>
              </dd>
            </div>
            {site.phone && (
              <div>
                <dt className="text-sm text-slate-400">{frame.footer.phone}</dt>
                <dd>
                  <a href={telHref(site.phone)} className="footer-link text-white">
                    {site.phone}
                  </a>
                </dd>
              </div>
            )}
            {frame.hours && (
              <div>
                <dt className="text-sm text-slate-400">{frame.footer.hours}</dt>
                <dd className="text-white">{frame.hours}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm sm:px-6 lg:px-8">
          <p className="text-slate-400">{frame.footer.closing}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <Link to={pagePath("faq", language)} className="footer-link">
              {frame.footer.faq}
            </Link>
            <Link to={pagePath("privacy", language)} className="footer-link">
              {frame.footer.privacy}
            </Link>
            <LanguageLinks pathname={pathname} className="footer-link" />
          </div>
        </div>
      </div>
    </footer>
  );
}
