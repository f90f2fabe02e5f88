import { Link } from "react-router";
import { PageBand } from "~/components/page-band";
import { site } from "~/content/site";

/** docs/specification.md, section 8: every unknown route or failed render shows this page inside the frame. */
export function ErrorPage({ detail }: { detail: string }) {
  return (
    <>
      <title>{`Unexpected Application Error! | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <PageBand title="Unexpected Application Error!">
        <p className="mt-4 max-w-2xl text-lg text-slate-300">{detail}</p>
      </PageBand>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-4 px-4 py-16 sm:px-6 lg:px-8">
        <Link to="/" className="button-primary">
          Back to the home page
        </Link>
        <Link to="/contact-us" className="button-secondary">
          Contact us
        </Link>
      </div>
    </>
  );
}
