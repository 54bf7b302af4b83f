import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parseSource } from '../../source';
import { validate } from '../../validate';
import { schema } from './home';

const file = 'content/pages/home.mdx';
const original = readFileSync(file, 'utf8');

/** Validates the real home page with one edit applied to its text. */
function check(edit: (text: string) => string) {
  const result = validate(schema, parseSource(file, edit(original)));
  return result.ok ? [] : result.problems.map((p) => `${p.field} — ${p.message}`);
}

test('accepts the home page as written', () => {
  expect(check((text) => text)).toEqual([]);
});

test('rejects a slide tagline without a heading to sit under', () => {
  expect(check((text) => text.replace('    - heading: Smart Warehouse Automation\n      tagline:', '    - tagline:'))).toEqual([
    'carousel.slides[1].heading — expected a heading for the tagline to sit under, got nothing',
  ]);
});

test('rejects a slide label that does not say which slide it is', () => {
  expect(check((text) => text.replace('slideLabel: "{n} of {total}"', 'slideLabel: Slide'))).toEqual([
    'carousel.slideLabel — expected a slide label containing {n} and {total}, like "{n} of {total}", got "Slide"',
  ]);
});

test('rejects an industry card without exactly two tags', () => {
  expect(check((text) => text.replace('tags: [Tara Care, Patient experience]', 'tags: [Tara Care]'))).toEqual([
    'industries.cards[0].tags — expected exactly two tags, like [Tara Care, Patient experience], got a list of 1',
  ]);
});

test('rejects a tile tone that is not one of the design tones', () => {
  expect(check((text) => text.replace('tone: ink', 'tone: purple'))).toEqual([
    'mission.tiles[0].tone — expected one of the tones: teal, ink, deep, amber, got "purple"',
  ]);
});

test('rejects an organisation without its kind', () => {
  expect(check((text) => text.replace('{ kind: Engineering college, place: Kochi }', '{ place: Kochi }'))).toEqual([
    'clients.entries[0].kind — required field is missing (expected the kind of organisation, like "Engineering college")',
  ]);
});
