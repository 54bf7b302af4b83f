import type { BodyPromise } from '~/content/bodies';
import type { ResolvedSection } from '~/content/sections.server';
import type { SectionType } from '~/content/schemas/sections';

/** What the page hands every section component. */
export type SectionProps<K extends SectionType> = {
  /** The section's fields from content, with what the loader gathered for it. */
  section: ResolvedSection<K>;
  /** Unique on the page: the section's `id`, or its kind and place ("faq-4"); names its heading. */
  anchor: string;
  /** The page's prose (MDX body), for the kinds that show it. */
  body?: BodyPromise | undefined;
};
