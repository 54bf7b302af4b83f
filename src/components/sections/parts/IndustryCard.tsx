import type { IndustryCard as Card } from '~/kinds/industry-cards/schema';
import { Picture } from '~/components/ui/Picture';
import { Words } from '~/components/ui/Words';

/** One industry: picture, title, two tags and a description. */
export function IndustryCard({ card }: { card: Card }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-[0_1px_2px_rgb(11_26_44/0.06),0_12px_32px_-16px_rgb(11_26_44/0.18)] ring-1 ring-ink-100">
      <Picture image={card.image} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="aspect-[8/5] w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold text-ink-950">
          <Words text={card.title} />
        </h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {card.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
              {tag}
            </li>
          ))}
        </ul>
        <p className="mt-4 leading-7 text-ink-600">
          <Words text={card.description} />
        </p>
      </div>
    </article>
  );
}
