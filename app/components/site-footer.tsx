import { Link } from "react-router";
import { LogoMark } from "~/components/logo";
import { LanguageLinks } from "~/components/language-links";
import type { FrameProps } from "~/components/site-header";
import { NavList } from "~/components/site-links";
import { officeLocation } from "~/content/frames";
import { site, telHref } from "~/content/site";
import { navLinks, pagePath } from "~/lib/navigation";

export function SiteFooter({ language, pathname, frame }: FrameProps) {
  // The firm's particulars; the phone and the hours only once it has given them.
  const facts = [
    [frame.footer.office, <dd className="text-white">{officeLocation(frame)}</dd>],
    [frame.footer.email, <dd>{footerLink(`mailto:${site.email}`, site.email)}</dd>],
    [frame.footer.phone, site.phone && <dd>{footerLink(telHref(site.phone), site.phone)}</dd>],
    [frame.footer.hours, frame.hours && <dd className="text-white">{frame.hours}</dd>],
  ] as const;
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
            {facts.map(
              ([term, detail]) =>
                detail && (
                  <div key={term}>
                    <dt className="text-sm text-slate-400">{term}</dt>
                    {detail}
                  </div>
                ),
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

const footerLink = (href: string, text: string) => (
  <a href={href} className="footer-link text-white">
    {text}
  </a>
);
