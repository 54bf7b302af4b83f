/** Files the build writes that content may link to (feeds, brochures, sitemap). */
export const FEED_PATH = '/news/feed.xml';

export const generatedPaths: readonly string[] = ['/sitemap.xml', '/robots.txt', FEED_PATH];
