import type { SectionProps } from '~/components/sections/types';
import { ActionButtons } from '~/components/ui/ActionButton';
import { Picture } from '~/components/ui/Picture';
import { StatusBadge } from '~/components/ui/StatusBadge';
import { Eyebrow, Lead, PageHeading } from '~/components/ui/typography';
import { BidiText } from '~/components/ui/BidiText';
import { cn } from '~/lib/cn';
import { factColumns, heroFactTileClass } from '~/components/sections/parts/fact-columns';
import { Words } from '~/components/ui/Words';
import { LightHeroBand, rhythmOf } from '~/components/sections/parts/Section';

/** Top of a product page: eyebrow, name with status, lead, statements, key facts, buttons, portrait. */
export function ProductHero({ section: hero }: SectionProps<'product-hero'>) {
  return (
    <LightHeroBand kind={hero.type}>
      <div
        className={cn(
          'container-page relative grid grid-cols-[minmax(0,1fr)] items-center gap-10 md:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16',
          rhythmOf('product-hero'),
        )}
      >
        <div>
          {hero.eyebrow ? <Eyebrow>{hero.eyebrow}</Eyebrow> : null}
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <PageHeading>{hero.heading}</PageHeading>
            {hero.status ? <StatusBadge status={hero.status} className="px-3 py-1 text-xs" /> : null}
          </div>
          <Lead className="mt-5 max-w-2xl">{hero.lead}</Lead>
          {hero.statements?.length ? (
            <dl className="mt-8 grid max-w-2xl gap-4">
              {hero.statements.map((statement) => (
                <div key={statement.label} className="border-s-2 border-brand-400 ps-4">
                  <dt className="text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">{statement.label}</dt>
                  <dd className="mt-1 leading-7 text-ink-700">
                    <Words text={statement.text} />
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {hero.facts?.length ? (
            // Every row holds as many facts as the first (./parts/fact-columns.ts); a figure never
            // breaks inside "40 kg" or "6-8 hours".
            <div className="mt-8 max-w-2xl @container">
              <dl className={cn('grid gap-3', factColumns(hero.facts.length))}>
                {hero.facts.map((fact) => (
                  <div
                    key={fact.label}
                    className={cn(
                      'flex min-w-0 flex-row items-baseline justify-between gap-4 rounded-2xl bg-white px-4 py-3 ring-1 ring-ink-100',
                      heroFactTileClass(hero.facts?.length ?? 0),
                    )}
                  >
                    <dt className="text-sm text-ink-600">{fact.label}</dt>
                    <dd data-key-figure="" className="order-first font-display text-xl font-semibold text-balance text-ink-950 @xl:text-2xl">
                      <BidiText text={fact.value} />
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          {hero.actions?.length ? <ActionButtons actions={hero.actions} className="mt-8 flex flex-wrap gap-3" /> : null}
        </div>
        <div className="mx-auto w-full max-w-sm md:max-w-none">
          <Picture
            image={hero.image}
            priority
            sizes="(min-width: 768px) 45vw, 90vw"
            className="mx-auto w-full rounded-[2rem] shadow-2xl ring-1 shadow-ink-900/10 ring-ink-100"
          />
        </div>
      </div>
    </LightHeroBand>
  );
}
