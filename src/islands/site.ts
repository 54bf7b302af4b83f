import { createContext, use } from 'react';
import type { Site } from '~/content/schemas/site';

/**
 * Site settings from content/site.yaml. The root route provides them while the page is
 * prerendered; an island hydrating in the browser gets them from the page (src/islands/).
 */
export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = use(SiteContext);
  if (!site) throw new Error('Site settings are missing: render inside <SiteContext> (the root route or an island provides it).');
  return site;
}
