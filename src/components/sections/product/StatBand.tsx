import type { StatBandBlock } from '../../../content/schemas/product';
import { Section } from './Section';

/** Headline figures on a dark band, with their source as small print. */
export function StatBand({ block, name }: { block: StatBandBlock; name: string }) {
  return (
    <Section fallbackId={name} id={block.id} eyebrow={block.eyebrow} heading={block.heading} lead={block.lead} tone="dark">
      <dl className="grid gap-px overflow-hidden rounded-3xl bg-white/10 sm:grid-cols-3">
        {block.items.map((item) => (
          <div key={item.label} className="flex flex-col bg-ink-900 p-7">
            <dt className="text-ink-200">{item.label}</dt>
            <dd className="order-first font-display text-5xl font-semibold text-brand-300">{item.value}</dd>
          </div>
        ))}
      </dl>
      {block.note ? <p className="mt-5 text-sm text-ink-300">{block.note}</p> : null}
    </Section>
  );
}
