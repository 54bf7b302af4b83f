import type { Organisation } from '../../../content/schemas/sections/organisations';
import { cn } from '../../../lib/cn';
import { Picture } from '../../ui/Picture';

const SMALL_WORDS = new Set(['a', 'an', 'and', 'for', 'of', 'the', '&']);

/** Two letters for the monogram: the first letters of the first two significant words. */
export function monogram(text: string): string {
  const words = text
    .split(/[\s-]+/)
    .filter((word) => word && !SMALL_WORDS.has(word.toLowerCase()))
    .map((word) => word[0]!.toUpperCase());
  return words.slice(0, 2).join('') || text.slice(0, 2).toUpperCase();
}

/** Brand tones for monograms (no amber: the style keeps it for rare highlights). */
const monogramTones = [
  'bg-brand-600 text-white',
  'bg-ink-800 text-brand-200',
  'bg-brand-100 text-brand-800',
  'bg-ink-100 text-ink-800',
  'bg-brand-800 text-brand-100',
  'bg-ink-700 text-white',
] as const;

/** A stable tone for a text, the same in the prerendered HTML and after hydration. */
function toneFor(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return monogramTones[hash % monogramTones.length]!;
}

/**
 * A client or partner (DECISIONS.md #16). With a logo file: the logo. Otherwise a wordmark tile
 * generated from the content text: a hexagonal monogram, then the name (or the kind of
 * organisation, until a name may be shown) and where it is.
 */
export function OrganisationTile({ entry, compact = false }: { entry: Organisation; compact?: boolean }) {
  const title = entry.name ?? entry.kind;
  const detail = entry.name ? `${entry.kind} · ${entry.place}` : entry.place;
  // Stacked on phones so long kinds ("Corporate headquarters") get the tile's full width.
  const frame = cn(
    'flex h-full flex-col items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-100 transition-shadow hover:shadow-md sm:flex-row sm:items-center',
    compact ? 'sm:p-3.5' : 'sm:gap-3.5 sm:p-5',
  );

  if (entry.logo) {
    return (
      <figure className={cn(frame, 'justify-center')}>
        <Picture image={entry.logo} sizes="200px" className="max-h-14 w-auto object-contain" />
        <figcaption className="sr-only">{detail}</figcaption>
      </figure>
    );
  }
  return (
    <div className={frame}>
      <span
        aria-hidden="true"
        className={cn(
          'grid shrink-0 place-items-center font-display font-semibold tracking-tight [clip-path:polygon(50%_0,93%_25%,93%_75%,50%_100%,7%_75%,7%_25%)]',
          compact ? 'size-10 text-xs' : 'size-12 text-sm',
          toneFor(entry.kind),
        )}
      >
        {monogram(title)}
      </span>
      <span className="min-w-0 break-words">
        <span className={cn('block leading-snug font-semibold text-balance text-ink-900', compact ? 'text-sm' : 'text-[0.9375rem]')}>{title}</span>
        <span className="mt-0.5 block text-sm text-ink-500">{detail}</span>
      </span>
    </div>
  );
}
