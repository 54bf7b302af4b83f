import { useEffect, useState } from 'react';
import { Words } from '~/components/ui/Words';
import type { SectionProps } from '~/components/sections/types';
import { cn } from '~/lib/cn';
import { Section } from '~/components/sections/parts/Section';
import { usePrefersReducedMotion } from '~/lib/use-media-query';
import { useRotation } from '~/components/sections/parts/useRotation';
import { BidiText } from '~/components/ui/BidiText';
import { partId } from '~/lib/ids';

/**
 * The specifications table. With `rotate` in content, a highlight moves row by row every few
 * seconds; it pauses while the pointer or keyboard focus is on the table, has a visible pause
 * button, and stays still under reduced motion.
 */
export function SpecList({ section, anchor }: SectionProps<'spec-list'>) {
  const { tone } = section;
  const reduced = usePrefersReducedMotion();
  const [hydrated, setHydrated] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  useEffect(() => setHydrated(true), []);

  const rotates = !!section.rotate && hydrated && !reduced;
  const active = useRotation(section.items.length, (section.rotate?.everySeconds ?? 5) * 1000, !rotates || hovered || focused || paused);
  const listId = partId(anchor, 'list');
  // Keyboard focus on the table or its pause button holds the highlight where it is.
  const focusHold = {
    onFocus: () => setFocused(true),
    onBlur: (event: React.FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  const toggle = section.rotate ? (
    <button
      type="button"
      aria-controls={listId}
      disabled={!rotates}
      {...focusHold}
      onClick={() => setPaused((value) => !value)}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 ring-inset hover:ring-ink-400',
        !rotates && 'invisible',
      )}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" fill="currentColor" aria-hidden="true">
        {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />}
      </svg>
      {paused ? section.rotate.playLabel : section.rotate.pauseLabel}
    </button>
  ) : null;

  return (
    <Section section={section} anchor={anchor} tone={tone}>
      <dl
        id={listId}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        {...focusHold}
        className="@container grid grid-cols-[minmax(0,1fr)] overflow-hidden rounded-3xl bg-white ring-1 ring-ink-100 sm:grid-cols-2"
      >
        {section.items.map((item, i) => {
          const on = !!section.rotate && i === active;
          return (
            <div
              key={item.label}
              data-active={on || undefined}
              className={cn(
                // In a list narrower than 12rem of text (200 % text on a phone) the value goes under its label.
                'relative flex items-baseline justify-between gap-6 border-b border-ink-100 px-6 py-5 transition-colors duration-500 @max-[12rem]:flex-col @max-[12rem]:items-stretch @max-[12rem]:gap-1 sm:odd:border-e',
                on ? 'bg-brand-50' : 'bg-white',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'absolute inset-y-3 inset-s-0 w-1 rounded-e-full bg-brand-500 transition-opacity duration-500',
                  on ? 'opacity-100' : 'opacity-0',
                )}
              />
              {/* Label and value share the row, each wrapping between its words when they must: neither
                  narrower than its longest word, and a figure never broken (BidiText). */}
              <dt className="text-sm font-medium text-ink-600">{item.label}</dt>
              <dd className={cn('text-end font-display text-lg font-semibold', on ? 'text-brand-700' : 'text-ink-950')}>
                <BidiText text={item.value} />
              </dd>
            </div>
          );
        })}
      </dl>
      {section.note || toggle ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
          {section.note ? (
            <p className="text-sm text-ink-500">
              <Words text={section.note} />
            </p>
          ) : (
            <span />
          )}
          {toggle}
        </div>
      ) : null}
    </Section>
  );
}
