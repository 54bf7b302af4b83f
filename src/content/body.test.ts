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

test('refuses code in braces, with the product figure a bare name may have meant', () => {
  expect(messages('It speaks {languages} languages.')).toEqual([
    '5 body — `{languages}` is code, which a text cannot hold; to quote a product figure, write `[[tara-greet.languages]]`; to show the braces as text, write `\\{languages\\}`',
  ]);
  expect(messages('export const year = 2024\n\nSince {year}.')).toEqual([
    '5 body — a line starting with `export` is code, which a text cannot hold; delete it (a product figure is quoted as `[[product.spec]]`), or start the sentence with another word',
    '7 body — `{year}` is code, which a text cannot hold; to show the braces as text, write `\\{year\\}`',
  ]);
});

test('a comment in braces is a note that compiles to nothing, so it is allowed', () => {
  expect(messages('Text. {/* check the figure with sales */}\n\n{/* a note\non two lines */}')).toEqual([]);
  expect(messages('Text {/* a note */ 1 + 1}.')).toEqual(['5 body — `{/* a note */ 1 + 1}` is code, which a text cannot hold; to show the braces as text, write `\\{/* a note */ 1 + 1\\}`']);
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

test('a body cannot import code, and holds no tag but a few without attributes', () => {
  expect(messages('import X from "../x"\n\nText.')).toEqual(['5 body — a body cannot import code; delete this line and use Markdown or the components of this site']);
  expect(messages('<span class="big">Hi</span>')).toEqual([
    '5 body — `<span>` cannot be used in the text; write Markdown (the tags a text may hold are `<br />`, `<sup>`, `<sub>` and `<bdi>`, without attributes)',
  ]);
  expect(messages('m<sup class="big">2</sup>')).toEqual(["5 body — `<sup>` takes no attributes in the text; write `<sup>` alone (the site's styles apply)"]);
  expect(messages('H<sub>2</sub>O, 20 m<sup>2</sup>,<br />and <bdi dir="ltr">LAN</bdi>.')).toEqual([]);
});

test('a heading skipped or a second main heading is named with the heading to write', () => {
  expect(messages('## Where\n\nText.\n\n#### When')).toEqual([
    '9 body — `####` after `##` skips a level, so screen readers announce a heading that is not there; write `###` (a heading is at most one `#` deeper than the one before it)',
  ]);
  expect(messages('# Our story\n\n## Where')).toEqual([
    "5 body — a `#` heading is the page's main heading (h1), which the page already has from its fields; write `## Heading` for a heading in the text",
  ]);
  expect(messages('### First')).toEqual([
    "5 body — `###` after the page's title skips a level, so screen readers announce a heading that is not there; write `##` (a heading is at most one `#` deeper than the one before it)",
  ]);
  expect(messages('## A\n\n### B\n\n#### C\n\n## D\n\n### E')).toEqual([]);
});

test('an image is a file under /images/: a bare name or a picture from another site is named with the path to write', () => {
  expect(messages('![a robot](x)')).toEqual([
    '5 body — the image "x" is not a path under /images/, so the page shows it broken; put the file in content/images/news/ and write its path from /images/: ![a robot](/images/news/x)',
  ]);
  expect(messages('![a robot](https://cdn.example.com/robot.png)')).toEqual([
    '5 body — the image "https://cdn.example.com/robot.png" is on another site, which the page would load it from before the visitor asks for anything; put the file in content/images/news/ and write its path from /images/: ![a robot](/images/news/robot.png)',
  ]);
  expect(messages('![a robot](/images/news/funding.svg)')).toEqual([]);
});

test('hands back every link with its file line: Markdown, bare addresses, definitions and images', () => {
  const { links } = report('See [a](/tara#compare).\n\n![b](/images/x.svg)\n\nhttps://www.example.com/a\n\n[d]: /news');
  expect(links).toEqual([
    { url: '/tara#compare', line: 5 },
    { url: '/images/x.svg', line: 7 },
    { url: 'https://www.example.com/a', line: 9 },
    { url: '/news', line: 11 },
  ]);
});
