import type { Tile as TileItem, TileTone } from '~/kinds/tiles/schema';
import { cn } from '~/lib/cn';
import { Picture } from '~/components/ui/Picture';
import { Words } from '~/components/ui/Words';
import { SmartLink } from '~/components/ui/SmartLink';
import { sitePath } from '~/lib/base-path';
import { Arrow } from '~/components/ui/Arrow';
import { partId } from '~/lib/ids';

/** The panel the description appears on, per tone. */
const panels: Record<TileTone, string> = {
  teal: 'bg-brand-950/92',
  ink: 'bg-ink-950/90',
  deep: 'bg-ink-900/92',
  amber: 'bg-ink-950/90',
};

/**
 * A picture tile (the site's card: picture on top, title and link below, docs/decisions/2700): the
 * description appears over the picture on hover, on keyboard focus and on tap (docs/decisions/2701).
 * Every tile's title starts at the same height, its "+" sits at the title's first line and its
 * link at the card's foot, so a row of tiles lines up whatever the lengths.
 *
 * No JavaScript: the title is the `<summary>` of a `<details>` that holds the description, so a tap
 * or a key toggles `open` natively and says "expanded" to screen readers when the description is
 * there to read (issue 46: the disclosure holds what it discloses). Shown over the picture, the
 * description also appears while the tile is hovered or its title has keyboard focus, as a
 * preview; the "+" turns to "×" only when the tile is open, as a disclosure's mark should. The
 * summary's ::after makes the whole tile its tap target, and the focus ring goes round the tile.
 */
export function Tile({
  tile,
  reserveLink = false,
}: {
  tile: TileItem;
  /** Another tile of the section has a link: keep its room. */ reserveLink?: boolean;
}) {
  const descriptionId = partId(tile.id, 'description');
  const shown =
    'group-hover:visible group-hover:opacity-100 group-has-focus-visible:visible group-has-focus-visible:opacity-100 group-has-open:visible group-has-open:opacity-100';
  return (
    <article
      id={tile.id}
      className="group relative isolate flex w-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-ink-200 outline-(--focus-ring) transition-shadow hover:shadow-xl hover:shadow-ink-900/10 has-[summary:focus-visible]:outline-2 has-[summary:focus-visible]:outline-offset-2"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-ink-900">
        <Picture
          image={tile.image}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="size-full max-w-none object-cover transition-transform duration-700 ease-out-soft group-hover:scale-105 group-has-open:scale-105"
        />
      </div>
      {/* One shape for every tile, with a link or without: the title's row holds the "+" and, when
          the tile leads somewhere, a round arrow link named by its label (docs/decisions/3362). */}
      <div className="flex flex-1 items-start gap-2 p-5">
        {/* Closed, a details element does not draw what it holds: here it does, hidden until shown (above). */}
        <details className="min-w-0 flex-1 [&::details-content]:[content-visibility:visible]">
          <summary
            aria-describedby={descriptionId}
            className="flex cursor-pointer list-none items-start justify-between gap-3 after:absolute after:inset-0 after:z-20 after:rounded-3xl focus-visible:outline-none [&::-webkit-details-marker]:hidden"
          >
            <h3 className="text-lg leading-snug font-semibold text-balance text-ink-950">
              <Words text={tile.title} />
            </h3>
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full text-ink-700 ring-1 ring-ink-300 transition duration-300 group-has-open:rotate-45"
            >
              <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor">
                <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
              </svg>
            </span>
          </summary>
          <p
            id={descriptionId}
            className={cn(
              'pointer-events-none invisible absolute inset-x-0 top-0 z-10 flex aspect-[4/3] items-end p-5 text-sm leading-6 text-white opacity-0 transition duration-300 ease-out-soft sm:text-base sm:leading-7',
              shown,
              panels[tile.tone],
            )}
          >
            {/* One box: the panel is a flex container, and the description one item of it. */}
            <span>
              <Words text={tile.description} />
            </span>
          </p>
        </details>
        {/* Above the tile's tap target: a link inside the revealed panel could never take keyboard
            focus, as the panel hides the moment the summary blurs. */}
        {tile.link ? (
          <SmartLink
            href={sitePath(tile.link.href)}
            aria-label={tile.link.label}
            title={tile.link.label}
            className="relative z-30 grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <Arrow />
          </SmartLink>
        ) : reserveLink ? (
          // The room of the arrow another tile in the row has: titles wrap at one width and every
          // "+" stands in one place, with a link or without (issue 43).
          <span aria-hidden="true" data-link-room="" className="size-8 shrink-0" />
        ) : null}
      </div>
    </article>
  );
}
