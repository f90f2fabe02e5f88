import type { Route } from "./+types/contact-us";
import { PageBand } from "~/components/page-band";
import { site } from "~/content/site";

export function meta(_: Route.MetaArgs) {
  return [{ title: `Contact Us | ${site.name}` }];
}

export default function ContactUs() {
  return <PageBand title="Contact Us" />;
}
