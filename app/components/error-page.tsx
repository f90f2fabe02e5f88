import { Link } from "react-router";
import { PageBand } from "~/components/page-band";
import { frames } from "~/content/frames";
import { defaultLanguage, languageList, languages } from "~/content/pages";
import { site } from "~/content/site";
import { pagePath } from "~/lib/navigation";

const others = languageList.filter((language) => language !== defaultLanguage);

/**
 * docs/specification.md, section 8: every unknown route or failed render shows this page inside
 * the frame. One page for every language (a static host has one 404.html): the specification's
 * title, the same in the other languages, and a way back to each language's pages.
 */
export function ErrorPage({ problem }: { problem: "notFound" | "failed" }) {
  const title = frames[defaultLanguage].error.title;
  return (
    <>
      <title>{`${title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <PageBand title={title}>
        {others.map((language) => (
          <p key={language} lang={languages[language].tag} className="mt-3 text-2xl font-semibold">
            {frames[language].error.title}
          </p>
        ))}
      </PageBand>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
        {languageList.map((language) => {
          const { error } = frames[language];
          return (
            <div key={language} lang={languages[language].tag}>
              <p className="max-w-xl text-lg text-slate-700">{error[problem]}</p>
              <div className="mt-6 flex flex-wrap gap-4">
                <Link to={pagePath("home", language)} className="button-primary">
                  {error.home}
                </Link>
                <Link to={pagePath("contact", language)} className="button-secondary">
                  {error.contact}
                </Link>
              </div>
            </div>
          );
        })}
      </div>
    </>
  );
}
