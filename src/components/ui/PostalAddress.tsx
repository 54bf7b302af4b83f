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

/** The company's postal address from content/site.yaml, one line per block. */
export function PostalAddress({ address, className }: { address: Site['address']; className?: string }) {
  const place = usePlaceLine(address);
  return (
    <address className={className ?? 'not-italic'}>
      {address.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">{place}</span>
    </address>
  );
}
