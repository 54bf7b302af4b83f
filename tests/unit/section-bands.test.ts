/**
 * One shape for sections (issue 44 item 4, docs/decisions/3450): every band a section kind draws
 * comes from the one wrapper (`SectionShell`, src/components/sections/parts/Section.tsx), which
 * marks it `data-section="<kind>"`, and its surface and vertical rhythm are rows of the wrapper's
 * one table. Read from what the kinds render: the kit gallery's prerendered pages
 * (`npm run kit:gallery`, build-kit/client; docs/decisions/3330), which show every kind of the kit
 * in English and in Arabic. A kind that wrote its own `<section>`, or its own background or
 * padding beside the table's, fails here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultTreeAdapter, parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { Leaders } from '~/kinds/leaders/Leaders';
import { Organisations } from '~/kinds/organisations/Organisations';
import { Partners } from '~/kinds/partners/Partners';
import { sectionLook } from '~/components/sections/parts/Section';
import { sectionTypes } from '~/content/schemas/sections';
import { schema as leadersSchema } from '~/kinds/leaders/schema';
import { schema as organisationsSchema } from '~/kinds/organisations/schema';
import { schema as partnersSchema } from '~/kinds/partners/schema';
import { builtHtml } from '../../scripts/build/built-html';
import { KIT_BUILD, kitIsStale } from '../../scripts/kit-gallery';

type Element = DefaultTreeAdapterTypes.Element;

const CLIENT = join(KIT_BUILD, 'client');

/** The gallery's pages, each with the elements of its `<main>` in document order. */
function galleryPages(): { urlPath: string; main: Element[] }[] {
  if (!existsSync(CLIENT) || kitIsStale()) throw new Error(`${CLIENT} is missing or older than the code: run \`npm run kit:gallery\` first`);
  return builtHtml(CLIENT)
    .filter((page) => page.kind !== 'document')
    .map(({ urlPath, html }) => {
      const main: Element[] = [];
      const walk = (node: DefaultTreeAdapterTypes.ParentNode, inMain: boolean) => {
        for (const child of node.childNodes) {
          if (!defaultTreeAdapter.isElementNode(child)) continue;
          if (inMain) main.push(child);
          walk(child, inMain || child.tagName === 'main');
        }
      };
      walk(parse(html), false);
      return { urlPath, main };
    });
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const kindOf = (element: Element) => attribute(element, 'data-section');
/** The nearest ancestor that is a band, if any. */
const bandAround = (element: Element): Element | undefined => closest(element, (node) => kindOf(node) !== undefined);
/** The nearest ancestor (or the element itself, with `self`) that passes `test`. */
function closest(element: Element, test: (node: Element) => boolean, self = false): Element | undefined {
  for (let node: Element | null = self ? element : parentOf(element); node; node = parentOf(node)) if (test(node)) return node;
  return undefined;
}
const parentOf = (element: Element): Element | null =>
  element.parentNode && defaultTreeAdapter.isElementNode(element.parentNode) ? element.parentNode : null;
const withinArticle = (element: Element) => !!closest(element, (node) => node.tagName === 'article');
/** The toasts' live region, or the island that holds it. */
const toasts = (element: Element) =>
  !!closest(element, (node) => attribute(node, 'data-toaster') !== undefined || attribute(node, 'data-island') === 'toaster', true);

const pages = galleryPages();

test('everything in <main> on the kit gallery is a band the one wrapper drew, lies inside one, or holds one', () => {
  const strays: string[] = [];
  for (const { urlPath, main } of pages) {
    const holders = new Set<Element>();
    for (const element of main)
      if (kindOf(element) !== undefined) for (let node = parentOf(element); node && node.tagName !== 'main'; node = parentOf(node)) holders.add(node);
    const found = new Set<Element>();
    for (const element of main) {
      if (kindOf(element) !== undefined || bandAround(element) || holders.has(element)) continue;
      // A news item's or a posting's own view is an <article>, not a section kind; the toasts are a live region of their own after a band.
      if (element.tagName === 'article' || withinArticle(element) || toasts(element)) continue;
      found.add(element);
      // The outermost only: what a stray holds is no news.
      if (found.has(parentOf(element)!)) continue;
      strays.push(`${urlPath}: <${element.tagName} ${element.attrs.map((attr) => `${attr.name}="${attr.value.slice(0, 60)}"`).join(' ')}>`);
    }
  }
  expect(strays).toEqual([]);
});

/**
 * The kinds the gallery lists but shows nothing of: a group none of whose members is named yet is
 * not shown (docs/decisions/3350), and the fixture names none. Here each is drawn with one named.
 */
function namedRosters(): Element[] {
  const rosters = [
    createElement(Leaders, {
      anchor: 'leaders',
      section: z.parse(leadersSchema, {
        type: 'leaders',
        heading: 'Leadership',
        total: 2,
        totalLabel: 'leaders',
        items: [{ name: 'A. Example', role: 'Role', focus: 'Focus.' }],
      }),
    }),
    createElement(Partners, {
      anchor: 'partners',
      section: z.parse(partnersSchema, {
        type: 'partners',
        heading: 'Partners',
        total: 2,
        totalLabel: 'partners',
        items: [{ name: 'Example College', kind: 'Academic' }],
      }),
    }),
    ...(['white', 'tint'] as const).map((tone) =>
      createElement(Organisations, {
        anchor: 'clients',
        section: z.parse(organisationsSchema, {
          type: 'organisations',
          heading: 'Clients',
          tone,
          total: 2,
          totalLabel: 'organisations',
          entries: [{ name: 'Example Fund' }],
        }),
      }),
    ),
  ];
  return rosters.flatMap((roster) => parseFragment(renderToStaticMarkup(roster)).childNodes.filter((node) => defaultTreeAdapter.isElementNode(node)));
}

const bands = [
  ...pages.flatMap(({ urlPath, main }) => main.filter((element) => kindOf(element) !== undefined).map((element) => ({ where: urlPath, element }))),
  ...namedRosters().map((element) => ({ where: 'a roster with one named', element })),
];

test('every section kind of the kit draws its band through the wrapper, and no band holds another', () => {
  const drawn = new Set(bands.map(({ element }) => kindOf(element)));
  expect(sectionTypes.filter((kind) => !drawn.has(kind))).toEqual([]);
  expect([...drawn].filter((kind) => !(sectionTypes as readonly (string | undefined)[]).includes(kind))).toEqual([]);
  expect(
    bands
      .filter(({ element }) => bandAround(element))
      .map(({ where, element }) => `${where}: ${kindOf(element)} inside ${kindOf(bandAround(element)!)}`),
  ).toEqual([]);
});

/** A class that paints a surface or sets a band's vertical rhythm: a palette background, a text colour, the focus surface, vertical padding or margin. */
const LOOK =
  /^(?:[a-z0-9-]+:)*(?:surface-(?:light|dark)|bg-(?:white|black|(?:ink|brand|signal)-\d+)|text-(?:white|black|(?:ink|brand|signal)-\d+)|-?[mp][tby]-\d+)$/;
const words = (classes: string) => classes.split(/\s+/).filter(Boolean);
/** Every look the table allows a band: one tone (with or without its text colour) and one rhythm. */
const allowed = new Set(
  Object.values(sectionLook.tone).flatMap(({ surface, text }) =>
    [[surface], [surface, text]].flatMap((tone) =>
      Object.values(sectionLook.rhythm).map((rhythm) => [...tone, rhythm].flatMap(words).sort().join(' ')),
    ),
  ),
);

test("every band's surface and vertical rhythm are rows of the wrapper's one table, with no background or padding of the kind's own", () => {
  const ownLooks: string[] = [];
  for (const { where, element } of bands) {
    const look = words(attribute(element, 'class') ?? '')
      .filter((name) => LOOK.test(name))
      .sort()
      .join(' ');
    if (!allowed.has(look)) ownLooks.push(`${where}: ${kindOf(element)} "${look}"`);
  }
  expect(ownLooks).toEqual([]);
});
