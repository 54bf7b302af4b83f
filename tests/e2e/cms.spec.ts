/**
 * The browser editor (/admin/, docs/decisions/3200) against its local backend,
 * as a copywriter uses it: every test works in a copy of the project (tests/e2e/cms-backend.ts),
 * so this checkout's files are never written.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Frame, Locator, Page } from '@playwright/test';
import { parseSource } from '~/content/source';
import { allPages } from '~/site-map.server';
import { meta } from '../../scripts/build/built-html';
import { HOSTILE, hostileBodies } from '../fixtures/hostile-bodies';
import { expect, openEditor, publish, test, type Repo } from './cms-backend';
import { literal, news, pageContent, productPages, sectionOf } from './content';

/** `npm run content:check` in the copy: its exit code and what it printed. */
function contentCheck(repo: Repo): { status: number | null; output: string } {
  const result = spawnSync(join(repo.root, 'node_modules', '.bin', 'tsx'), ['scripts/content-check.ts'], { cwd: repo.root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The field of the entry a label names (the first with that label: a section's own come after the page's). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).first();
/** The field a label names in the list item added last. */
const newField = (page: Page, label: string) => page.getByLabel(label, { exact: true }).last();

/**
 * A story of the tests' own, committed in the copy, for the editor to change: no test depends on
 * which stories content/news/ holds today. Its picture is one a real story uses.
 */
const STORY = { slug: 'a-story-to-edit', title: 'A story written for the editor tests', dateLine: 3 };
function plantStory(repo: Repo) {
  const { image } = news()[0]!;
  const file = join('content', 'news', `${STORY.slug}.mdx`);
  writeFileSync(
    join(repo.root, file),
    `---\ntitle: "${STORY.title}"\ndate: 2024-01-15\ncategory: announcements\nexcerpt: A story the editor tests change, one field at a time.\nimage:\n  src: ${image.src}\n  alt: ${image.alt}\n---\n\nIts body, in one paragraph.\n`,
  );
  repo.git('add', file);
  repo.git('commit', '-qm', 'a story to edit', '--allow-empty');
  return file;
}

/** Types `text` over what the field holds, as a copywriter does (select all, type). */
async function retype(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.page().keyboard.insertText(text);
}

test('copywriter edits a news item’s title in the editor: git diff shows that line, and the content check passes', async ({ page, repo }) => {
  const file = plantStory(repo);
  await openEditor(page, repo, `/collections/news/entries/${STORY.slug}`);
  const title = field(page, 'Title');
  const before = STORY.title;
  await expect(title).toHaveValue(before);
  await retype(title, 'Our story, retitled: one line changes');
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();

  expect(repo.git('diff', '--numstat')).toBe(`1\t1\t${file}\n`);
  const changed = repo
    .git('diff', '--unified=0')
    .split('\n')
    .filter((line) => /^[-+](?![-+])/.test(line));
  expect(changed).toEqual([`-title: "${before}"`, '+title: "Our story, retitled: one line changes"']);
  const check = contentCheck(repo);
  expect(check.status, check.output).toBe(0);
});

/**
 * The page a copywriter types here is tests/fixtures/new-page/content/pages/trade-fairs.mdx, the
 * page scripts/copywriter-change.test.ts adds to a copy of the project as one file: there the
 * content check passes, `npm run build` builds it, and the built site serves /trade-fairs with
 * its hero, its cards, its call to action and the product figures they quote. This test proves
 * the other half: what the editor writes is that same page — at the same address, the same front
 * matter once parsed (every field of every section, the sections in order) and the same body —
 * and the content check passes on it here too. A page is built from its parsed file and the rest
 * of content/, the same project in both copies, so the editor's page is the page that test
 * serves; building the whole site again here took about 50 s of a worker for no further claim
 * (issue 29). When either the editor or the fixture changes, the comparison fails.
 */
const NEW_PAGE = join('tests', 'fixtures', 'new-page');
const NEW_PAGE_FILE = join('content', 'pages', 'trade-fairs.mdx');

test('copywriter creates a page with three kinds of sections in the editor; it is the page the copywriter test builds and serves with its text, and the check passes', async ({
  page,
  repo,
}) => {
  await openEditor(page, repo, '/collections/pages/new');
  await field(page, 'Address (optional)').fill('trade-fairs');
  await field(page, 'Title').fill('Trade fairs | iHub Robotics');
  await field(page, 'Description').fill('Where to meet Tara Greet and our other robots at trade fairs this year.');

  const addSection = async (kind: string) => {
    await page.getByRole('button', { name: 'Add sections' }).click();
    await page.getByRole('menuitem', { name: kind, exact: true }).click();
  };
  await addSection('Hero');
  await newField(page, 'Eyebrow (optional)').fill('Events');
  await newField(page, 'Heading').fill('Meet our robots at trade fairs');
  await newField(page, 'Lead (optional)').fill('Tara Greet welcomes visitors at our stand for [[tara-greet.battery|short]] a day.');
  await page.getByRole('button', { name: 'Add actions' }).last().click();
  await newField(page, 'Label').fill('Book a visit');
  await newField(page, 'Href (optional)').fill('/contact');
  await addSection('Feature cards');
  await newField(page, 'Heading').fill('What you can see at our stand');
  await page.getByRole('button', { name: 'Add items' }).last().click();
  await newField(page, 'Title').fill('Conversations');
  await newField(page, 'Icon (optional)').click();
  await page.getByRole('option', { name: 'language', exact: true }).click();
  await newField(page, 'Description').fill('Tara Greet speaks [[tara-greet.languages]] languages.');
  await addSection('CTA');
  await newField(page, 'Heading').fill('Plan your visit');
  await page.getByRole('button', { name: 'Add actions' }).last().click();
  await newField(page, 'Label').fill('Contact us');
  await newField(page, 'Href (optional)').fill('/contact');
  // The page's own text (its MDX body): the last field of that name, after the sections' own.
  await newField(page, 'Text (optional)').fill('Write to us to meet the team at the next fair.\n');
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();

  const file = readFileSync(join(repo.root, NEW_PAGE_FILE), 'utf8');
  expect(file).toContain('  - type: hero\n    eyebrow: Events\n    heading: Meet our robots at trade fairs\n');
  expect(file).not.toContain('address');
  const written = parseSource(NEW_PAGE_FILE, file);
  const fixture = parseSource(NEW_PAGE_FILE, readFileSync(join(NEW_PAGE, NEW_PAGE_FILE), 'utf8'));
  expect(written.problems).toEqual([]);
  expect(written.data).toEqual(fixture.data);
  expect(written.body).toBe(fixture.body);
  const check = contentCheck(repo);
  expect(check.status, check.output).toBe(0);
});

/** The preview frame that draws the entry in `lang`, inside Decap CMS's preview pane. */
async function previewFrame(page: Page, title: string): Promise<Frame> {
  const outer = page.frameLocator('iframe').first();
  const inner = outer.locator(`iframe[title="${title}"]`);
  await expect(inner).toBeAttached();
  const handle = await inner.elementHandle();
  const frame = await handle.contentFrame();
  return frame!;
}

test('translator edits an Arabic page beside its English source: the preview reads right to left', async ({ page, repo }) => {
  // An Arabic product page: its first section is the product's hero.
  const [translated] = productPages('ar');
  test.skip(!translated, 'content/ar/pages/ has no product page');
  const { id, englishPath } = pageContent(translated!.path);
  await openEditor(page, repo, `/collections/pages-ar/entries/${id}`);
  // The page's first section, the product's hero: opened to edit its lead.
  await page.getByText(translated!.product, { exact: true }).locator('xpath=..').getByRole('button').first().click();
  await retype(field(page, 'Lead'), 'روبوت مساعد للمستشفيات. نص تجريبي من المحرر.');
  const arabic = await previewFrame(page, 'The translated page as the site shows it');
  await expect(arabic.getByText('روبوت مساعد للمستشفيات. نص تجريبي من المحرر.')).toBeVisible();
  expect(await arabic.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
  expect(await arabic.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).direction)).toBe('rtl');
  const english = await previewFrame(page, 'The English page it translates');
  // The first sentence of the English lead, as content/ gives it.
  const lead = /^[^.]+\.?/.exec(sectionOf(englishPath, 'product-hero').lead)![0];
  await expect(english.getByText(lead, { exact: false }).first()).toBeVisible();
  expect(await english.evaluate(() => document.documentElement.dir)).toBe('ltr');
  // Only previewed: nothing is written until the translator saves.
  expect(repo.git('status', '--porcelain', '--', 'content')).toBe('');
});

test('a date that is not a date is refused with the content check’s message, and nothing is written', async ({ page, repo }) => {
  const file = plantStory(repo);
  await openEditor(page, repo, `/collections/news/entries/${STORY.slug}`);
  const date = field(page, 'Date (optional)');
  await retype(date, '12 May 2024');
  await publish(page);
  await expect(page.getByText('Date — expected a date like 2024-05-12', { exact: true })).toBeVisible();

  // A date of the right shape that is not in the calendar: the check's own rule refuses it on save.
  await retype(date, '2024-02-30');
  await publish(page);
  await expect(page.getByText(`${file}:${STORY.dateLine} date — expected a real calendar date like 2024-05-12, got "2024-02-30"`)).toBeVisible();
  expect(repo.git('status', '--porcelain', '--', 'content')).toBe('');
});

test('an unknown mailbox is refused with the mailboxes there are, and nothing is written', async ({ page, repo }) => {
  // A button's mailbox is picked from the five of content/site.yaml; a file edited by hand may name another.
  // The first page of content/pages/ with a button to the info mailbox.
  const target = allPages().find((item) => item.lang === 'en' && /\bmail: info\b/.test(readFileSync(item.file, 'utf8')));
  test.skip(!target, 'no page of content/pages/ has a button to the info mailbox');
  const file = join(repo.root, target!.file);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/\bmail: info\b/, 'mail: marketing'));
  repo.git('commit', '-qam', 'a hand-edited mailbox');
  await openEditor(page, repo, `/collections/pages/entries/${target!.id}`);
  await retype(field(page, 'Title'), 'A title typed in the editor | iHub Robotics');
  await publish(page);
  await expect(
    page.getByText(
      new RegExp(
        `${literal(target!.file)}:\\d+ sections\\[#\\d+\\][\\w.#[\\]]*\\.mail — expected one of the mailboxes: info, support, sales, partnerships, careers, got "marketing"`,
      ),
    ),
  ).toBeVisible();
  expect(repo.git('status', '--porcelain', '--', 'content')).toBe('');
});

