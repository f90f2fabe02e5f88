/**
 * The absolute address of a path of the site, for canonical URLs, alternates, the sitemap and
 * cards. A module of its own: the pages need it, and not the settings' checking code.
 */
export function absoluteUrl(path: string, siteUrl: string): string {
  return siteUrl + path;
}
