import { expect, test } from 'vitest';
import { headOf } from './head';

test('head tags reach the page without directional formatting characters, in titles, meta tags and JSON-LD alike', () => {
  const description = 'طوله \u20665\u2069 أقدام، و\u206832+\u2069 لغة\u200F';
  const head = headOf({
    head: [
      { title: 'Tara \u202BGreet\u202C' },
      { name: 'description', content: description },
      { 'script:ld+json': { '@type': 'Product', description, offers: [{ name: '\u2067x\u2069' }], width: 1200 } },
    ],
  });
  expect(head).toEqual([
    { title: 'Tara Greet' },
    { name: 'description', content: 'طوله 5 أقدام، و32+ لغة' },
    { 'script:ld+json': { '@type': 'Product', description: 'طوله 5 أقدام، و32+ لغة', offers: [{ name: 'x' }], width: 1200 } },
  ]);
});

test('a figure’s no-break spaces reach the head as plain spaces', () => {
  const head = headOf({ head: [{ title: 'Rhino, our 500\u00A0kg robot' }, { 'script:ld+json': { headline: 'Up\u00A0to\u00A05\u00A0km' } }] });
  expect(head).toEqual([{ title: 'Rhino, our 500 kg robot' }, { 'script:ld+json': { headline: 'Up to 5 km' } }]);
});
