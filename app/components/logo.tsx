import { Link } from "react-router";
import markUrl from "~/brand/mark.svg";
import type { Language } from "~/content/pages";
import { site } from "~/content/site";
import { pagePath } from "~/lib/navigation";

/** The brand mark; the same file becomes the favicons at build time. Small enough to inline. */
export function LogoMark({ size }: { size: number }) {
  return <img src={markUrl} width={size} height={size} alt="" />;
}

export function Logo({ language }: { language: Language }) {
  return (
    <Link
      to={pagePath("home", language)}
      className="flex items-center gap-2.5 rounded-md text-xl font-bold tracking-tight whitespace-nowrap text-white"
    >
      <LogoMark size={36} />
      {/* On phones the mark alone leaves room for the way to a quote beside the menu button. */}
      <span className="max-[419px]:sr-only">{site.name}</span>
    </Link>
  );
}
