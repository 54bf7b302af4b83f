import { expect, test } from 'vitest';
import { problemsAfterEdit } from '../../content/schemas/sections/page-edit.test-helper';

const CLIENTS = '    total: 16\n    totalLabel: organisations\n';

test('an organisation is its name and logo: a kind or a place is refused as an invented descriptor', () => {
  const edited = (text: string) => text.replace(CLIENTS, `${CLIENTS}    entries:\n      - { kind: Hotel group, place: Riyadh }\n`);
  expect(problemsAfterEdit(edited)).toEqual([
    'sections[#4].entries[#1].name — required field is missing (expected the organisation’s name)',
    'sections[#4].entries[#1].kind — unknown field "kind" (known fields: name, logo)',
    'sections[#4].entries[#1].place — unknown field "place" (known fields: name, logo)',
  ]);
});

test('accepts named organisations, with or without a logo, up to the total', () => {
  const edited = (text: string) =>
    text.replace(CLIENTS, `${CLIENTS}    entries:\n      - { name: Example Hospital }\n      - { name: Example School, logo: { src: /images/news/funding.svg, alt: Example School } }\n`);
  expect(problemsAfterEdit(edited)).toEqual([]);
});

test('rejects more organisations than the total, naming both numbers', () => {
  const edited = (text: string) => text.replace(CLIENTS, '    total: 1\n    totalLabel: organisations\n    entries:\n      - { name: One }\n      - { name: Two }\n');
  expect(problemsAfterEdit(edited)).toEqual(['sections[#4].entries — expected at most 1 (the total), or a total raised to 2, got a list of 2']);
});

test('rejects a section without its total, since the figure is what it states', () => {
  expect(problemsAfterEdit((text) => text.replace('    total: 16\n', ''))).toEqual([
    'sections[#4].total — required field is missing (expected a whole number, like 16)',
  ]);
});
