/** One schema per page file under content/pages/. Each page's blocks live in its own module. */
import { schema as home } from './home';
import { schema as contact } from './contact';
import { schema as news } from './news';
import { schema as careers } from './careers';
import { schema as notFound } from './not-found';

export const pageSchemas = {
  'home': home,
  'contact': contact,
  'news': news,
  'careers': careers,
  'not-found': notFound,
} as const;

export type PageSchemas = typeof pageSchemas;
