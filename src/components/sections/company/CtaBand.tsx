import type { Cta } from '../../../content/schemas/company';
import { ActionButton } from '../../ui/ActionButton';

/** The closing call to action of a company page. */
export function CtaBand({ cta }: { cta: Cta }) {
  return (
    <section aria-labelledby="cta-heading" className="container-page py-16 sm:py-20">
      <div className="relative isolate overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-white sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_90%_10%,rgb(111_209_216/0.35),transparent_45%),radial-gradient(circle_at_0%_100%,rgb(6_16_29/0.5),transparent_55%)]"
        />
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="cta-heading" className="text-3xl font-semibold sm:text-4xl">
              {cta.heading}
            </h2>
            {cta.text ? <p className="mt-4 text-lg leading-8 text-brand-50">{cta.text}</p> : null}
          </div>
          <div className="flex flex-wrap gap-3">
            {cta.actions.map((action, i) => (
              <ActionButton key={action.label} action={action} variant={i === 0 ? 'light' : 'ghostLight'} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
