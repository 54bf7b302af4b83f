/** Where each kind of content lives and which schema it must satisfy: the one registry. */
import { careerSchema } from './schemas/careers';
import { newsSchema } from './schemas/news';
import { pageSchema } from './schemas/page';
import { productSchema } from './schemas/products';
import { siteSchema } from './schemas/site';

export const collections = {
  site: { file: 'site.yaml', schema: siteSchema },
  pages: { dir: 'pages', schema: pageSchema },
  products: { dir: 'products', schema: productSchema },
  news: { dir: 'news', schema: newsSchema },
  careers: { dir: 'careers', schema: careerSchema },
} as const;
