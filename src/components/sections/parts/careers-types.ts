import type { CareerPosting } from '~/content/schemas/careers';

/** What the list of open positions shows: the posting's frontmatter without its body. */
export type PositionSummary = Pick<CareerPosting, 'slug' | 'title' | 'department' | 'location' | 'type' | 'posted' | 'description' | 'requirements'>;
