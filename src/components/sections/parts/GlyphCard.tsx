import type { GlyphCardItem as Card } from '~/kinds/card-grid/schema';
import { cn } from '~/lib/cn';
import { SmartLink } from '~/components/ui/SmartLink';
import { Glyph } from './Glyph';
import { sitePath } from '~/lib/base-path';
import { Arrow } from '~/components/ui/Arrow';
import { Words } from '~/components/ui/Words';

/** A card with an icon, a title (h3), a text and an optional link (card grids and carousels). */
export function GlyphCard({ card, className }: { card: Card; className?: string }) {
  return (
    <article className={cn('flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-ink-100 shadow-sm shadow-ink-950/5 sm:p-7', className)}>
      {card.icon ? (
        <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Glyph name={card.icon} />
        </span>
      ) : null}
      <h3 className={cn('text-xl font-semibold text-ink-950', card.icon && 'mt-5')}>
        <Words text={card.title} />
      </h3>
      <p className="mt-3 leading-7 text-ink-600">
        <Words text={card.text} />
      </p>
      {card.link ? (
        <p className="mt-auto pt-5">
          <SmartLink
            href={sitePath(card.link.href)}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {card.link.label}
            <Arrow />
          </SmartLink>
        </p>
      ) : null}
    </article>
  );
}
