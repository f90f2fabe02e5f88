import { Link } from "react-router";
import { languages } from "~/content/pages";
import { otherLanguages } from "~/lib/navigation";

interface LanguageLinksProps {
  pathname: string;
  className: string;
  onClick?: () => void;
}

/**
 * "Français" on English pages, "English" on French ones: the same page in the other language,
 * named in that language and marked as such (WCAG 3.1.2), for screen readers and search engines.
 */
export function LanguageLinks({ pathname, className, onClick }: LanguageLinksProps) {
  return otherLanguages(pathname).map(({ language, to }) => (
    <Link
      key={language}
      to={to}
      lang={languages[language].tag}
      hrefLang={languages[language].tag}
      className={className}
      onClick={onClick}
    >
      {languages[language].name}
    </Link>
  ));
}
