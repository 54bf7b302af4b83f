import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, expect, test } from 'vitest';
import { compareFiles, pdfText } from './files';
import { unified } from './line-diff';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(files: Record<string, string | Uint8Array> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'files-'));
  dirs.push(dir);
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), data);
  }
  return dir;
}

async function pdf(lines: string[], pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([400, 400]);
    lines.forEach((line, i) => page.drawText(`${line}${pages > 1 ? ` ${p + 1}` : ''}`, { x: 20, y: 360 - i * 20, size: 12, font }));
  }
  return doc.save();
}

function png(color: [number, number, number], box?: [number, number]): Uint8Array {
  const image = new PNG({ width: 40, height: 20 });
  for (let i = 0; i < image.data.length; i += 4) {
    const x = (i / 4) % 40;
    const y = Math.floor(i / 4 / 40);
    const inBox = box && x >= box[0] && x < box[0] + 5 && y >= box[1] && y < box[1] + 5;
    image.data.set(inBox ? [0, 0, 0, 255] : [...color, 255], i);
  }
  return PNG.sync.write(image);
}

const feed = (title: string) =>
  `<?xml version="1.0"?>\n<rss version="2.0">\n  <channel>\n    <title>News</title>\n    <item>\n      <title>${title}</title>\n    </item>\n  </channel>\n</rss>\n`;

test('reads the text of a PDF line by line, pages in order', async () => {
  expect(await pdfText(await pdf(['Rhino', 'Payload 500 kg'], 2))).toEqual([
    'Rhino 1',
    'Payload 500 kg 1',
    '--- page 2 ---',
    'Rhino 2',
    'Payload 500 kg 2',
  ]);
});

test('compares PDFs by their text, the feed by its lines and link-preview cards by their pixels', async () => {
  const before = folder({
    'downloads/a.pdf': await pdf(['Rhino', 'Payload 500 kg']),
    'downloads/same.pdf': await pdf(['Same']),
    'downloads/gone.pdf': await pdf(['Gone']),
    'news/feed.xml': feed('Old headline'),
    'sitemap.xml': '<?xml version="1.0"?>\n<urlset><url>a</url></urlset>\n',
    'og/news-a.png': png([255, 255, 255]),
    'og/same.png': png([10, 20, 30]),
  });
  const after = folder({
    'downloads/a.pdf': await pdf(['Rhino', 'Payload 600 kg']),
    // Other bytes (a new creation date), the same text: not a change.
    'downloads/same.pdf': await pdf(['Same']),
    'news/feed.xml': feed('New headline'),
    'sitemap.xml': '<?xml version="1.0"?>\n<urlset><url>b</url></urlset>\n',
    'og/news-a.png': png([255, 255, 255], [10, 5]),
    'og/same.png': png([10, 20, 30]),
  });
  const screens = folder();
  const files = await compareFiles(before, after, screens);
  expect(files.pdfs.map((f) => [f.path, f.status])).toEqual([
    ['downloads/a.pdf', 'changed'],
    ['downloads/gone.pdf', 'removed'],
  ]);
  expect(unified(files.pdfs[0]!.text, 0)).toEqual(['- Payload 500 kg', '+ Payload 600 kg']);
  // The sitemap is no feed.
  expect(files.feeds.map((f) => f.path)).toEqual(['news/feed.xml']);
  expect(unified(files.feeds[0]!.text, 0)).toEqual(['- <title>Old headline</title>', '+ <title>New headline</title>']);
  expect(files.images).toEqual([
    {
      path: 'og/news-a.png',
      status: 'changed',
      changed: 25 / 800,
      before: 'card-news-a-before.png',
      after: 'card-news-a-after.png',
      diff: 'card-news-a-diff.png',
    },
  ]);
  expect(readdirSync(screens).sort()).toEqual(['card-news-a-after.png', 'card-news-a-before.png', 'card-news-a-diff.png']);
});

/** A spec sheet as scripts/build/pdfs.ts draws one: figures over their labels in boxes, then a table of label and value. */
async function specSheet(battery: string, weight: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  [battery, weight].forEach((value, i) => page.drawText(value, { x: 48 + i * 170, y: 700, size: 18, font }));
  ['Active use', 'Weight'].forEach((label, i) => page.drawText(label, { x: 48 + i * 170, y: 680, size: 9, font }));
  page.drawText('Battery', { x: 48, y: 600, size: 10.5, font });
  page.drawText(`${battery} of active use`, { x: 238, y: 600, size: 10.5, font });
  return doc.save();
}

test('a PDF diff keeps each label with its value: table rows on one line, figures with the label under them', async () => {
  expect(await pdfText(await specSheet('6-8 hours', 'About 40 kg'))).toEqual([
    '6-8 hours · Active use   About 40 kg · Weight',
    'Battery · 6-8 hours of active use',
  ]);
  const files = await compareFiles(
    folder({ 'downloads/tara-greet-brochure.pdf': await specSheet('6-8 hours', 'About 40 kg') }),
    folder({ 'downloads/tara-greet-brochure.pdf': await specSheet('7-9 hours', 'About 40 kg') }),
    folder(),
  );
  expect(unified(files.pdfs[0]!.text, 0)).toEqual([
    '- 6-8 hours · Active use   About 40 kg · Weight',
    '- Battery · 6-8 hours of active use',
    '+ 7-9 hours · Active use   About 40 kg · Weight',
    '+ Battery · 7-9 hours of active use',
  ]);
});
