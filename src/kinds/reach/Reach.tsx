import { mailtoHref } from '~/lib/mailto';
import { useSite } from '~/islands/site';
import { SmartLink } from '~/components/ui/SmartLink';
import { FadeSection } from '~/components/sections/parts/FadeSection';
import { Glyph } from '~/components/sections/parts/Glyph';
import type { SectionProps } from '~/components/sections/types';
import { sitePath } from '~/lib/base-path';
import { Arrow } from '~/components/ui/Arrow';

/** Ways to reach the company: mail drafts (showing the address) and links, as large targets. */
export function Reach({ section, anchor }: SectionProps<'reach'>) {
  const site = useSite();
  return (
    <FadeSection section={section} anchor={anchor}>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
        {section.actions.map((action) => {
          const mail = 'mail' in action ? site.mailboxes[action.mail] : undefined;
          const target =
            'mail' in action
              ? mailtoHref({ to: site.mailboxes[action.mail], subject: action.subject, body: action.body })
              : 'download' in action
                ? action.download
                : action.href;
          return (
            <li key={action.label}>
              <SmartLink
                href={sitePath(target)}
                className="group flex h-full items-center gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-100 transition hover:ring-brand-400 sm:p-6"
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 group-hover:bg-brand-600 group-hover:text-white">
                  <Glyph name={mail ? 'mail' : 'team'} />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-ink-950">{action.label}</span>
                  {mail ? (
                    <span className="block text-sm break-all text-ink-600">
                      <span dir="ltr">{mail}</span>
                    </span>
                  ) : null}
                </span>
                <Arrow className="ms-auto text-brand-700 transition group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </FadeSection>
  );
}