/** The `title:` of a content file as written. */
const titleOf = (file: string) => /^title: "?(.*?)"?$/m.exec(readFileSync(file, 'utf8'))![1]!;

test('each hostile body of the corpus is refused at save with the check’s message and line, and nothing is written', async ({ page, repo }) => {
  const file = 'content/news/rhino-enters-beta.mdx';
  const bodyLine = parseSource(file, readFileSync(file, 'utf8')).bodyLine;
  await openEditor(page, repo, '/collections/news/entries/rhino-enters-beta');
  for (const [hostile, message] of Object.entries(hostileBodies)) {
    // The hostile file's text below its fields, typed in place of this item's: its lines move with it.
    const source = parseSource(hostile, readFileSync(join(HOSTILE, hostile), 'utf8'));
    const [, line, words] = /^[^:]+:(\d+) body — (.*)$/.exec(message)!;
    await field(page, 'Text (optional)').fill(source.body);
    await publish(page);
    await expect(page.getByText(`${file}:${bodyLine + Number(line) - source.bodyLine} body — ${words!}`)).toBeVisible();
  }
  expect(repo.git('status', '--porcelain', '--', 'content')).toBe('');
});

test('the preview of a text MDX cannot read shows the check’s message with its line, never the parser’s', async ({ page, repo }) => {
  const file = 'content/news/rhino-enters-beta.mdx';
  const bodyLine = parseSource(file, readFileSync(file, 'utf8')).bodyLine;
  await openEditor(page, repo, '/collections/news/entries/rhino-enters-beta');
  await field(page, 'Text (optional)').fill('\nRhino at the fair.\n\nA picture: <img src=x>\n');
  const preview = await previewFrame(page, 'The news item as the site shows it');
  await expect(
    preview.getByText(
      `${file}:${bodyLine + 3} body — put the value of \`src\` in quotes: \`src="x"\`; better, write the image in Markdown with what it shows: \`![what the picture shows](x)\``,
    ),
  ).toBeVisible();
  await expect(preview.getByText(/Unexpected character|before attribute value|acorn/)).toHaveCount(0);
});

