/**
 * Arabic as a reader sees it (issue 27, docs/decisions/2714): values that mix Arabic and Latin
 * words keep their written order on screen, measured from where the browser draws each word;
 * no directional formatting character reaches a page's head, the sitemap, the feed or the search
 * index; and a hero's headline never sits on its picture.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { LRI, PDI } from '~/lib/bidi';
import { pageContent, productPages, shown, shownSections } from './content';

const CLIENT = join(process.cwd(), 'build', 'client');

type Box = { left: number; right: number; top: number; bottom: number };
/** Where each word is drawn (its first match after the previous word, in the element's text), and where its first and last letters are. */
type Drawn = { word: string; box: Box; first: Box; last: Box };

/** The boxes of `words` inside `element`, found in its text in order and measured with Range.getClientRects. */
async function drawn(element: Locator, words: string[]): Promise<Drawn[]> {
  return element.evaluate((root, words) => {
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      nodes.push({ node, start: text.length });
      text += node.data;
    }
    const at = (index: number): [Text, number] => {
      const hit = nodes.findLast((item) => item.start <= index)!;
      return [hit.node, index - hit.start];
    };
    const boxOf = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(...at(from));
      range.setEnd(...at(to - 1));
      range.setEnd(range.endContainer, range.endOffset + 1);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      return {
        left: Math.min(...rects.map((rect) => rect.left)),
        right: Math.max(...rects.map((rect) => rect.right)),
        top: Math.min(...rects.map((rect) => rect.top)),
        bottom: Math.max(...rects.map((rect) => rect.bottom)),
      };
    };
    let from = 0;
    return words.map((word) => {
      const index = text.indexOf(word, from);
      if (index === -1) throw new Error(`"${word}" is not in "${text}" after character ${from}`);
      from = index + word.length;
      return { word, box: boxOf(index, from), first: boxOf(index, index + 1), last: boxOf(from - 1, from) };
    });
  }, words);
}

const sameLine = (a: Box, b: Box) => Math.abs((a.top + a.bottom) / 2 - (b.top + b.bottom) / 2) < (a.bottom - a.top) / 2;

/**
 * A reader of Arabic meets `words` in this order: each one to the left of the one before on the
 * same line, or on a later line; and each Latin word or figure reads left to right, its first
 * letter left of its last.
 */
async function expectReadInOrder(element: Locator, words: string[]) {
  const boxes = await drawn(element, words);
  for (const [i, current] of boxes.entries()) {
    if (/[A-Za-z0-9]/.test(current.word) && current.word.length > 1) {
      expect(current.first.left, `"${current.word}" reads left to right`).toBeLessThan(current.last.left);
    }
    const before = boxes[i - 1];
    if (!before) continue;
    if (sameLine(before.box, current.box)) {
      expect(current.box.right, `"${current.word}" is drawn left of "${before.word}", which comes before it`).toBeLessThanOrEqual(
        before.box.left + 1,
      );
    } else {
      expect(current.box.top, `"${current.word}" is on a line after "${before.word}"`).toBeGreaterThan(before.box.top);
    }
  }
}

/** The value beside a label in a list of terms (a spec list, key facts): the `<dd>` after its `<dt>`. */
const valueOf = (scope: Locator, label: string) => scope.locator(`dt:text-is("${label}") + dd`).first();

const ARABIC = /\p{Script=Arabic}/u;
const LATIN = /[A-Za-z0-9]/;
/** A text that mixes Arabic words with Latin words or figures. */
const mixed = (text: string) => ARABIC.test(text) && LATIN.test(text);
/**
 * The runs of a text a reader meets in order, to be drawn right to left: its Arabic words, and
 * the first word of each Latin run (the rest of a run reads left to right after it, inside it).
 */
function readingWords(text: string): string[] {
  const runs = shown(text).match(/\p{Script=Arabic}+|[A-Za-z0-9][A-Za-z0-9.+\-%/]*/gu) ?? [];
  return runs.filter((run, index) => ARABIC.test(run) || index === 0 || ARABIC.test(runs[index - 1]!));
}

/** Every text of a page's sections, as content/ gives it, with the figures it quotes still isolated (LRI…PDI). */
function textsOf(path: string): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(pageContent(path).content.sections);
  return texts;
}

/**
 * The Arabic product pages whose specifications mix scripts most (two of them), each with those
 * rows, the texts that quote a product figure (an isolated Latin run, docs/decisions/2714) and
 * its spec rows.
 */
