import { expect, test } from 'vitest';
import { problemsAfterEdit } from '../../content/schemas/sections/page-edit.test-helper';

const check = (edit: (text: string) => string) => problemsAfterEdit(edit);

test('accepts a carousel with an image-only slide and a captioned one', () => {
  expect(check((text) => text)).toEqual([]);
});

test('rejects a slide tagline without a heading to sit under', () => {
  expect(check((text) => text.replace('      - heading: A slide heading\n        tagline:', '      - tagline:'))).toEqual([
    'sections[#1].slides[#2].heading — expected a heading for the tagline to sit under, got nothing',
  ]);
});

test('rejects a slide label that does not say which slide it is', () => {
  expect(check((text) => text.replace('slideLabel: "{n} of {total}"', 'slideLabel: Slide'))).toEqual([
    'sections[#1].slideLabel — expected a slide label containing {n} and {total}, like "{n} of {total}", got "Slide"',
  ]);
});
