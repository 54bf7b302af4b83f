import { expect, test } from 'vitest';
import { mdxComponents } from '~/components/ui/Prose';
import { readBody } from './body';
import { bodyComponents } from './body-scope';
import { parseSource } from './source';

const facts = new Map([['tara-greet', new Map([['languages', '32+']])]]);

/** The body problems of a news-like file whose body is `body` (its first line is line 5 of the file). */
function report(body: string) {
  const source = parseSource('content/news/x.mdx', `---\ntitle: X\n---\n\n${body}`);
  return readBody(source, source.body, facts);
}
const messages = (body: string) => report(body).problems.map((p) => `${p.line} ${p.field} — ${p.message}`);

test('the components a body may use are the ones Prose passes to every body', () => {
  expect(Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name))).toEqual([...bodyComponents]);
});

test('names an unknown component with its line counted from the top of the file', () => {
  expect(messages('Hello.\n\n<Callout>Hi</Callout>')).toEqual([
    '7 body — `<Callout>` is not a component of this site; the ones you can use are: none — write Markdown, or an HTML tag such as `<sup>`',
  ]);
});

test('names an undefined name once per expression, with the product figure it may have meant', () => {
  expect(messages('It speaks {languages + " " + languages} languages.')).toEqual([
    '5 body — `languages` is not a name this site provides; the ones you can use are: none — to show the braces as text, write `\\{languages\\}`; to quote a product figure, write `[[tara-greet.languages]]`',
  ]);
});

test('accepts names the body defines, arrow parameters, property names and standard values', () => {
  expect(messages('export const year = 2024\n\nSince {year}: {[1, 2].map((n) => n * 2).join(", ")} and {Math.max(1, 2)}.')).toEqual([]);
});

test('an HTML comment, "<3" and an unclosed <br> get a plain fix', () => {
  expect(messages('Note.\n\n<!-- later -->')).toEqual(['7 body — HTML comments do not work in MDX; write `{/* your note */}` instead']);
  expect(messages('It takes <3 days.')).toEqual(["5 body — \"<\" starts a tag in MDX; write 'less than 3' or `&lt;3`"]);
  expect(messages('One\n\nline<br>two')).toEqual(['7 body — write `<br />` (in MDX an empty tag ends with "/>")']);
  expect(messages('A line\n\n<hr class="wide">')).toEqual(['7 body — write `<hr class="wide" />` (in MDX an empty tag ends with "/>")']);
  // An image is told to be Markdown, not a tag that ends with "/>".
  expect(messages('A <img src="/images/x.svg" alt="">')).toEqual([
    "5 body — `<img>` is published as it is: without the site's image sizes; write a Markdown image that says what it shows, `![what the picture shows](/images/x.svg)`, or show it in a `media-text` section (`image: { src, alt }`)",
  ]);
});

test('an unfinished expression and a lone brace say how to write braces as text', () => {
  expect(messages('It has {32 +} languages.')).toEqual(['5 body — `{32 +}` cannot be worked out (MDX reads `{…}` as code); to show the braces as text, write `\\{32 +\\}`']);
  expect(messages('An open { brace')).toEqual(['5 body — a "{" is never closed; to show a brace as text, write `\\{`']);
});

test('a body cannot import code, and class is written className', () => {
  expect(messages('import X from "../x"\n\nText.')).toEqual(['5 body — a body cannot import code; delete this line and use Markdown or the components of this site']);
  expect(messages('<span class="big">Hi</span>')).toEqual(['5 body — write `className="big"` instead of `class="big"` in `<span>`']);
});

test('hands back every link with its file line: Markdown, definitions, images and HTML attributes', () => {
  const { links } = report('See [a](/tara#compare).\n\n![b](/images/x.svg)\n\n<a href="/contact">c</a>\n\n[d]: /news');
  expect(links).toEqual([
    { url: '/tara#compare', line: 5 },
    { url: '/images/x.svg', line: 7 },
    { url: '/contact', line: 9 },
    { url: '/news', line: 11 },
  ]);
});
