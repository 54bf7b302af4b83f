import type { SectionOf } from '~/content/schemas/sections';
import { EmbedFacade, frame, PosterAction } from '~/components/ui/EmbedFacade';
import { cn } from '~/lib/cn';

type Video = SectionOf<'videos'>['items'][number];
type Props = { video: Video; playLabel: string; notice: string };

/** The video's own page on YouTube, from its privacy-enhanced embed address. */
function watchPageOf(embedUrl: string): string {
  const id = /\/embed\/([A-Za-z0-9_-]{11})/.exec(embedUrl)?.[1] ?? '';
  return `https://www.youtube.com/watch?v=${id}`;
}

/** Adds autoplay, so the one click that loads the player also starts the video. */
function withAutoplay(url: string): string {
  return /[?&]autoplay=/.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}autoplay=1`;
}

/**
 * One demo video the company has given an address (the section leaves out the others: docs/decisions/2711).
 * With an embed address it is a click-to-load facade, linking to the same video's page; with only
 * the video's page, the poster links there. Either way nothing is requested from the video site
 * before the visitor asks, and no link leads to a search.
 */
export function VideoCard({ video, playLabel, notice }: Props) {
  if (video.embedUrl) {
    return (
      <EmbedFacade
        poster={video.poster}
        title={video.title}
        embedUrl={withAutoplay(video.embedUrl)}
        loadLabel={playLabel}
        externalUrl={video.watchUrl ?? watchPageOf(video.embedUrl)}
        externalLabel={video.watchLabel}
        notice={notice}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      />
    );
  }
  if (!video.watchUrl) return null;
  return (
    <figure className={cn('overflow-hidden rounded-2xl bg-ink-950', frame)}>
      <div className="relative aspect-video w-full">
        <PosterAction poster={video.poster} label={video.watchLabel} title={video.title} icon="play" href={video.watchUrl} />
      </div>
      <figcaption className="px-4 py-3 text-sm font-medium text-ink-100">{video.title}</figcaption>
    </figure>
  );
}
