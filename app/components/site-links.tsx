/**
 * The links that the frame and the pages share: one module of the every-page code, so that no
 * page requests a file of its own for them.
 */
import { ArrowRight } from "lucide";
import { Icon } from "~/components/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Language } from "~/content/pages";
import { type NavLink, pagePath } from "~/lib/navigation";

/** The header's, the drawer's or the footer's links (`navLinks`), as a list. */
export function NavList({
  links,
  className,
  linkClassName,
  onClick,
}: {
  links: readonly NavLink[];
  className: string;
  linkClassName: string;
  onClick?: () => void;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onClick} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The call to act of the home and FAQ pages: a button, with its arrow, to the contact form. */
export function ContactButton({
  language,
  className,
  children,
}: {
  language: Language;
  /** Its place and size where it stands. */
  className: string;
  children: ReactNode;
}) {
  return (
    <Link to={pagePath("contact", language)} className={`button-primary gap-2 ${className}`}>
      {children}
      <Icon icon={ArrowRight} className="size-5" />
    </Link>
  );
}
