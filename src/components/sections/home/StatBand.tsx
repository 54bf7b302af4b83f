import { useSite } from '../../../lib/site';

/** The company's figures (100+, 6+, 4+) from content/site.yaml "claims", as badges on a dark band. */
export function StatBand({ heading }: { heading: string }) {
  const { claims } = useSite();
  return (
    <section aria-labelledby="stats-heading" className="relative overflow-hidden bg-ink-950">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_20%,transparent_75%)]"
      />
      <div className="relative container-page py-14 md:py-20">
        <h2 id="stats-heading" className="text-center font-sans text-sm font-semibold tracking-[0.16em] text-brand-300 uppercase">
          {heading}
        </h2>
        <dl className="mx-auto mt-8 grid max-w-4xl grid-cols-3 gap-3 sm:gap-6">
          {claims.map((claim) => (
            <div
              key={claim.label}
              className="flex flex-col-reverse items-center rounded-3xl bg-white/5 px-2 py-6 text-center ring-1 ring-white/10 sm:px-6 sm:py-8"
            >
              <dt className="mt-2 text-xs font-medium tracking-wide text-ink-300 sm:text-sm">{claim.label}</dt>
              <dd className="font-display text-4xl font-semibold tracking-tight text-white sm:text-5xl md:text-6xl">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
