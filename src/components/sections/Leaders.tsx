import { Picture } from '../ui/Picture';
import { FadeSection } from './parts/FadeSection';
import type { SectionProps } from './types';

/** Initials of a full name: first letters of the first and last words. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * Leadership cards. DECISIONS.md #16: the role is always shown; the avatar shows the portrait,
 * else the initials of the name, else the short role, until the company supplies them.
 */
export function Leaders({ section, anchor }: SectionProps<'leaders'>) {
  return (
    <FadeSection section={section} anchor={anchor}>
      <ul className="grid gap-5 md:grid-cols-3">
        {section.items.map((person) => (
          <li key={person.role} className="flex flex-col items-start rounded-2xl bg-white p-7 ring-1 ring-ink-100">
            {person.portrait ? (
              <Picture image={person.portrait} className="size-20 rounded-full object-cover ring-4 ring-brand-50" />
            ) : (
              <span
                aria-hidden="true"
                className="grid size-20 place-items-center rounded-full bg-[conic-gradient(from_200deg,#0d7a85,#35b3be,#a8e6ea,#0d7a85)] p-1"
              >
                <span className="grid size-full place-items-center rounded-full bg-ink-950 font-display text-lg font-semibold tracking-wide text-brand-200">
                  {person.name ? initials(person.name) : person.short}
                </span>
              </span>
            )}
            <h3 className="mt-6 text-lg font-semibold text-ink-950">{person.name ?? person.role}</h3>
            {person.name ? <p className="mt-1 text-sm font-semibold text-brand-700">{person.role}</p> : null}
            <p className="mt-3 leading-7 text-ink-600">{person.focus}</p>
          </li>
        ))}
      </ul>
    </FadeSection>
  );
}
