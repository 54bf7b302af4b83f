import { cn } from '../../../lib/cn';
import { ActionButton } from '../../ui/ActionButton';
import type { Hero } from '../PageHero';
import { FadeIn } from '../../ui/FadeIn';
import { HeroRings } from './HeroRings';

type Props = {
  hero: Hero;
  /** Picture or panel beside the text on wide screens, under it on small ones. */
  media?: React.ReactNode;
  /** Drawn behind everything (e.g. the particle canvas); defaults to quiet rings. */
  backdrop?: React.ReactNode;
};

/** The dark hero of the company and presence pages: h1 and picture at once, the rest fades in. */
export function CompanyHero({ hero, media, backdrop }: Props) {
  return (
    <section className="relative isolate overflow-hidden bg-ink-950 text-white">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(21_150_162/0.35),transparent_60%)]" />
      {backdrop ?? <HeroRings />}
      <div className={cn('container-page relative grid items-center gap-12 py-16 sm:py-20 lg:gap-16 lg:py-24', media && 'lg:grid-cols-[1.1fr_1fr]')}>
        <div>
          {hero.eyebrow ? (
            <FadeIn>
              <p className="text-sm font-semibold tracking-[0.16em] text-brand-300 uppercase">{hero.eyebrow}</p>
            </FadeIn>
          ) : null}
          <h1 className="mt-3 max-w-3xl text-headline font-semibold text-white sm:text-display">{hero.heading}</h1>
          {hero.lead ? (
            <FadeIn delay="short">
              <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-200">{hero.lead}</p>
            </FadeIn>
          ) : null}
          {hero.actions?.length ? (
            <FadeIn delay="medium" className="mt-8 flex flex-wrap gap-3">
              {hero.actions.map((action, i) => (
                <ActionButton key={action.label} action={action} variant={i === 0 ? 'brand' : 'ghostLight'} />
              ))}
            </FadeIn>
          ) : null}
        </div>
        {/* The picture is usually the largest paint: it shows at once, no fade. */}
        {media ?? null}
      </div>
    </section>
  );
}
