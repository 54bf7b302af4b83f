/** The newsroom feed, written by scripts/build/feed.ts. */
export const FEED_PATH = '/news/feed.xml';

/** Files the build writes that content may link to (feed, sitemap); the product PDFs are named in content/products/. */
export const generatedPaths: readonly string[] = ['/sitemap.xml', '/robots.txt', FEED_PATH];
