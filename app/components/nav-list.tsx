import { Link } from "react-router";
import type { NavLink } from "~/lib/navigation";

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
