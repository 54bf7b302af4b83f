import { Picture } from '~/components/ui/Picture';
import { RosterSection } from '~/components/sections/parts/RosterSection';
import type { SectionProps } from '~/components/sections/types';
import { Words } from '~/components/ui/Words';

/**
 * Leadership (docs/decisions/2710): how many leaders there are until the company names them all, and
 * a card for each one it has named — portrait when supplied, name, role, responsibilities. No
 * avatar, initials or role stands in for a person the company has not named.
 */
export function Leaders({ section, anchor }: SectionProps<'leaders'>) {
  return (
    <RosterSection section={section} listed={section.items.length} anchor={anchor}>
      <ul className="grid-fit [--fit-min:13rem] md:[--fit-cols:3]">
        {section.items.map((person) => (
          <li key={person.name} className="flex flex-col items-start rounded-2xl bg-white p-7 ring-1 ring-ink-100">
            {person.portrait ? (
              <Picture image={{ ...person.portrait, alt: person.name }} className="mb-6 size-20 rounded-full object-cover ring-4 ring-brand-50" />
            ) : null}
            <h3 className="text-lg font-semibold text-ink-950">
              <Words text={person.name} />
            </h3>
            <p className="mt-1 text-sm font-semibold text-brand-700">{person.role}</p>
            {person.focus ? <p className="mt-3 leading-7 text-ink-600">{person.focus}</p> : null}
          </li>
        ))}
      </ul>
    </RosterSection>
  );
}
