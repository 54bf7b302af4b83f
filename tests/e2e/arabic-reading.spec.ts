/**
 * Arabic as a reader sees it (issue 27, docs/decisions/2714): values that mix Arabic and Latin
 * words keep their written order on screen, measured from where the browser draws each word;
 * no directional formatting character reaches a page's head, the sitemap, the feed or the search
 * index; and a hero's headline never sits on its picture.
 */
import { expect, test, type Locator } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

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

for (const width of [390, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a visitor reads Tara Greet’s Arabic specifications in their written order', async ({ page }) => {
      await page.goto('/ar/tara-greet');
      const specs = page.locator('main');
      await expectReadInOrder(valueOf(specs, 'الاتصال'), ['WiFi', 'أو', 'LAN', 'أو', '4G']);
      await expectReadInOrder(valueOf(specs, 'الملاحة'), ['SLAM', 'باستخدام', 'LiDAR', 'وكاميرا', 'العمق']);
      await expectReadInOrder(valueOf(specs, 'الشاشة'), ['شاشة', 'لمس', 'مقاس', '10.1', 'بوصة']);
      // A range is written in words, read from the right like the sentence around it (docs/decisions/3350).
      await expectReadInOrder(valueOf(specs, 'البطارية'), ['من', '6', 'إلى', '8', 'ساعات', 'من']);
    });

    test('a visitor reads figures quoted in Arabic text in order, and the same as in the spec list', async ({ page }) => {
      await page.goto('/ar/tara-greet');
      // The lead quotes the display and the number of languages from the product file, as the spec list shows them.
      await expectReadInOrder(page.locator('main p', { hasText: 'لكنات متعددة' }).first(), ['لكنات', 'مقاس', '10.1', 'بوصة', '32', 'لغة', 'فأكثر']);
      await expectReadInOrder(valueOf(page.locator('main'), 'اللغات'), ['32', 'لغة', 'فأكثر']);
      // /ar/tara lists Tara Greet's connectivity as one of its points.
      await page.goto('/ar/tara');
      await expectReadInOrder(page.locator('main li', { hasText: 'LAN' }).first(), ['WiFi', 'أو', 'LAN', 'أو', '4G']);
    });

    test('a visitor reads Octa Bot’s Arabic scanning specification in its written order', async ({ page }) => {
      await page.goto('/ar/octa-bot');
      await expectReadInOrder(valueOf(page.locator('main'), 'المسح'), ['RFID', 'والرؤية', 'الحاسوبية']);
    });
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
  const arabic: string[] = [];
  for (const path of index) {
    const text = gunzipSync(readFileSync(join(CLIENT, 'pagefind', path))).toString('utf8');
    expect(named(text), `pagefind/${path}`).toEqual([]);
    if (text.includes('"url":"/ar/tara-greet"')) arabic.push(text);
  }
  // The Arabic page whose specifications mix scripts is indexed, words and figures in their written order.
  expect(arabic.join('')).toContain('WiFi أو LAN أو 4G');
});

// That the headline never sits on a hero's picture is checked on every Arabic page's own visit,
// at every width (heroArtFindings, tests/e2e/every-page.spec.ts).
