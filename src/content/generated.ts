import { productDownloads } from './product-downloads';

/** Files the build writes that content may link to (feeds, brochures, sitemap). */
export const generatedPaths: readonly string[] = ['/sitemap.xml', '/robots.txt', ...productDownloads.map((file) => file.path)];
