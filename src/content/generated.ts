import { productDownloads } from './product-downloads';

/** The newsroom feed, written by scripts/build/feed.ts. */
export const FEED_PATH = '/news/feed.xml';

/** Files the build writes that content may link to (feeds, brochures, sitemap). */
export const generatedPaths: readonly string[] = ['/sitemap.xml', '/robots.txt', FEED_PATH, ...productDownloads.map((file) => file.path)];
