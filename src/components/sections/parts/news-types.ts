import type { NewsItem } from '~/content/schemas/news';
import type { SectionOf } from '~/content/schemas/sections';

/** What a newsroom card shows: the item's frontmatter without its body. */
export type NewsCardItem = Pick<NewsItem, 'slug' | 'title' | 'date' | 'category' | 'excerpt' | 'image' | 'featured'>;

export type CategoryLabels = SectionOf<'news-list'>['categories'];
