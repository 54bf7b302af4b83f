import { expect, test } from 'vitest';
import { inlineStreamedSegments, snapshot } from './snapshot';

const page = (main: string, extra = '') =>
  `<!DOCTYPE html><html lang="en"><head><title>A &amp; B</title><meta name="description" content="Desc &quot;q&quot;"/><link rel="canonical" href="https://x.test/a"/>` +
  `<script type="application/ld+json">{"@type":"Organization","name":"X"}</script></head>` +
  `<body><div id="root"><header><a href="/">Home</a><button>Menu</button></header><main id="main"><h1>Title</h1>${main}</main><footer><p>© Co</p></footer></div>` +
  `<script>window.x = "<p>not text</p>";</script>${extra}</body></html>`;

test('reads the visible text of main as lines, with headings and list items marked', () => {
  const snap = snapshot(
    page('<p>One <strong>bold</strong> word.</p><ul><li><p>Item</p></li></ul><h2>Next</h2><img src="/images/a.svg" alt="A robot"/>'),
  );
  expect(snap.main).toEqual(['# Title', 'One bold word.', '- Item', '## Next', '[image: A robot]']);
  expect(snap.shell).toEqual(['Home', 'Menu', '© Co']);
  expect(snap.images).toEqual(['/images/a.svg']);
});

test('reads title, description, canonical and JSON-LD from the head, and never script text', () => {
  const snap = snapshot(page('<p>x</p>'));
  expect(snap.meta).toEqual({
    title: 'A & B',
    description: 'Desc "q"',
    canonical: 'https://x.test/a',
    jsonLd: JSON.stringify({ '@type': 'Organization', name: 'X' }, null, 2),
  });
  expect([...snap.main, ...snap.shell].join(' ')).not.toContain('not text');
});

test('skips hidden elements, styles and inline SVG', () => {
  const snap = snapshot(page('<p hidden>secret</p><style>p{}</style><svg><title>icon</title></svg><p>shown</p>'));
  expect(snap.main).toEqual(['# Title', 'shown']);
});

test('puts a streamed Suspense body back where React moves it', () => {
  const html = page(
    '<div><!--$?--><template id="B:0"></template><!--/$--></div><p>after</p>',
    '<div hidden id="S:0"><div><!--$?--><template id="P:2"></template><!--/$--></div></div><script>$RC("B:0","S:0")</script>' +
      '<div hidden id="S:2"><h2>Body</h2><p>Streamed <em>text</em>.</p></div><script>$RS("S:2","P:2")</script>',
  );
  expect(inlineStreamedSegments(html)).not.toContain('hidden id="S:');
  expect(snapshot(html).main).toEqual(['# Title', '## Body', 'Streamed text.', 'after']);
});

test('decodes every character reference, in text and attributes, as a browser does', () => {
  const snap = snapshot(page('<p>It&rsquo;s &eacute;t&eacute; &hellip; 3&times;4</p><img src="/images/a.svg" alt="Caf&eacute; &amp; bar"/>'));
  expect(snap.main).toEqual(['# Title', 'It’s été … 3×4', '[image: Café & bar]']);
});

test('reads the page as a browser builds it: script text is never markup, implied end tags close', () => {
  const snap = snapshot(page('<ul><li>One<li>Two</ul><p>a<p>b', '<script>document.write("</main><p>x</p>")</script>'));
  expect(snap.main).toEqual(['# Title', '- One', '- Two', 'a', 'b']);
  expect(snap.shell).toEqual(['Home', 'Menu', '© Co']);
});

test('buttons side by side are one line each, never one run of words; a link inside a sentence stays in it', () => {
  const snap = snapshot(
    page(
      '<div class="actions"><a href="/contact">Request Demo</a><a href="/b.pdf">Download Brochure</a></div><p>Read <a href="/news">the news</a> first.</p>',
    ),
  );
  expect(snap.main).toEqual(['# Title', 'Request Demo', 'Download Brochure', 'Read the news first.']);
});
