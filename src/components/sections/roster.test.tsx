/**
 * Sections about groups the company has counted but not named (docs/decisions/2710): they state the number
 * and show only who the company has named — no tile, avatar, initials or descriptor stands in.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { schema as leadersSchema } from '~/content/schemas/sections/leaders';
import { schema as organisationsSchema } from '~/content/schemas/sections/organisations';
import { schema as partnersSchema } from '~/content/schemas/sections/partners';
import { Leaders } from './Leaders';
import { Organisations } from './Organisations';
import { Partners } from './Partners';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

test('clients not yet named are a figure and its words: no list, no tile, no initials', () => {
  const section = z.parse(organisationsSchema, {
    type: 'organisations',
    eyebrow: 'Clients',
    heading: 'Trusted clients',
    total: 16,
    totalLabel: 'organisations',
  });
  const html = renderToStaticMarkup(<Organisations section={section} anchor="clients" />);
  expect(textOf(html)).toBe('Clients Trusted clients 16 organisations');
  expect(html).not.toMatch(/<li|<ul|clip-path/);
});

test('named organisations appear as their logo (alt text: the name) or their name, and nothing else', () => {
  const section = z.parse(organisationsSchema, {
    type: 'organisations',
    heading: 'Supported By',
    total: 3,
    totalLabel: 'partners',
    entries: [{ name: 'Example Fund', logo: { src: '/images/news/funding.svg', alt: 'ignored' } }, { name: 'Example Network' }],
  });
  const html = renderToStaticMarkup(<Organisations section={section} anchor="partners" />);
  expect(html.match(/<li/g)).toHaveLength(2);
  expect(html).toContain('alt="Example Fund"');
  expect(textOf(html)).toBe('Supported By 3 partners Example Network');
});

test('once every organisation is named, the figure gives way to the names', () => {
  const section = z.parse(organisationsSchema, {
    type: 'organisations',
    heading: 'Supported By',
    total: 1,
    totalLabel: 'partners',
    entries: [{ name: 'Example Fund' }],
  });
  expect(textOf(renderToStaticMarkup(<Organisations section={section} anchor="partners" />))).toBe('Supported By Example Fund');
});

test('leaders not yet named are a figure: no faceless avatar, no role standing in for a person', () => {
  const section = z.parse(leadersSchema, {
    type: 'leaders',
    eyebrow: 'Leadership',
    heading: 'The team leading iHub Robotics',
    total: 3,
    totalLabel: 'leaders',
  });
  const html = renderToStaticMarkup(<Leaders section={section} anchor="leaders" />);
  expect(textOf(html)).toBe('Leadership The team leading iHub Robotics 3 leaders');
  expect(html).not.toMatch(/<li|<h3|rounded-full/);
});

test('a named leader shows name, role and responsibilities, with the portrait only when supplied', () => {
  const section = z.parse(leadersSchema, {
    type: 'leaders',
    heading: 'Leadership',
    total: 3,
    totalLabel: 'leaders',
    items: [{ name: 'A. Example', role: 'Chief Executive Officer', focus: 'Runs the company.' }],
  });
  const html = renderToStaticMarkup(<Leaders section={section} anchor="leaders" />);
  expect(textOf(html)).toBe('Leadership 3 leaders A. Example Chief Executive Officer Runs the company.');
  expect(html).not.toContain('<img');
});

test('partners not yet named are a figure; a named one shows its label and name', () => {
  const none = z.parse(partnersSchema, { type: 'partners', heading: 'Partners in India', total: 6, totalLabel: 'partners in India' });
  expect(textOf(renderToStaticMarkup(<Partners section={none} anchor="partners" />))).toBe('Partners in India 6 partners in India');
  const one = z.parse(partnersSchema, {
    type: 'partners',
    heading: 'Partners in India',
    total: 6,
    totalLabel: 'partners in India',
    items: [{ name: 'Example College', kind: 'Academic' }],
  });
  expect(textOf(renderToStaticMarkup(<Partners section={one} anchor="partners" />))).toBe(
    'Partners in India 6 partners in India Academic Example College',
  );
});
