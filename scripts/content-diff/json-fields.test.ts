import { expect, test } from 'vitest';
import { fieldPath, jsonFieldChanges } from './json-fields';

test('names a field by its path, with quotes only where a key is not a plain name', () => {
  expect(fieldPath(['@graph', 1, 'offers', 'price'])).toBe('@graph[1].offers.price');
  expect(fieldPath([0, 'a b'])).toBe('[0]["a b"]');
});

test('lists changed, added and removed fields of one block, not the whole block', () => {
  const before = { '@type': 'Product', name: 'Tara', offers: { price: '10' }, sku: 'T1', image: ['/a.png'] };
  const after = { '@type': 'Product', name: 'Tara Greet', offers: { price: '10' }, image: ['/a.png', '/b.png'], brand: { name: 'iHub' } };
  expect(jsonFieldChanges([before], [after])).toEqual([
    { path: 'name', before: '"Tara"', after: '"Tara Greet"' },
    { path: 'sku', before: '"T1"' },
    { path: 'image[1]', after: '"/b.png"' },
    { path: 'brand', after: '{"name":"iHub"}' },
  ]);
});

test('an added block is named by its position when a page has several', () => {
  expect(jsonFieldChanges([{ a: 1 }], [{ a: 1 }, { b: 2 }])).toEqual([{ path: '[1]', after: '{"b":2}' }]);
  expect(jsonFieldChanges([{ a: 1 }], [{ a: 1 }])).toEqual([]);
});