/** Changes the editor's address as typing it in the address bar does: the same page, another `#…`. */
const typeAddress = (page: Page, hash: string) => page.evaluate((to) => void (window.location.hash = to), hash);

test('the editor shows and saves the entry of its address, after a typed address, Back and Forward', async ({ page, repo }) => {
  const a = { file: 'content/news/daksha-enters-beta.mdx', hash: '#/collections/news/entries/daksha-enters-beta' };
  const b = { file: 'content/ar/pages/tara-greet.mdx', hash: '#/collections/pages-ar/entries/tara-greet' };
  const shows = async (entry: typeof a) => {
    await expect(page).toHaveURL(new RegExp(`${entry.hash.replace(/[/.]/g, '\\$&')}$`));
    await expect(field(page, 'Title')).toHaveValue(titleOf(entry.file));
  };
  await openEditor(page, repo, a.hash.slice(1));
  await shows(a);
  // Entry B typed into the address bar.
  await typeAddress(page, b.hash);
  await shows(b);
  await page.goBack();
  await shows(a);
  await page.goForward();
  await shows(b);
  // Back over two steps of one page's history at once (B → the news list → A, then back to B).
  await typeAddress(page, '#/collections/news');
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await typeAddress(page, a.hash);
  await shows(a);
  await page.evaluate(() => window.history.go(-2));
  await shows(b);

  await retype(field(page, 'Title'), `${titleOf(b.file)} (edited)`);
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  expect(repo.git('diff', '--name-only')).toBe(`${b.file}\n`);
  expect(readFileSync(join(repo.root, b.file), 'utf8')).toContain(`${titleOf(b.file)} (edited)`);
});

test('no public page loads any of the editor’s code: the editor lives under /admin/ alone', () => {
  const client = join(process.cwd(), 'build', 'client');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
  const all = files(client).map((file) => relative(client, file));
  const editor = all.filter((file) => file.startsWith('admin/'));
  expect(editor).toContain('admin/index.html');
  const publicFiles = all.filter((file) => !file.startsWith('admin/') && /\.(html|js|css|json)$/.test(file));
  expect(publicFiles.length).toBeGreaterThan(50);
  for (const file of publicFiles) {
    const text = readFileSync(join(client, file), 'utf8');
    expect(text, `${file} names the editor's files`).not.toContain('/admin/');
    expect(text, `${file} holds Decap CMS code`).not.toMatch(/decap-cms|DecapCms|netlify-cms/);
  }
  // The editor's page is not in the sitemap nor in the search index.
  expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).not.toContain('/admin');
  const html = readFileSync(join(client, 'admin', 'index.html'), 'utf8');
  expect(meta(html, 'robots')).toBe('noindex, nofollow');
});
