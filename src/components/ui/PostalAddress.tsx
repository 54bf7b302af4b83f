import type { Site } from '../../content/schemas/site';

/** The company's postal address from content/site.yaml, one line per block. */
export function PostalAddress({ address, className }: { address: Site['address']; className?: string }) {
  return (
    <address className={className ?? 'not-italic'}>
      {address.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">
        {address.locality}, {address.region}, {address.country}
      </span>
    </address>
  );
}
