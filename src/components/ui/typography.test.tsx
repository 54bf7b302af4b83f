import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { loadProducts, loadSite } from '~/content/load.server';
import { SiteContext } from '~/islands/site';
import { BlockHeading, PageHeading, SectionHeading } from './typography';

/** The text of some markup, as a reader's `textContent` gives it. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

/** A robot's name of more than one word, from content ("Octa Bot"). */
const name = loadProducts().find((product) => product.name.includes(' '))!.name;
const heading = `تعرّفوا على ${name} اليوم`;

const headings = [
  ['PageHeading', 'h1', PageHeading],
  ['SectionHeading', 'h2', SectionHeading],
  ['BlockHeading', 'h2', BlockHeading],
] as const;

for (const [label, tag, Heading] of headings) {
  test(`${label} keeps a Latin name in an Arabic heading in one box, its text, id and attributes unchanged`, () => {
    const html = renderToStaticMarkup(
      <SiteContext value={loadSite('ar')}>
        <Heading id="intro-heading" aria-describedby="intro-lead" className="mt-3">
          {heading}
        </Heading>
      </SiteContext>,
    );
    const open = html.slice(0, html.indexOf('>') + 1);
    expect(open).toMatch(new RegExp(`^<${tag} `));
    expect(open).toContain(' id="intro-heading"');
    expect(open).toContain(' aria-describedby="intro-lead"');
    expect(open).toMatch(/ class="[^"]*\bmt-3\b[^"]*"/);
    expect(html).toContain(`<span class="keep-together">${name}</span>`);
    expect(textOf(html)).toBe(heading);
  });

  test(`${label} keeps an English figure in one box and leaves other children as they are`, () => {
    expect(renderToStaticMarkup(<Heading>Carries 25 kg</Heading>)).toContain('Carries <span class="keep-together">25 kg</span>');
    const html = renderToStaticMarkup(
      <Heading>
        <em>Carries</em> 25 kg
      </Heading>,
    );
    expect(html).not.toContain('keep-together');
  });
}

test('on an Arabic page a heading in Latin letters alone ("Tara Gen 1") is one left-to-right isolate, its kept run inside', () => {
  const latin = loadProducts().find((product) => /\bGen \d/.test(product.name))!.name;
  const html = renderToStaticMarkup(
    <SiteContext value={loadSite('ar')}>
      <SectionHeading>{latin}</SectionHeading>
    </SiteContext>,
  );
  expect(html).toMatch(/^<h2 [^>]*><bdi dir="ltr">[^<]*<span class="keep-together">[^<]+<\/span>[^<]*<\/bdi><\/h2>$/);
  expect(textOf(html)).toBe(latin);
});
