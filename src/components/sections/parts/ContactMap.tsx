import type { SectionOf } from '~/content/schemas/sections';
import { EmbedFacade } from '~/components/ui/EmbedFacade';
import { Words } from '~/components/ui/Words';

/** The map of Kochi behind the click-to-load facade: nothing loads from the map host before the click. */
export function ContactMap({ copy }: { copy: SectionOf<'contact-form'>['map'] }) {
  return (
    <section aria-labelledby="contact-map-heading">
      <h2 id="contact-map-heading" className="mb-4 text-xl font-semibold text-ink-950">
        <Words text={copy.heading} />
      </h2>
      <EmbedFacade
        poster={copy.poster}
        title={copy.title}
        embedUrl={copy.embedUrl}
        loadLabel={copy.loadLabel}
        externalUrl={copy.externalUrl}
        externalLabel={copy.externalLabel}
        notice={copy.notice}
        aspect="video"
        icon="map"
        // The map runs its own scripts on its own origin; its links open openstreetmap.org in a tab.
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
      />
    </section>
  );
}
