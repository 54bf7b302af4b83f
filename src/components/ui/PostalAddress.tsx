import { use } from 'react';
import type { Site } from '~/content/schemas/site';
import { SiteContext } from '~/lib/site';

/** The company's postal address from content/site.yaml, one line per block. */
export function PostalAddress({ address, className }: { address: Site['address']; className?: string }) {
  // Arabic separates a list with its own comma.
  const comma = use(SiteContext)?.edition?.lang === 'ar' ? '، ' : ', ';
  return (
    <address className={className ?? 'not-italic'}>
      {address.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">{[address.locality, address.region, address.country].join(comma)}</span>
    </address>
  );
}
