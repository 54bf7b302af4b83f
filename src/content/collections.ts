/** Where each kind of content lives and which schema it must satisfy: the one registry. */
import { careerSchema } from './schemas/careers';
import { newsSchema } from './schemas/news';
import { pageSchemas } from './schemas/pages';
import { siteSchema } from './schemas/site';

export const collections = {
  site: { file: 'site.yaml', schema: siteSchema },
  pages: { dir: 'pages', schemas: pageSchemas },
  news: { dir: 'news', schema: newsSchema },
  careers: { dir: 'careers', schema: careerSchema },
} as const;

export type PageKey = keyof typeof pageSchemas;
export const pageKeys = Object.keys(pageSchemas) as PageKey[];
