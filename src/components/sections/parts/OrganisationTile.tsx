import type { Organisation } from '~/kinds/organisations/schema';
import { cn } from '~/lib/cn';
import { Picture } from '~/components/ui/Picture';

/**
 * An organisation the company has named (docs/decisions/2710): its logo, whose alt text is its
 * name, or else its name as a wordmark. Never initials, a descriptor or a place it did not give.
 */
export function OrganisationTile({ entry, compact = false }: { entry: Organisation; compact?: boolean }) {
  const frame = cn(
    'flex h-full items-center justify-center rounded-2xl bg-white text-center ring-1 ring-ink-100',
    compact ? 'min-h-20 p-4' : 'min-h-24 p-5',
  );
  if (entry.logo) {
    return (
      <figure className={frame}>
        <Picture image={{ ...entry.logo, alt: entry.name }} sizes="200px" className="max-h-14 w-auto object-contain" />
      </figure>
    );
  }
  return (
    <p className={frame}>
      <span className={cn('font-display leading-snug font-semibold text-balance break-words text-ink-900', compact ? 'text-sm' : 'text-base')}>
        {entry.name}
      </span>
    </p>
  );
}
