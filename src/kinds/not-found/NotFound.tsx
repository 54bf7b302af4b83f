import { ButtonLink } from '~/components/ui/Button';
import { SmartLink } from '~/components/ui/SmartLink';
import type { SectionProps } from '~/components/sections/types';
import { SectionShell } from '~/components/sections/parts/Section';
import { Words } from '~/components/ui/Words';

/**
 * The not-found message: a large 404, heading, a sentence, the way home and suggested pages.
 * One page answers every missed address, so the page's script logs the address it was asked
 * for (src/lib/not-found-log.ts reads the message from here).
 */
export function NotFound({ section }: SectionProps<'not-found'>) {
  return (
    <SectionShell
      kind={section.type}
      tone="ground"
      rhythm="not-found"
      width="page"
      data-missed-address-message={section.consoleMessage}
      className="grid min-h-[65vh] place-items-center text-center"
    >
      <div className="max-w-xl">
        <p aria-hidden="true" className="font-display text-7xl font-semibold text-brand-700 sm:text-8xl">
          404
        </p>
        <h1 className="mt-4 text-title font-semibold text-ink-950">
          <Words text={section.heading} />
        </h1>
        <p className="mt-4 text-lg leading-8 text-ink-600">{section.text}</p>
        <ButtonLink href="/" className="mt-8">
          {section.homeLabel}
        </ButtonLink>
        <nav aria-label={section.suggestionsHeading} className="mt-12">
          <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-ink-500 uppercase">{section.suggestionsHeading}</h2>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {section.suggestions.map((link) => (
              <li key={link.href}>
                <SmartLink
                  href={link.href}
                  className="inline-flex h-10 items-center rounded-full bg-ink-50 px-4 text-sm font-medium text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-100"
                >
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </SectionShell>
  );
}
