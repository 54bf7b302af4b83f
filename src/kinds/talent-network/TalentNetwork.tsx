import { ActionButton } from '~/components/ui/ActionButton';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';
import { SectionShell } from '~/components/sections/parts/Section';
import { Words } from '~/components/ui/Words';

/** The talent-network invitation under the open positions (it links to /contact). */
export function TalentNetwork({ section: talent, anchor }: SectionProps<'talent-network'>) {
  const headingId = partId(anchor, 'heading');
  return (
    <SectionShell kind={talent.type} id={talent.id} headingId={headingId} tone="ground" rhythm="compact" width="page">
      <div className="surface-dark flex flex-col gap-6 rounded-3xl bg-ink-900 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-section font-semibold">
            <Words text={talent.heading} />
          </h2>
          <p className="mt-3 leading-7 text-ink-200">{talent.text}</p>
        </div>
        <ActionButton action={talent.action} tone="dark" />
      </div>
    </SectionShell>
  );
}
