import { Link } from "react-router";
import { LogoMark } from "~/components/logo";
import { footerNav, frame, officeLocation, site } from "~/content/site";

export function SiteFooter() {
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="flex items-center gap-2.5 text-xl font-bold text-white">
            <LogoMark size={32} />
            {site.name}
          </p>
          <p className="mt-4 leading-relaxed">{site.blurb}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer-heading">
            {frame.footer.quickLinks}
          </h2>
          <ul className="mt-4 space-y-3">
            {footerNav.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="footer-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">{frame.footer.contact}</h2>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="text-sm text-slate-400">{frame.footer.office}</dt>
              <dd className="text-white">{officeLocation}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-400">{frame.footer.email}</dt>
              <dd>
                <a href={`mailto:${site.email}`} className="footer-link text-white">
                  {site.email}
                </a>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          {frame.footer.closing}
        </p>
      </div>
    </footer>
  );
}
