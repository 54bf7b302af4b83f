import type { CareersPage } from '../../../content/schemas/pages/careers';
import { ActionButton } from '../../ui/ActionButton';

/** The talent-network invitation under the open positions (SPEC.md: links to /contact). */
export function TalentNetwork({ talent }: { talent: CareersPage['talent'] }) {
  return (
    <section aria-labelledby="talent-network" className="container-page py-16 sm:py-20">
      <div className="flex flex-col gap-6 rounded-3xl bg-ink-900 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="talent-network" className="text-2xl font-semibold sm:text-3xl">
            {talent.heading}
          </h2>
          <p className="mt-3 leading-7 text-ink-200">{talent.text}</p>
        </div>
        <ActionButton action={talent.action} variant="light" />
      </div>
    </section>
  );
}
