import { useRef, useState } from 'react';
import type { SectionProps } from '~/components/sections/types';
import { Picture } from '~/components/ui/Picture';
import { GalleryViewer } from '~/components/sections/parts/GalleryViewer';
import { Section } from '~/components/sections/parts/Section';
import { sitePath } from '~/lib/base-path';

/**
 * A picture grid. Each picture links to its full-size file (works without JS); with JS the
 * link opens the keyboard-operable viewer instead and focus returns to it on close.
 */
export function Gallery({ section, anchor }: SectionProps<'gallery'>) {
  const { tone } = section;
  const [open, setOpen] = useState<number | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const lastOpened = useRef(0);

  return (
    <Section section={section} anchor={anchor} tone={tone}>
      <ul className="grid gap-5 sm:grid-cols-2">
        {section.items.map((item, i) => (
          <li key={item.image.src}>
            <figure>
              <a
                ref={(node) => {
                  links.current[i] = node;
                }}
                href={sitePath(item.image.src)}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  lastOpened.current = i;
                  setOpen(i);
                }}
                className="group block overflow-hidden rounded-3xl bg-brand-50 ring-1 ring-ink-100"
              >
                <span className="sr-only">{section.viewer.openLabel}: </span>
                <Picture
                  image={item.image}
                  sizes="(min-width: 640px) 45vw, 90vw"
                  className="block w-full transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
                />
              </a>
              <figcaption className="mt-3 text-sm leading-6 text-ink-600">{item.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <GalleryViewer
        items={section.items}
        labels={section.viewer}
        index={open}
        onIndexChange={setOpen}
        onClose={() => {
          setOpen(null);
          links.current[lastOpened.current]?.focus();
        }}
      />
    </Section>
  );
}
