import type { NewsItem } from '../../../content/schemas/news';
import type { NewsPage } from '../../../content/schemas/pages/news';

/** What a newsroom card shows: the item's frontmatter without its body. */
export type NewsCardItem = Pick<NewsItem, 'slug' | 'title' | 'date' | 'category' | 'excerpt' | 'image' | 'featured'>;

export type CategoryLabels = NewsPage['categories'];
