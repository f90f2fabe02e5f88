/** The links the frame and the pages share: every-page code, so no page fetches a file for them. */
import { ArrowRight } from "~/components/icons";
import { Icon } from "~/components/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Language, TRADE_PARAMETER } from "~/content/pages";
import { type NavLink, pagePath } from "~/lib/navigation";

interface NavListProps {
  links: readonly NavLink[];
  className: string;
  linkClassName: string;
  onClick?: () => void;
}

/** The header's, the drawer's or the footer's links (`navLinks`), as a list. */
export function NavList({ links, className, linkClassName, onClick }: NavListProps) {
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

interface ContactButtonProps {
  language: Language;
  trade?: string;
  /** Its place and size where it stands. */
  className: string;
  children: ReactNode;
}

/**
 * The call to act of the home, FAQ and trade pages: a button, with its arrow, to the contact form;
 * from a trade's page, with that trade to tick (app/enquiry/form-controller.ts).
 */
export function ContactButton({ language, trade, className, children }: ContactButtonProps) {
  return (
    <Link
      to={pagePath("contact", language) + (trade ? `?${TRADE_PARAMETER}=${trade}` : "")}
      className={`button-primary gap-2 ${className}`}
    >
      {children}
      <Icon icon={ArrowRight} className="size-5" />
    </Link>
  );
}
