import { Link } from "react-router";
import { PageBand } from "~/components/page-band";
import { frame, site } from "~/content/site";

/** docs/specification.md, section 8: every unknown route or failed render shows this page inside the frame. */
export function ErrorPage({ detail }: { detail: string }) {
  return (
    <>
      <title>{`${frame.error.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <PageBand title={frame.error.title}>
        <p className="mt-4 max-w-2xl text-lg text-slate-300">{detail}</p>
      </PageBand>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-4 px-4 py-16 sm:px-6 lg:px-8">
        <Link to="/" className="button-primary">
          {frame.error.home}
        </Link>
        <Link to="/contact-us" className="button-secondary">
          {frame.error.contact}
        </Link>
      </div>
    </>
  );
}
