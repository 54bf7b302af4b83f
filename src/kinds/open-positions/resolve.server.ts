import { loadCareers } from '~/content/load.server';
import type { SectionOf } from '~/content/schemas/sections';

/** Each posting's summary and requirements; the full MDX bodies load with their own page. */
export function resolve(section: SectionOf<'open-positions'>) {
  const postings = loadCareers().map(({ slug, title, department, location, type, posted, description, requirements }) => ({
    slug,
    title,
    department,
    location,
    type,
    posted,
    description,
    requirements,
  }));
  return { ...section, postings };
}
