import { useState } from 'react';
import type { ImageRef } from '~/content/schemas/fields';
import { cn } from '~/lib/cn';
import { Picture } from './Picture';
import { Island } from '~/islands/Island';

type Props = {
  /** Shown until the visitor asks for the embed: a local image, so nothing leaves the site. */
  poster: ImageRef;
  /** Accessible title of the embedded frame, e.g. "Tara Gen 1 demo video". */
  title: string;
  /** Address loaded into the frame only after the click (e.g. a privacy-enhanced video URL). */
  embedUrl: string;
  /** Label of the load button, e.g. "Play video" or "Show map". */
  loadLabel: string;
  /** Fallback: the same content on the host's own site. */
  externalUrl: string;
  externalLabel: string;
  /** One line telling the visitor which company the embed comes from. */
  notice?: string;
  /** Frame permissions, e.g. "autoplay; encrypted-media; picture-in-picture; fullscreen". */
  allow?: string;
  /** Frame sandbox: what the embedded page may do, e.g. "allow-scripts allow-same-origin". None when omitted. */
  sandbox?: string;
  /** What the frame's request tells the host about this page, e.g. "no-referrer". */
  referrerPolicy?: React.HTMLAttributeReferrerPolicy;
  aspect?: 'video' | 'wide' | 'square';
  /** Glyph on the load button: a play triangle for media, a pin for maps. */
  icon?: keyof typeof icons;
  className?: string;
};

const icons = {
  play: <path d="M8 5.5v13l10.5-6.5z" />,
  map: <path d="M12 2.5a7 7 0 0 0-7 7c0 5.2 7 12 7 12s7-6.8 7-12a7 7 0 0 0-7-7m0 9.6a2.6 2.6 0 1 1 0-5.2 2.6 2.6 0 0 1 0 5.2" />,
} as const;

const aspects = { video: 'aspect-video', wide: 'aspect-[21/9]', square: 'aspect-square' } as const;

/**
 * The whole poster is the control. Its focus ring goes round the frame it sits in (`frame`), on
 * the page's own surface: drawn over the poster, no colour could stand out from every picture.
 */
const overlay = 'group absolute inset-0 grid place-items-center text-white focus-visible:outline-none';

/** The frame round a poster: it shows the poster's focus ring. */
export const frame = 'has-[>div>:focus-visible]:outline-2 has-[>div>:focus-visible]:outline-offset-2 outline-(--focus-ring)';

type ActionProps = {
  poster: ImageRef;
  /** What the click does, e.g. "Play video"; `title` follows it for screen readers. */
  label: string;
  title: string;
  icon: keyof typeof icons;
} & ({ onClick: () => void } | { href: string });

/**
 * The poster and, over it, the pill that says what a click does: a button that loads the frame
 * (below), or a link to the content's own page in a new tab (a video with only its watch page,
 * src/components/sections/parts/VideoCard.tsx). One drawing for both, so they cannot drift apart.
 */
export function PosterAction({ poster, label, title, icon, ...action }: ActionProps) {
  const pill = (
    <span className="flex items-center gap-3 rounded-full bg-ink-950/85 py-3 ps-3 pe-6 text-sm font-semibold shadow-xl ring-1 ring-white/20 transition group-hover:bg-brand-700 group-focus-visible:bg-brand-700">
      <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-white text-ink-950">
        <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
          {icons[icon]}
        </svg>
      </span>
      {label}
      <span className="sr-only">: {title}</span>
    </span>
  );
  return (
    <>
      <Picture image={poster} className="absolute inset-0 size-full object-cover opacity-80" />
      {'href' in action ? (
        <a href={action.href} target="_blank" rel="noopener noreferrer" className={overlay}>
          {pill}
        </a>
      ) : (
        <button type="button" onClick={action.onClick} className={overlay}>
          {pill}
        </button>
      )}
    </>
  );
}

/**
 * Click-to-load facade for every third-party embed (video, map, 3D scene): a local poster and
 * a real button; the frame — and any request to the third party — exists only after the click.
 */
export function EmbedFacadeView({
  poster,
  title,
  embedUrl,
  loadLabel,
  externalUrl,
  externalLabel,
  notice,
  allow,
  sandbox,
  referrerPolicy,
  aspect = 'video',
  icon = 'play',
  className,
}: Props) {
  const [loaded, setLoaded] = useState(false);
  return (
    <figure className={cn('overflow-hidden rounded-2xl bg-ink-950', frame, className)}>
      <div className={cn('relative w-full', aspects[aspect])}>
        {loaded ? (
          <iframe
            src={embedUrl}
            title={title}
            allow={allow}
            sandbox={sandbox}
            referrerPolicy={referrerPolicy}
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <PosterAction poster={poster} label={loadLabel} title={title} icon={icon} onClick={() => setLoaded(true)} />
        )}
      </div>
      <figcaption className="surface-dark flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-xs text-ink-300">
        <span>{notice}</span>
        <a href={externalUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-300 underline-offset-4 hover:underline">
          {externalLabel}
        </a>
      </figcaption>
    </figure>
  );
}

/** The facade as an island: the click that loads the frame is the one thing it needs the browser for (src/islands/). */
export function EmbedFacade(props: Props) {
  return <Island name="embed-facade" component={EmbedFacadeView} props={props} />;
}
