import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/** Site settings from content/site.yaml, loaded once by the root route. */
export function useSite() {
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) throw new Error('Site settings are missing: the root loader did not run.');
  return data.site;
}
