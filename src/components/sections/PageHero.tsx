import type { z } from 'zod';
import type { hero } from '../../content/schemas/blocks';
import { ActionButton } from '../ui/ActionButton';

export type Hero = z.infer<ReturnType<typeof hero>>;

/** The plain page heading block: eyebrow, h1, lead and buttons on a quiet grid backdrop. */
export function PageHero({ hero, children }: { hero: Hero; children?: React.ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b border-ink-100 bg-ink-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(to_right,rgb(11_26_44/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(11_26_44/0.05)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top_left,black_30%,transparent_75%)]"
      />
      <div className="container-page relative py-16 sm:py-24">
        {hero.eyebrow ? <p className="text-sm font-semibold tracking-[0.16em] text-brand-700 uppercase">{hero.eyebrow}</p> : null}
        <h1 className="mt-3 max-w-4xl text-headline font-semibold text-ink-950 sm:text-display">{hero.heading}</h1>
        {hero.lead ? <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-600">{hero.lead}</p> : null}
        {hero.actions?.length ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {hero.actions.map((action, i) => (
              <ActionButton key={action.label} action={action} variant={i === 0 ? 'primary' : 'secondary'} />
            ))}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
