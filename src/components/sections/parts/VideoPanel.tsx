import type { Video } from '~/kinds/media-hero/schema';
import { EmbedFacade } from '~/components/ui/EmbedFacade';
import { Picture } from '~/components/ui/Picture';

/**
 * A video behind the click-to-load facade (docs/decisions/0401). While content has no video address
 * yet, the poster shows on its own: no play button that plays nothing.
 */
export function VideoPanel({ video }: { video: Video }) {
  if (video.embedUrl && video.externalUrl) {
    return (
      <EmbedFacade
        poster={video.poster}
        title={video.title}
        embedUrl={video.embedUrl}
        externalUrl={video.externalUrl}
        loadLabel={video.loadLabel}
        externalLabel={video.externalLabel}
        notice={video.notice}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        className="shadow-2xl shadow-black/40 ring-1 ring-white/10"
      />
    );
  }
  return (
    <figure className="overflow-hidden rounded-2xl bg-brand-50 shadow-2xl shadow-black/40 ring-1 ring-white/10">
      <Picture image={video.poster} priority sizes="(min-width: 1024px) 45vw, 100vw" className="aspect-video w-full object-cover" />
    </figure>
  );
}
