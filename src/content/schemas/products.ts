/**
 * content/products/<id>.yaml: one robot each. Its name, status, key facts, specifications,
 * portrait and download live here once; product pages, the menu, the PDFs, the structured data
 * and any text that writes [[<id>.<spec>]] take them from here.
 */
import { z } from 'zod';
import { href, image, text } from './fields';

/**
 * A reference to a product: its file name under content/products/ without ".yaml". `refersTo`
 * says so to the tools that read the schema (the browser editor offers the products to pick from).
 */
export const productRef = () =>
  z
    .string({ error: 'expected a product: a file name under content/products/ without .yaml, like "tara-greet"' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a product: a file name under content/products/ without .yaml, like "tara-greet"' })
    .meta({ refersTo: 'products' });

/** Product status label. */
export const productStatus = () =>
  z.enum(['BETA', 'NEW', 'COMING SOON'], { error: 'expected a status label: BETA, NEW or COMING SOON' }).describe('Status label shown beside the name');

const specKey = () =>
  z
    .string({ error: 'expected a key like "weight"' })
    .regex(/^[a-z][A-Za-z0-9]*$/, { error: 'expected a key of letters and digits starting lower-case, like "weight" or "rfidRange"' });

const spec = z.strictObject({
  key: specKey().describe('How text refers to this figure: [[<product>.<key>]]'),
  label: text('a label like "Weight"').describe('What is measured, as the specifications table shows it'),
  value: text('a value like "About 40 kg"').describe('The figure, as the specifications table shows it'),
  short: z
    .strictObject({
      label: text('a short label').describe('Label under the figure'),
      value: text('a short value').describe('The figure, shown large'),
    })
    .optional()
    .describe('A shorter wording for the key facts under the name, e.g. "6-8 hours" over "Active use"'),
  table: z.boolean().default(true).describe('Listed in the specifications table (default true); false for a figure only quoted in text'),
});

export const productSchema = z
  .strictObject({
    name: text('the product name').describe('The product’s name, e.g. "Tara Greet"'),
    path: href().describe('Address of the product’s page, e.g. /tara-greet'),
    category: text('a category like "Tara Series"').describe('Product category for search engines, e.g. "Tara Series"'),
    status: productStatus().optional(),
    summary: text('one sentence')
      .optional()
      .describe('One sentence on what the robot is and where it works, shown on the cards that lead to its page (no figures: the key facts carry them)'),
    image: image().describe('Product portrait'),
    specs: z
      .array(spec)
      .optional()
      .describe('Every figure of the product, in the order the specifications table lists them'),
    keyFacts: z.array(specKey()).max(4, { error: 'expected at most 4 key facts' }).optional().describe('Keys of up to four specs shown large under the name'),
    download: z
      .strictObject({
        kind: z.enum(['Brochure', 'Specifications'], { error: 'expected "Brochure" or "Specifications"' }).describe('What the PDF is'),
        file: z
          .string()
          .regex(/^\/downloads\/[a-z0-9-]+\.pdf$/, { error: 'expected a path like /downloads/tara-greet-brochure.pdf' })
          .describe('Where the build writes it'),
      })
      .optional()
      .describe('A PDF written at build from this file and the product page'),
  })
  .superRefine((product, ctx) => {
    const keys = new Set<string>();
    product.specs?.forEach((item, index) => {
      if (keys.has(item.key)) ctx.addIssue({ code: 'custom', path: ['specs', index, 'key'], message: `"${item.key}" is used by another spec of this product; every key must be unique` });
      keys.add(item.key);
    });
    product.keyFacts?.forEach((key, index) => {
      if (!keys.has(key)) ctx.addIssue({ code: 'custom', path: ['keyFacts', index], message: `"${key}" is not a spec key of this product; expected one of: ${[...keys].join(', ') || '(no specs)'}` });
    });
  });

export type Product = z.output<typeof productSchema> & { id: string };
