/** `brand-panel`: a dark panel pointing to one of the company's brand sites (content/site.yaml `brands`). */
import { text } from '../../content/schemas/fields';
import { intro, kind } from '../../content/schemas/sections/shared';

export const schema = kind('brand-panel', 'A dark panel with a heading and a link to a brand site of the company, opened in a new tab', {
  ...intro,
  brand: text('the label of a brand in content/site.yaml').describe('Label of a `brands` entry of content/site.yaml: the link comes from there'),
  linkLabel: text('a link label').describe('Visible text of the link to the brand site'),
});
