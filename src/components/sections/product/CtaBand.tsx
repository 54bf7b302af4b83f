import type { CtaBandBlock } from '../../../content/schemas/product';
import { cn } from '../../../lib/cn';
import { ActionButton } from '../../ui/ActionButton';

const tones = {
  dark: {
    band: 'bg-ink-900',
    panel: 'bg-[radial-gradient(ellipse_at_top_right,rgb(21_150_162/0.35),transparent_60%)]',
    heading: 'text-white',
    text: 'text-ink-200',
    eyebrow: 'text-brand-300',
  },
  light: { band: 'bg-brand-50', panel: '', heading: 'text-ink-950', text: 'text-ink-600', eyebrow: 'text-brand-700' },
} as const;

/** A band of buttons: demo requests, downloads, consultations, onward links. */
export function CtaBand({ block, name }: { block: CtaBandBlock; name: string }) {
  const tone = tones[block.tone];
  const headingId = `${block.id ?? name}-heading`;
  return (
    <section id={block.id} aria-labelledby={headingId} className={cn('relative overflow-hidden', tone.band)}>
      <div aria-hidden="true" className={cn('absolute inset-0', tone.panel)} />
      <div className="container-page relative flex flex-col gap-8 py-14 sm:py-20 xl:flex-row xl:items-center xl:justify-between">
        <div className="max-w-2xl xl:max-w-xl">
          {block.eyebrow ? <p className={cn('text-sm font-semibold tracking-[0.16em] uppercase', tone.eyebrow)}>{block.eyebrow}</p> : null}
          <h2 id={headingId} className={cn('mt-2 text-3xl font-semibold sm:text-4xl', tone.heading)}>
            {block.heading}
          </h2>
          {block.text ? <p className={cn('mt-4 text-lg leading-8', tone.text)}>{block.text}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3 xl:shrink-0 xl:justify-end">
          {block.actions.map((action, i) => (
            <ActionButton
              key={action.label}
              action={action}
              variant={block.tone === 'dark' ? (i === 0 ? 'light' : 'ghostLight') : i === 0 ? 'brand' : 'secondary'}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
