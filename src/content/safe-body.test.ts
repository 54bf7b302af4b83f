import { compile, createProcessor } from '@mdx-js/mdx';
import { expect, test } from 'vitest';
import { bodyRemarkPlugins } from './mdx-pipeline';
import { BodyRefused, safeBodyRefusals, type SafeBodyOptions } from './safe-body';
import { schemeOf, unsafeUrl } from './safe-url';

const parser = createProcessor({ remarkPlugins: bodyRemarkPlugins() });
const refusals = (body: string, options: SafeBodyOptions = {}) => safeBodyRefusals(parser.parse(body), options).map((found) => `${found.line} ${found.message}`);

/** The message of what `compile` threw, or undefined when it compiled. */
async function compileRefusal(value: string, options: SafeBodyOptions = {}): Promise<string | undefined> {
  try {
    await compile({ value, path: `${process.cwd()}/content/news/x.mdx` }, { remarkPlugins: bodyRemarkPlugins(options) });
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(BodyRefused);
    return error instanceof Error ? error.message : String(error);
  }
}

test('Markdown, comments and the harmless tags compile', async () => {
  const body = '## Heading\n\n**Bold**, _italic_, [a link](/contact), [mail](mailto:info@example.com), [call](tel:+911234), [out](http://example.com).\n\n![a robot](/images/news/x.svg)\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n{/* a note */}\n\nH<sub>2</sub>O<br />m<sup>2</sup> <bdi dir="rtl">x</bdi> <>fragment</>';
  expect(refusals(body)).toEqual([]);
  expect(await compileRefusal(body)).toBeUndefined();
});

test('a component of the kit takes literal values only: text, a number, true or false', () => {
  const components = ['Note'];
  expect(refusals('<Note tone="info" size={3} wide={true} open>Hi</Note>', { components })).toEqual([]);
  expect(refusals('<Note size={-1.5} wide={false} />', { components })).toEqual([]);
  expect(refusals('<Note tone={tone} />', { components })).toEqual([
    '1 `tone={tone}` in `<Note>` is code, which a text cannot hold; write a plain value: `tone="words"`, `tone={3}` or `tone={true}`',
  ]);
  expect(refusals('<Note {...props} />', { components })).toEqual(['1 `{...props}` in `<Note>` passes code to it, which a text cannot hold; write each attribute as `name="value"`']);
  expect(refusals('<Note onClick="go()" />', { components })).toEqual([
    "1 `onClick` in `<Note>` would run code in the visitor's browser, which a text cannot hold; delete it",
  ]);
  expect(refusals('<Note style="color: red" />', { components })).toEqual(["1 `style` in `<Note>` cannot be used in the text: the site's styles apply; delete it"]);
  expect(refusals('<Note.Inner />', { components })).toEqual(['1 `<Note.Inner>` is not a component of this site; the ones you can use are `<Note>`']);
  expect(refusals('<Note href="javascript:go()" />', { components })[0]).toMatch(/^1 the address "javascript:go\(\)" in `<Note>` starts with `javascript:`, which would run code/);
});

test('an element is refused once, for its most telling reason, and what it holds goes with it', () => {
  expect(refusals('<div style="x" onClick="y">{process.exit()}</div>')).toEqual([
    "1 `onClick` in `<div>` would run code in the visitor's browser, which a text cannot hold; delete the tag and write its words in Markdown",
  ]);
  expect(refusals('<a href="/contact" onMouseOver="go()">Contact us</a>')).toEqual([
    "1 `onMouseOver` in `<a>` would run code in the visitor's browser, which a text cannot hold; write `[the words](/contact)` instead of `<a>`",
  ]);
  expect(refusals('<sup onClick="go()">2</sup>')).toEqual(["1 `onClick` in `<sup>` would run code in the visitor's browser, which a text cannot hold; delete it"]);
  expect(refusals('<bdi dir="up">x</bdi>')).toEqual([
    "1 `<bdi>` takes no attributes in the text (`<bdi>` takes only `dir=\"ltr\"`, `dir=\"rtl\"` or `dir=\"auto\"`); write `<bdi>` alone (the site's styles apply)",
  ]);
});

test('the compile step refuses on its own, with the file, the line and every refusal', async () => {
  const value = '---\ntitle: X\n---\n\nHello.\n\n<iframe src="https://example.com/" />\n\n[x](javascript:alert(1))\n';
  expect(await compileRefusal(value)).toBe(
    [
      'content/news/x.mdx:7 body — `<iframe>` cannot be used in the text: embedded players load only after a visitor agrees; use a `videos` section',
      "content/news/x.mdx:9 body — the link \"javascript:alert(1)\" starts with `javascript:`, which would run code in the visitor's browser; write a page of this site (`/contact`), a web address (`https://…`), an e-mail address (`mailto:…`) or a phone number (`tel:…`)",
    ].join('\n'),
  );
});

test('a body compiled alone names the line of its file', async () => {
  expect(await compileRefusal('Text.\n\n{1 + 1}', { place: { file: 'content/news/y.mdx', bodyLine: 12 } })).toBe(
    'content/news/y.mdx:14 body — `{1 + 1}` is code, which a text cannot hold; to show the braces as text, write `\\{1 + 1\\}`',
  );
});

test('an address is a path or has the scheme https, http, mailto or tel, however it is disguised', () => {
  for (const url of ['/contact', '#specs', 'images/x.svg', '?q=1', '//example.com/x', 'https://example.com', 'HTTP://EXAMPLE.COM', 'mailto:a@b.c', 'tel:+1']) {
    expect(unsafeUrl(url), url).toBeUndefined();
  }
  for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:x', '\u0001javascript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd']) {
    expect(unsafeUrl(url), JSON.stringify(url)).toMatch(/^starts with `[a-z]+:`, which /);
  }
  expect(schemeOf('java\tscript:alert(1)')).toBe('javascript:');
  expect(unsafeUrl('data:image/png;base64,AAAA')).toBe(
    'starts with `data:`, which is not an address a visitor can follow; write a page of this site (`/contact`), a web address (`https://…`), an e-mail address (`mailto:…`) or a phone number (`tel:…`)',
  );
});
