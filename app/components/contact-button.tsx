import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Language } from "~/content/pages";
import { pagePath } from "~/lib/navigation";

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
      <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}
