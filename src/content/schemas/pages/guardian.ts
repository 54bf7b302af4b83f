/** /defense/guardian — Guardian (COMING SOON): what is known (MDX body) and a "Notify me" mail draft. */
import { z } from 'zod';
import { seo } from '../fields';
import { ctaBand, productHero } from '../product';

export const schema = z.strictObject({
  ...seo,
  hero: productHero(),
  cta: ctaBand(),
});
