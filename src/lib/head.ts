import type { MetaDescriptor } from 'react-router';
import { withoutBidiControls } from './bidi';

/**
 * Head tags as plain text: a title, a meta tag or JSON-LD carries no directional formatting
 * character (a figure quoted in an Arabic description is isolated for the page, not for a search
 * result or a link preview; docs/decisions/2714).
 */
export function plainHead(tags: MetaDescriptor[]): MetaDescriptor[] {
  return tags.map((tag) => plain(tag));
}

function plain<T>(value: T): T {
  // Plain text that leaves the page: no direction controls, and a figure's no-break spaces (lib/units.ts) as spaces.
  if (typeof value === 'string') return withoutBidiControls(value).replaceAll('\u00A0', ' ') as T;
  if (Array.isArray(value)) return value.map((item: unknown) => plain(item)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)])) as T;
  return value;
}

/** The head tags a loader built (src/content/head.server.ts), as plain text; a bare title when the loader failed. */
export function headOf(loaderData: { head: MetaDescriptor[] } | undefined): MetaDescriptor[] {
  return plainHead(loaderData?.head ?? [{ title: 'iHub Robotics' }]);
}
