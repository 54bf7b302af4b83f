import { use } from 'react';
import type { Site } from '~/content/schemas/site';
import { SiteContext } from '~/islands/site';

/**
 * The place line of an address: city, region and country, as far as the company has given them,
 * separated by the comma of the page's language (Arabic has its own: "،").
 */
export function usePlaceLine(address: Site['address']): string {
  const comma = use(SiteContext)?.edition?.lang === 'ar' ? '، ' : ', ';
  return [address.locality, address.region, address.country].filter(Boolean).join(comma);
}

/**
 * Whether the address is one a letter could reach: the company has named at least its city. Until
 * then (only a country), its lines are not shown as an address, so a card never holds a line that
 * only restates its own heading ("iHub Robotics headquarters").
 */
export const hasPostalAddress = (address: Site['address']): boolean => !!address.locality;

/** The company's postal address from content/site.yaml, one line per block; only the place line while it has no city (above). */
export function PostalAddress({ address, className }: { address: Site['address']; className?: string }) {
  const place = usePlaceLine(address);
  return (
    <address className={className ?? 'not-italic'}>
      {(hasPostalAddress(address) ? address.lines : []).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">{place}</span>
    </address>
  );
}
