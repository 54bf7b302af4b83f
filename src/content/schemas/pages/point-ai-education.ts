/** /point-ai-education: AI in Education (DECISIONS.md #9). */
import { z } from 'zod';
import { hero } from '../blocks';
import { cardSection, cta, link, sectionIntro } from '../company';
import { image, seo, text } from '../fields';

export const schema = z.strictObject({
  ...seo,
  hero: hero(),
  learn: z
    .strictObject({
      intro: sectionIntro(),
      image: image().describe('Tara Learn in a classroom'),
      points: z
        .array(z.strictObject({ title: text('a short title'), text: text('a sentence') }), { error: 'expected a list of points' })
        .min(1)
        .describe('What Tara Learn does in class'),
      link: link().describe('Link to the Tara Learn page'),
    })
    .describe('Tara Learn in schools and colleges'),
  offer: cardSection().describe('Curricula, labs and programmes'),
  lab: z.strictObject({ image: image().describe('A robotics lab illustration') }).describe('Picture beside the offer'),
  brand: z
    .strictObject({
      intro: sectionIntro(),
      /** Must match a `brands` entry of content/site.yaml: the link comes from there. */
      brand: text('the label of a brand in content/site.yaml').describe('Label of the school brand in content/site.yaml `brands`'),
      linkLabel: text('a link label').describe('Visible text of the link to the brand site'),
    })
    .describe('The school brand site'),
  cta: cta(),
});
