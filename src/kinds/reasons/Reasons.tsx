import { ReasonIcon } from '~/components/sections/parts/ReasonIcon';
import type { SectionProps } from '~/components/sections/types';
import { Words } from '~/components/ui/Words';
import { partId } from '~/lib/ids';
import { SectionShell } from '~/components/sections/parts/Section';

/** Three reasons to join, as cards. */
export function Reasons({ section: reasons, anchor }: SectionProps<'reasons'>) {
  const headingId = partId(anchor, 'heading');
  return (
    <SectionShell kind={reasons.type} id={reasons.id} headingId={headingId} tone="ground" rhythm="compact" width="page">
      <h2 id={headingId} className="max-w-2xl text-section font-semibold text-ink-950">
        <Words text={reasons.heading} />
      </h2>
      <ul className="mt-10 grid-fit [--fit-min:13rem] md:[--fit-cols:3]">
        {reasons.items.map((reason) => (
          <li key={reason.title} className="rounded-2xl bg-white p-7 ring-1 ring-ink-100">
            <span className="grid size-16 place-items-center rounded-2xl bg-brand-50">
              <ReasonIcon icon={reason.icon} />
            </span>
            <h3 className="mt-6 text-xl font-semibold text-ink-950">
              <Words text={reason.title} />
            </h3>
            <p className="mt-3 leading-7 text-ink-600">
              <Words text={reason.text} />
            </p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
