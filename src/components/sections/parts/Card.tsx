import type { CardItem } from '~/content/schemas/sections/cards';
import { cn } from '~/lib/cn';
import { Picture } from '~/components/ui/Picture';
import { SmartLink } from '~/components/ui/SmartLink';
import { CardIcon } from './CardIcon';
import { sitePath } from '~/lib/base-path';
import { Arrow } from '~/components/ui/Arrow';
import { BidiText } from '~/components/ui/BidiText';
import { Words } from '~/components/ui/Words';

const surfaces = {
  white: 'surface-light bg-white ring-1 ring-ink-100',
  tint: 'surface-light bg-ink-50 ring-1 ring-ink-100',
  dark: 'surface-dark bg-ink-800 ring-1 ring-white/10 text-white',
} as const;

export type CardSurface = keyof typeof surfaces;

type Props = {
  item: CardItem;
  surface?: CardSurface;
  /** Shown as "01", "02", … when the cards are steps or modes. */
  step?: number;
  className?: string;
};

/** One card of a card section: picture or icon, optional figure, title, text, points, link. */
export function Card({ item, surface = 'white', step, className }: Props) {
  const dark = surface === 'dark';
  return (
    <article
      className={cn(
        'relative flex flex-col overflow-hidden rounded-2xl transition-shadow',
        surfaces[surface],
        item.link &&
          'outline-(--focus-ring) hover:shadow-xl hover:shadow-ink-900/10 has-[[data-card-link]:focus-visible]:outline-2 has-[[data-card-link]:focus-visible]:outline-offset-2',
        className,
      )}
    >
      {item.image ? (
        <div className="bg-brand-50">
          <Picture image={item.image} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw" className="mx-auto block w-full" />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex items-center gap-3">
          {item.icon ? (
            // The kit's icon tile (as in GlyphCard, Highlights, PresenceFacts): a square with small
            // corners and an edge. A pale tile with corners a third of its side read as a circle.
            <span
              className={cn(
                'grid size-12 shrink-0 place-items-center rounded-xl ring-1',
                dark ? 'bg-brand-400/15 text-brand-300 ring-brand-300/25' : 'bg-brand-50 text-brand-700 ring-brand-100',
              )}
            >
              <CardIcon name={item.icon} />
            </span>
          ) : null}
          {step !== undefined ? (
            <span aria-hidden="true" className={cn('font-display text-sm font-semibold tracking-widest', dark ? 'text-brand-300' : 'text-brand-700')}>
              {String(step).padStart(2, '0')}
            </span>
          ) : null}
        </div>
        {item.stat ? (
          <p className="mt-5">
            <span className={cn('block font-display text-4xl font-semibold', dark ? 'text-white' : 'text-brand-700')}>
              <BidiText text={item.stat.value} />
            </span>
            <span className={cn('mt-1 block text-sm font-medium', dark ? 'text-ink-200' : 'text-ink-600')}>{item.stat.label}</span>
          </p>
        ) : null}
        <h3 className={cn('text-xl font-semibold', item.icon || step !== undefined || item.stat ? 'mt-5' : '', dark ? 'text-white' : 'text-ink-950')}>
          <Words text={item.title} />
        </h3>
        <p className={cn('mt-2 leading-7', dark ? 'text-ink-200' : 'text-ink-600')}>
          <Words text={item.description} />
        </p>
        {item.points?.length ? (
          <ul className={cn('mt-4 space-y-2 text-sm', dark ? 'text-ink-100' : 'text-ink-700')}>
            {item.points.map((point) => (
              <li key={point} className="flex gap-2.5">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                <span>
                  <Words text={point} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {item.link ? (
          <SmartLink
            href={sitePath(item.link.href)}
            data-card-link=""
            // The whole card is the link; its ring goes round the card (above).
            className="mt-6 inline-flex items-center gap-2 self-start text-sm font-semibold text-brand-700 outline-none after:absolute after:inset-0 after:content-['']"
          >
            {item.link.label}
            <Arrow />
          </SmartLink>
        ) : null}
      </div>
    </article>
  );
}