const pages = productPages('ar')
  .map(({ path }) => {
    const lists = shownSections(path).flatMap((section) => (section.type === 'spec-list' ? [section] : []));
    const rows = lists.flatMap((list) => list.items);
    // The spec list itself, not the key facts above it, which may name a figure with the same label.
    const heading = lists[0]?.heading ?? '';
    return {
      path,
      heading,
      rows,
      mixedRows: rows.filter((row) => mixed(shown(row.value))),
      quoting: textsOf(path).filter((text) => text.includes(LRI)),
    };
  })
  .filter((page) => page.mixedRows.length)
  .sort((a, b) => b.mixedRows.length - a.mixedRows.length)
  .slice(0, 2);

test('content/ar/ has product pages whose specifications mix Arabic and Latin, to read', () => {
  expect(pages.length).toBeGreaterThan(0);
});

for (const width of [390, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, heading, mixedRows, quoting, rows } of pages) {
      const specList = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });
      test(`a visitor reads the Arabic specifications of ${path} in their written order`, async ({ page }) => {
        await page.goto(path);
        for (const row of mixedRows) await expectReadInOrder(valueOf(specList(page), row.label), readingWords(row.value));
      });

      test(`a visitor reads figures quoted in the Arabic text of ${path} in order, and the same as in the spec list`, async ({ page }) => {
        test.skip(!quoting.length, `${path} quotes no product figure in its text`);
        await page.goto(path);
        for (const text of quoting) {
          await expectReadInOrder(page.locator('main').getByText(shown(text), { exact: true }).first(), readingWords(text));
          // Each figure quoted reads as the spec list shows it.
          for (const [, figure] of text.matchAll(new RegExp(`${LRI}([^${PDI}]*)${PDI}`, 'g'))) {
            const row = rows.find((item) => shown(item.value) === figure);
            if (row) await expect(valueOf(specList(page), row.label)).toHaveText(figure!);
          }
        }
      });
    }
  });
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix)).flatMap((name) => {
    const path = join(prefix, name);
    return statSync(join(dir, path)).isDirectory() ? filesUnder(dir, path) : [path];
  });
}

/** The directional formatting characters: embeddings and overrides, isolates, marks. */
const CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
const named = (text: string) =>
  [...text.matchAll(new RegExp(CONTROLS.source, 'gu'))].map((match) => `U+${match[0].codePointAt(0)!.toString(16).toUpperCase()}`);

test('no page’s head, in either language, carries a directional formatting character', () => {
  const pages = filesUnder(CLIENT).filter((path) => path.endsWith('.html'));
  expect(pages.filter((path) => path.startsWith('ar/')).length, 'Arabic pages among them').toBeGreaterThan(5);
  for (const path of pages) {
    const html = readFileSync(join(CLIENT, path), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.length, `${path} has a head`).toBeGreaterThan(0);
    expect(named(head), `${path}: <title>, meta tags and JSON-LD`).toEqual([]);
  }
});

test('the sitemap, the newsroom feed and the search index carry no directional formatting character', () => {
  for (const file of ['sitemap.xml', 'news/feed.xml']) {
    expect(existsSync(join(CLIENT, file)), file).toBe(true);
    expect(named(readFileSync(join(CLIENT, file), 'utf8')), file).toEqual([]);
  }
  // Pagefind writes its fragments, index chunks and metadata gzipped; read each as the browser does.
  const index = filesUnder(join(CLIENT, 'pagefind')).filter((path) => /\.pf_(fragment|index|meta|filter)$/.test(path));
  expect(
    index.some((path) => path.startsWith('fragment/')),
    'the index has fragments',
  ).toBe(true);
  const [first] = pages;
  const arabic: string[] = [];
  for (const path of index) {
    const text = gunzipSync(readFileSync(join(CLIENT, 'pagefind', path))).toString('utf8');
    expect(named(text), `pagefind/${path}`).toEqual([]);
    if (first && text.includes(`"url":"${first.path}"`)) arabic.push(text);
  }
  // An Arabic page whose specifications mix scripts is indexed, words and figures in their written order.
  for (const row of first?.mixedRows ?? []) expect(arabic.join('')).toContain(shown(row.value));
});

// That the headline never sits on a hero's picture is checked on every Arabic page's own visit,
// at every width (heroArtFindings, tests/e2e/every-page.spec.ts).
