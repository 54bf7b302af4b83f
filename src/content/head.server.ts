import type { MetaDescriptor } from 'react-router';
import { pagePathOf } from '~/lib/base-path';
import { loadSite } from './load.server';
import { langOfPath } from '~/lib/languages';
import { pageMeta } from './page-meta';
import type { SeoFields } from './seo';

/**
 * A page's head tags, built where its loader runs (at build time), so the SEO and JSON-LD
 * builders stay out of the browser bundle. The loader returns them as `head`; the route's
 * `meta` passes them on with `headOf` (src/lib/head.ts).
 */
export function pageHead(request: Request, page: SeoFields, options?: Parameters<typeof pageMeta>[2]): MetaDescriptor[] {
  const pathname = pagePathOf(new URL(request.url).pathname);
  return pageMeta({ site: loadSite(langOfPath(pathname)), pathname }, page, options);
}
