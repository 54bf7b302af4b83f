import { describe, expect, test } from 'vitest';
import { assetPaths, firstText, found, meta, pageText, scripts, tags, titleOf } from './built-html';

/** A page as React writes one: entities in attributes and text, `<!-- -->` between text runs, a keep-together span. */
const PAGE =
  '<!DOCTYPE html><html lang="en" dir="ltr"><head><title>Tara &amp; Nova</title>' +
  '<meta name="description" content="A &quot;quoted&quot; robot&#x27;s page"/>' +
  '<script type="application/ld+json">{"name":"Tara &amp; co"}</script>' +
  '<script>window.__x = "a<b" && 1;</script><style>p{color:red}</style></head>' +
  '<body><main><h1 class="t">Meet <!-- -->Tara<span class="whitespace-nowrap">\u00a0360°</span></h1>' +
  '<p>It&#x27;s  here\n &lt;soon&gt;</p><script src="/assets/entry.js" type="module"></script></main>' +
  '<footer><h1>Second</h1><a href="/a?x=1&amp;y=2">A</a></footer></body></html>';

describe('reading a built page as a browser reads it', () => {
  test('attributes and text come with their entities decoded', () => {
    expect(meta(PAGE, 'description')).toBe('A "quoted" robot\'s page');
    expect(tags(PAGE, 'a')).toEqual([{ href: '/a?x=1&y=2' }]);
    expect(titleOf(PAGE)).toBe('Tara & Nova');
    expect(found(PAGE, 'p')).toMatchObject([{ attrs: {}, text: "It's  here\n <soon>" }]);
  });

  test("an element's text runs through its children, comments left out, as textContent has it", () => {
    expect(found(PAGE, 'h1')[0]).toMatchObject({ attrs: { class: 't' }, text: 'Meet Tara\u00a0360°' });
    expect(firstText(PAGE, 'h1')).toBe('Meet Tara 360°');
    expect(firstText(PAGE, 'h2')).toBeUndefined();
  });

  test('within names the element to look inside, and all() reads what an element holds', () => {
    expect(found(PAGE, 'h1', 'footer').map((h) => h.text)).toEqual(['Second']);
    expect(tags(PAGE, 'a', 'main')).toEqual([]);
    expect(tags(PAGE, 'a', 'nav')).toEqual([]);
    const [main, footer] = [found(PAGE, 'main')[0]!, found(PAGE, 'footer')[0]!];
    expect(main.all('span').map((span) => span.attrs)).toEqual([{ class: 'whitespace-nowrap' }]);
    expect(footer.all('a').map((a) => [a.attrs.href, a.text])).toEqual([['/a?x=1&y=2', 'A']]);
    expect(footer.all('span')).toEqual([]);
    expect(footer.children().map((child) => [child.name, child.text])).toEqual([
      ['h1', 'Second'],
      ['a', 'A'],
    ]);
    expect(tags(PAGE, '*', 'footer').map((attrs) => attrs.href ?? '-')).toEqual(['-', '/a?x=1&y=2']);
  });

  test("the page's words are its body's text: no script, no style, no title, blocks apart, white space folded", () => {
    expect(pageText(PAGE)).toBe("Meet Tara 360° It's here <soon> Second A");
  });

  test('scripts keep their text as written, entities and all: what a CSP hash is taken of', () => {
    expect(scripts(PAGE)).toEqual([
      { attrs: { type: 'application/ld+json' }, body: '{"name":"Tara &amp; co"}' },
      { attrs: {}, body: 'window.__x = "a<b" && 1;' },
      { attrs: { src: '/assets/entry.js', type: 'module' }, body: '' },
    ]);
  });

  test('asset paths are read from attributes and from the quoted strings of inline scripts, once each', () => {
    const page =
      '<html><head><link rel="stylesheet" href="/assets/site.css"/><link rel="preload" href="/assets/a.woff2" as="font"/>' +
      '<script>import("/assets/island.js"); const x = \'/assets/entry.js\';</script></head>' +
      '<body><a href="/assets-not">x</a><img src="/images/x.png" alt=""/><script type="module" src="/assets/entry.js"></script></body></html>';
    expect(assetPaths(page)).toEqual(['/assets/site.css', '/assets/a.woff2', '/assets/entry.js', '/assets/island.js']);
  });
});
