import type { MetaDescriptor } from 'react-router';

/** The head tags a loader built (src/lib/head.server.ts); a bare title when the loader failed. */
export function headOf(loaderData: { head: MetaDescriptor[] } | undefined): MetaDescriptor[] {
  return loaderData?.head ?? [{ title: 'iHub Robotics' }];
}
