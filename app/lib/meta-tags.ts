import type { MetaDescriptor } from "react-router";
import type { ProfessionalService, WithContext } from "schema-dts";
import { icons } from "~/brand/brand";
import { services } from "~/content/home";
import { type PageListing, socialCard } from "~/content/search-and-sharing";
import { site } from "~/content/site";
import { siteConfig } from "~/site-config";
import { absoluteUrl } from "~/site-variables";

const absolute = (path: string) => absoluteUrl(path, siteConfig.siteUrl);

/** Title, description, canonical URL and the social cards of one page. */
export function pageMeta(pathname: string, { title, description }: PageListing): MetaDescriptor[] {
  // One canonical address per page, whether it was reached as /contact-us or /contact-us/.
  const url = absolute(pathname.replace(/(.)\/+$/, "$1"));
  const image = absolute(socialCard.path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialCard.width) },
    { property: "og:image:height", content: String(socialCard.height) },
    { property: "og:image:alt", content: socialCard.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: socialCard.alt },
  ];
}

/** The firm as schema.org sees it, built from the same content the pages show. */
export function businessJsonLd(): WithContext<ProfessionalService> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": absolute("/#business"),
    name: site.name,
    url: absolute("/"),
    email: site.email,
    description: site.blurb,
    slogan: site.tagline,
    logo: absolute(icons.large),
    image: absolute(socialCard.path),
    address: {
      "@type": "PostalAddress",
      addressLocality: site.office.city,
      addressCountry: site.office.countryCode,
    },
    areaServed: site.serviceArea.map((name) => ({ "@type": "Country" as const, name })),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: services.heading,
      itemListElement: services.items.map((service) => ({
        "@type": "Offer" as const,
        itemOffered: {
          "@type": "Service" as const,
          name: service.heading,
          description: service.description,
        },
      })),
    },
  };
}
