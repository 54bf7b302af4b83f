import { use } from 'react';
import { anchorOf } from '~/content/anchors';
import type { BodyPromise } from '~/content/bodies';
import type { AnyResolvedSection } from '~/content/sections.server';
import { Island } from '~/islands/Island';
import { wholeIslandOf } from '~/islands/islands';
import { FadeIn } from '~/components/ui/FadeIn';
import { kindComponent } from './kit';

/** Whether a section shows the page's prose: a `prose` section, or a kind with `prose: true`. */
export function takesBody(section: { type: string; prose?: unknown }): boolean {
  return section.type === 'prose' || section.prose === true;
}

// The content check works out anchors from content too, so the rule lives in src/content/.
export { anchorOf };

function SectionView({ section, anchor, body }: { section: AnyResolvedSection; anchor: string; body: BodyPromise | undefined }) {
  const Component = use(kindComponent(section.type));
  // `Component` is the kind's own component (kit.ts loads each type's view from src/kinds/), so it takes this section.
  const Kind = Component as React.ComponentType<{ section: AnyResolvedSection; anchor: string; body?: BodyPromise | undefined }>;
  // A kind that is an island as a whole is hydrated in the browser with the section as its props.
  const whole = wholeIslandOf(section.type);
  const view = whole ? <Island name={whole} component={Kind} props={{ section, anchor }} /> : <Kind section={section} anchor={anchor} body={body} />;
  return section.appear ? <FadeIn {...appearances[section.appear]}>{view}</FadeIn> : view;
}

/** How a section enters when its `appear` names a way (a lookup of FadeIn settings). */
const appearances = {
  fade: {},
  'late-fade': { delay: 'medium', duration: 'quick' },
} as const;

/** A page's sections, top to bottom, each drawn by its kind's component. */
export function Sections({ sections, body }: { sections: readonly AnyResolvedSection[]; body: BodyPromise | undefined }) {
  return sections.map((section, index) => {
    const anchor = anchorOf(section, index);
    return <SectionView key={anchor} section={section} anchor={anchor} body={takesBody(section) ? body : undefined} />;
  });
}
