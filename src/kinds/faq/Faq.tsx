import type { SectionProps } from '~/components/sections/types';
import { Section } from '~/components/sections/parts/Section';
import { Words } from '~/components/ui/Words';
import { partId } from '~/lib/ids';

/**
 * Questions as native disclosure widgets sharing one `name`: the browser keeps one open at a
 * time, each closes again on a second click, and everything works without JS. The section is no
 * island, so it has no handlers: a browser that predates exclusive <details> (before Chrome 120,
 * Safari 17.2, Firefox 130) lets several answers stay open, and loses nothing else (decision 3101).
 */
export function Faq({ section, anchor }: SectionProps<'faq'>) {
  const { tone } = section;
  const group = partId(anchor, 'faq');
  return (
    <Section section={section} anchor={anchor} tone={tone}>
      <div className="max-w-3xl divide-y divide-ink-100 rounded-3xl bg-white ring-1 ring-ink-100">
        {section.items.map((item) => (
          <details key={item.question} name={group} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-3xl px-6 py-5 text-start text-lg font-semibold text-ink-950 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              <span>
                <Words text={item.question} />
              </span>
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 transition-transform duration-300 group-open:rotate-45"
              >
                <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M8 3v10M3 8h10" />
                </svg>
              </span>
            </summary>
            <p className="px-6 pb-6 leading-7 text-ink-600">
              <Words text={item.answer} />
            </p>
          </details>
        ))}
      </div>
    </Section>
  );
}
