/**
 * Sections about groups the company has counted but not named (docs/decisions/2710, 3350): they show
 * only who the company has named — no tile, avatar, initials or descriptor stands in — with the
 * number until every one is named, and nothing at all until the first is: no band holds only a number.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { schema as leadersSchema } from '~/kinds/leaders/schema';
import { schema as organisationsSchema } from '~/kinds/organisations/schema';
import { schema as partnersSchema } from '~/kinds/partners/schema';
import { Leaders } from '../../kinds/leaders/Leaders';
import { Organisations } from '../../kinds/organisations/Organisations';
import { Partners } from '../../kinds/partners/Partners';
import { found, pageText } from '../../../scripts/build/built-html';

/** The words of rendered markup, read through parse5 as the end-to-end tests read a page (docs/decisions/3460). */
const textOf = pageText;

test('clients none of whom is named yet are not shown: no band holding only a number, no tile, no initials', () => {
  const section = z.parse(organisationsSchema, {
    type: 'organisations',
    eyebrow: 'Clients',
    heading: 'Trusted clients',
    total: 16,
    totalLabel: 'organisations',
  });
  expect(renderToStaticMarkup(<Organisations section={section} anchor="clients" />)).toBe('');
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
  expect(found(html, 'li')).toHaveLength(2);
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

test('leaders none of whom is named yet are not shown: no faceless avatar, no role standing in for a person', () => {
  const section = z.parse(leadersSchema, {
    type: 'leaders',
    eyebrow: 'Leadership',
    heading: 'The team leading iHub Robotics',
    total: 3,
    totalLabel: 'leaders',
  });
  expect(renderToStaticMarkup(<Leaders section={section} anchor="leaders" />)).toBe('');
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
  expect(found(html, 'img')).toEqual([]);
});

test('partners none of whom is named yet are not shown; a named one shows its label and name, with the number still to come', () => {
  const none = z.parse(partnersSchema, { type: 'partners', heading: 'Partners in India', total: 6, totalLabel: 'partners in India' });
  expect(renderToStaticMarkup(<Partners section={none} anchor="partners" />)).toBe('');
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
