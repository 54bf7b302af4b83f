import { sitePath } from '~/lib/base-path';
import { Arrow } from '~/components/ui/Arrow';
import { BidiText } from '~/components/ui/BidiText';
import { Picture } from '~/components/ui/Picture';
import { SmartLink } from '~/components/ui/SmartLink';
import { StatusBadge } from '~/components/ui/StatusBadge';
import { Section } from '~/components/sections/parts/Section';
import type { SectionProps } from '~/components/sections/types';
import { Words } from '~/components/ui/Words';

type Family = SectionProps<'product-families'>['section']['families'][number];

/**
 * The robot families side by side (docs/decisions/2701): one card each, drawn from its product file
 * (portrait, name, status label, summary, key facts), with its versions or next robot under it.
 * The whole card leads to the product's page; the listed products are links of their own above it.
 * HTML and CSS only: it costs a page no JavaScript.
 *
 * The portrait sits on top in a 4∶3 frame at every width: a portrait draws its robot inside the
 * band that frame shows (scripts/art/pictures/products.ts), so no width cuts the robot
 * (docs/decisions/3361). One column on phones, two from 640 px, the four in a row from 1280 px.
 */
export function ProductFamilies({ section, anchor }: SectionProps<'product-families'>) {
  return (
    <Section section={section} anchor={anchor} tone={section.tone}>
      <ul className="grid-fit sm:[--fit-cols:2] xl:[--fit-cols:4]">
        {section.families.map((family) => (
          // The card's parts take the rows of the list (a subgrid, docs/decisions/3502), so the cards of a
          // row line up part by part. No container query here: its layout containment would undo the subgrid.
          <li key={family.path} className="row-span-6 grid grid-rows-subgrid gap-y-0">
            <FamilyCard family={family} linkLabel={section.linkLabel.replaceAll('{name}', family.name)} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * One family's card, in six rows shared with the cards beside it: portrait, name, summary, key
 * facts, versions and the link. A card without a part keeps its row, empty, so that the facts of a
 * row of cards stand on one line and every link at the foot (docs/decisions/3502).
 */
function FamilyCard({ family, linkLabel }: { family: Family; linkLabel: string }) {
  return (
    <article className="group relative row-span-6 grid grid-rows-subgrid gap-y-0 overflow-hidden rounded-3xl bg-white ring-1 ring-ink-200 outline-(--focus-ring) transition-shadow hover:shadow-xl hover:shadow-ink-900/10 has-[[data-card-link]:focus-visible]:outline-2 has-[[data-card-link]:focus-visible]:outline-offset-2">
      <div className="aspect-[4/3] overflow-hidden bg-brand-50">
        <Picture
          image={family.image}
          sizes="(min-width: 1280px) 22vw, (min-width: 640px) 45vw, 90vw"
          className="block size-full max-w-none object-cover"
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-6 pt-6">
        <h3 className="text-xl font-semibold text-ink-950 sm:text-2xl xl:text-xl">
          <Words text={family.name} />
        </h3>
        {family.status ? <StatusBadge status={family.status} /> : null}
      </div>
      {family.summary ? (
        <p className="mt-2 px-6 leading-7 text-ink-600">
          <Words text={family.summary} />
        </p>
      ) : (
        <div />
      )}
      {family.facts.length ? (
        // As many facts to a line as fit, sharing it; none narrower than its figure, so a figure
        // never runs into the next (at 320 px, at 1440 px in a quarter of the page, at 200 % text).
        <dl className="mx-6 mt-5 flex flex-wrap content-start gap-x-4 gap-y-3 border-t border-ink-100 pt-5">
          {family.facts.map((fact) => (
            <div key={fact.label} className="flex min-w-min flex-1 flex-col">
              <dt className="text-xs leading-5 text-ink-500">{fact.label}</dt>
              <dd data-key-figure="" className="order-first font-display text-lg leading-7 font-semibold text-ink-950">
                <BidiText text={fact.value} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <div />
      )}
      {family.more ? (
        <div className="mt-5 px-6">
          <p className="text-xs font-semibold tracking-[0.14em] text-ink-500 uppercase">{family.more.label}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {family.more.products.map((product) => (
              <li key={product.path}>
                <SmartLink
                  href={sitePath(product.path)}
                  className="relative z-10 inline-flex min-h-9 items-center gap-2 rounded-full bg-ink-50 px-3.5 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-300"
                >
                  {product.name}
                  {product.status ? <StatusBadge status={product.status} /> : null}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div />
      )}
      <div className="flex items-end px-6 pt-6 pb-6">
        <SmartLink
          href={sitePath(family.path)}
          data-card-link=""
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 outline-none after:absolute after:inset-0 after:rounded-3xl after:content-[''] group-hover:text-brand-800"
        >
          {linkLabel}
          <Arrow />
        </SmartLink>
      </div>
    </article>
  );
}
