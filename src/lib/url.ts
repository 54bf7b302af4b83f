/** An address of the site made absolute with its public URL (canonical links, feeds, sitemaps, structured data). */
export function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}
