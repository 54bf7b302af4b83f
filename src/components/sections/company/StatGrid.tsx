import type { Stat } from '../../../content/schemas/company';

/** Headline figures: the value large, the label under it. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-ink-100 ring-1 ring-ink-100 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1 bg-white px-6 py-7 sm:px-8 sm:py-9">
          <dt className="text-sm font-medium text-ink-600 sm:text-base">{stat.label}</dt>
          <dd className="font-display text-4xl font-semibold tracking-tight text-ink-950 sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
