import { useState } from 'react';
import type { Tile as TileItem, TileTone } from '../../../content/schemas/sections/tiles';
import { cn } from '../../../lib/cn';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import { Island } from '../../../islands/Island';
import { sitePath } from '../../../lib/base-path';
import { Arrow } from '../../ui/Arrow';

/** Colour wash behind the title, and the panel the description appears on, per tone. */
const tones: Record<TileTone, { wash: string; panel: string }> = {
  teal: { wash: 'from-brand-950/95 via-brand-900/40', panel: 'bg-brand-950/90' },
  ink: { wash: 'from-ink-950/95 via-ink-900/40', panel: 'bg-ink-950/90' },
  deep: { wash: 'from-ink-950/95 via-brand-950/45', panel: 'bg-ink-900/92' },
  amber: { wash: 'from-ink-950/95 via-signal-900/35', panel: 'bg-ink-950/90' },
};

/**
 * A picture tile: picture and title; the description appears on hover, on keyboard focus and
 * on tap (DECISIONS.md #13). The title paints above the description panel (z-10) yet comes
 * first in reading order; the button's ::after makes the whole tile its tap target. The text is always in the HTML and tied to the button with
 * aria-describedby, so screen readers hear it whatever the tile shows. Only opacity and
 * transforms change: nothing moves the layout.
 */
export function TileView({ tile }: { tile: TileItem }) {
  const [open, setOpen] = useState(false);
  const descriptionId = `${tile.id}-description`;
  const tone = tones[tile.tone];
  return (
    <article
      id={tile.id}
      data-open={open || undefined}
      className="group relative isolate flex aspect-[4/3] flex-col justify-end overflow-hidden rounded-3xl bg-ink-900 sm:aspect-[4/5]"
    >
      <Picture
        image={tile.image}
        className="absolute inset-0 size-full max-w-none object-cover transition-transform duration-700 ease-out-soft group-hover:scale-105 group-data-open:scale-105"
      />
      <div aria-hidden="true" className={cn('absolute inset-0 bg-gradient-to-t to-transparent to-70%', tone.wash)} />
      <h2 className="flex items-end justify-between gap-4 p-6 font-display text-xl leading-tight font-semibold text-white">
        <button
          type="button"
          aria-expanded={open}
          aria-describedby={descriptionId}
          onClick={() => setOpen((value) => !value)}
          className="text-start text-balance after:absolute after:inset-0 after:z-20 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-[-4px] focus-visible:after:outline-brand-300"
        >
          <span className="relative z-10">{tile.title}</span>
        </button>
        <span
          aria-hidden="true"
          className="relative z-10 grid size-9 shrink-0 place-items-center rounded-full bg-white/15 ring-1 ring-white/30 transition duration-300 group-has-focus-visible:rotate-45 group-hover:rotate-45 group-data-open:rotate-45"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
            <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
          </svg>
        </span>
      </h2>
      <p
        id={descriptionId}
        className={cn(
          'pointer-events-none invisible absolute inset-0 flex translate-y-3 items-end px-6 pt-6 text-base leading-7 text-white opacity-0 transition duration-300 ease-out-soft',
          'group-has-focus-visible:visible group-has-focus-visible:translate-y-0 group-has-focus-visible:opacity-100',
          'group-hover:visible group-hover:translate-y-0 group-hover:opacity-100',
          'group-data-open:visible group-data-open:translate-y-0 group-data-open:opacity-100',
          tile.link ? 'pb-32' : 'pb-24',
          tone.panel,
        )}
      >
        {tile.description}
      </p>
      {/* Always shown under the title, above the tile's tap target: a link inside the revealed
          panel could never take keyboard focus, as the panel hides the moment the button blurs. */}
      {tile.link ? (
        <SmartLink
          href={sitePath(tile.link.href)}
          className="relative z-30 -mt-4 mb-6 ms-6 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-200 underline decoration-brand-300/60 underline-offset-4 hover:text-white hover:decoration-white"
        >
          {tile.link.label}
          <Arrow />
        </SmartLink>
      ) : null}
    </article>
  );
}

/** The tile as an island: it opens on tap, so it is hydrated on its own (src/islands/). */
export function Tile({ tile }: { tile: TileItem }) {
  return <Island name="tile" component={TileView} props={{ tile }} />;
}
