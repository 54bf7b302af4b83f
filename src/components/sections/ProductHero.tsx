import type { SectionProps } from './types';
import { ActionButtons } from '~/components/ui/ActionButton';
import { Picture } from '~/components/ui/Picture';
import { StatusBadge } from '~/components/ui/StatusBadge';
import { Eyebrow, Lead, PageHeading } from '~/components/ui/typography';
import { BidiText } from '~/components/ui/BidiText';

/** Top of a product page: eyebrow, name with status, lead, statements, key facts, buttons, portrait. */
export function ProductHero({ section: hero }: SectionProps<'product-hero'>) {
  return (
    <section className="relative overflow-hidden border-b border-ink-100 bg-ink-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(to_right,rgb(11_26_44/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(11_26_44/0.05)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top_left,black_30%,transparent_75%)]"
      />
      <div className="container-page relative grid grid-cols-[minmax(0,1fr)] items-center gap-10 py-12 sm:py-16 md:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16 lg:py-20">
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
                  <dd className="mt-1 leading-7 text-ink-700">{statement.text}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {hero.facts?.length ? (
            // A figure never breaks across lines: two to a row until the column is wide enough for three
            // (one on the narrowest phones, and fewer with large text: `grid-fit`); an odd last one spans its row.
            <dl className="mt-8 grid-fit max-w-2xl [--fit-gap:0.75rem] [--fit-min:9rem] min-[22rem]:[--fit-cols:2] xl:[--fit-cols:3] min-[22rem]:max-xl:[&>div:last-child:nth-child(odd)]:col-[1/-1]">
              {hero.facts.map((fact) => (
                <div key={fact.label} className="flex flex-col rounded-2xl bg-white p-4 ring-1 ring-ink-100">
                  <dt className="text-sm text-ink-600">{fact.label}</dt>
                  <dd className="order-first font-display text-xl font-semibold text-balance whitespace-nowrap text-ink-950 sm:text-2xl [:root:lang(ar)_&]:whitespace-normal">
                    <BidiText text={fact.value} />
                  </dd>
                </div>
              ))}
            </dl>
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
    </section>
  );
}
