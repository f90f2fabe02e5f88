import { Link } from "react-router";
import markUrl from "~/brand/mark.svg";
import { site } from "~/content/site";

/** The brand mark; the same file becomes the favicons at build time. Small enough to inline. */
export function LogoMark({ size }: { size: number }) {
  return <img src={markUrl} width={size} height={size} alt="" />;
}

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2.5 rounded-md text-xl font-bold tracking-tight text-white"
    >
      <LogoMark size={36} />
      {site.name}
    </Link>
  );
}
