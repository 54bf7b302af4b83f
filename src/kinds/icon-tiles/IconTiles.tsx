import { cn } from '~/lib/cn';
import { Glyph } from '~/components/sections/parts/Glyph';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';
import { SectionShell } from '~/components/sections/parts/Section';
import { Words } from '~/components/ui/Words';

/** A dark panel: a spaced-out heading, a sentence and icon tiles, three per row, one highlighted. */
export function IconTiles({ section, anchor }: SectionProps<'icon-tiles'>) {
  const { heading, text, tiles } = section;
  const headingId = partId(anchor, 'heading');
  return (
    <SectionShell kind={section.type} id={section.id} headingId={headingId} tone="ground" rhythm="above" width="page">
      <div className="surface-dark relative isolate overflow-hidden rounded-3xl bg-ink-900 px-5 py-10 text-white sm:px-10 sm:py-14">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:32px_32px]"
        />
        <h2 id={headingId} className="text-center font-display text-2xl font-semibold tracking-[0.12em] sm:text-3xl">
          <Words text={heading} />
        </h2>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-center leading-7 text-ink-200">{text}</p> : null}
        {/* Three to a row, fewer when the text is larger (a tile is never under 4.5rem: docs/decisions/3372). */}
        <ul className="mx-auto mt-10 grid-fit max-w-3xl [--fit-cols:3] [--fit-gap:0.625rem] [--fit-min:4.5rem] sm:[--fit-gap:1rem]">
          {tiles.map((tile) => (
            <li
              key={tile.label}
              className={cn(
                'flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl p-2 text-center sm:aspect-[4/3] sm:gap-3',
                tile.centre
                  ? 'bg-gradient-to-br rtl:bg-gradient-to-bl from-brand-500 to-brand-700 shadow-[0_0_48px_rgb(53_179_190/0.45)] ring-1 ring-brand-300'
                  : 'bg-white/5 ring-1 ring-white/10',
              )}
            >
              <Glyph name={tile.icon} className={cn('size-7 sm:size-9', tile.centre ? 'text-white' : 'text-brand-300')} />
              <span className={cn('text-xs font-semibold sm:text-base', tile.centre ? 'text-white' : 'text-ink-100')}>{tile.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
