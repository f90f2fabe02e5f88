import { Link } from "react-router";
import { site } from "~/content/site";

/** The mark: a measured corner and a bid line, drawn in SVG. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect x="1" y="1" width="30" height="30" rx="7" fill="#14b8a6" />
      <path
        d="M9 8v16h14"
        fill="none"
        stroke="#0b1726"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M13 19l4-4 3 3 4-6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2.5 rounded-md text-xl font-bold tracking-tight text-white"
    >
      <LogoMark className="size-9" />
      {site.name}
    </Link>
  );
}
