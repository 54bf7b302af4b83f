import { readFileSync } from 'node:fs';
import { expect, test, vi } from 'vitest';
import { NOT_FOUND_FILE, sitePages } from '~/site-map.server';
import { loadSite } from '~/content/load.server';
import { readEntry } from '~/content/read';
import { pageSchema } from './page';
import { parseSource } from '~/content/source';
import { validate } from '~/content/validate';
import { careerSchema } from './careers';
import { action, href, isoDate } from './fields';
import { newsSchema } from './news';
import { siteSchema } from './site';

// These tests read every content file, some run the whole check: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** Validates YAML written inline, as if it were a content file, and returns its messages. */
function messages(schema: Parameters<typeof validate>[0], yaml: string): string[] {
  const result = validate(schema, parseSource('test.yaml', yaml));
  return result.ok ? [] : result.problems.map((p) => `${p.line} ${p.field} — ${p.message}`);
}

const news = `title: Tara Greet speaks 32+ languages
date: 2024-03-14
category: announcements
excerpt: Tara Greet now answers visitors in 32+ languages.
image: { src: /images/news/funding.svg, alt: A robot }
`;

test('every page file satisfies its own schema', () => {
  for (const file of [...sitePages().map((page) => page.file), NOT_FOUND_FILE]) {
    // Read as the build reads it: quoted product figures filled in before lengths are checked.
    const result = readEntry(process.cwd(), file, pageSchema);
    expect(result.ok ? [] : result.problems, file).toEqual([]);
  }
});

test('the site settings satisfy the site schema', () => {
  expect(messages(siteSchema, readFileSync('content/site.yaml', 'utf8'))).toEqual([]);
});

test('the site schema rejects an unknown social network and a menu group without links', () => {
  // Counted from 1 in messages ([#n]). The last social network and the first menu group drawn from a list (brands, socials), wherever content/site.yaml has them.
  const text = readFileSync('content/site.yaml', 'utf8');
  const networks = [...text.matchAll(/^(\s+- network: )\w+$/gm)];
  const last = networks.at(-1)!;
  const drawn = loadSite().menu.findIndex((group) => 'from' in group);
  expect(networks.length, 'socials in content/site.yaml').toBeGreaterThan(0);
  expect(drawn, 'a menu group drawn from a list in content/site.yaml').toBeGreaterThanOrEqual(0);
  const site = `${text.slice(0, last.index)}${last[1]}myspace${text.slice(last.index + last[0].length)}`.replace(/^(\s+- heading: [^\n]*\n)\s+from: \w+\n/m, '$1');
  const found = messages(siteSchema, site);
  expect(found.some((m) => new RegExp(`socials\\[#${networks.length}\\]\\.network — expected one of facebook, x, linkedin, instagram, got "myspace"`).test(m))).toBe(true);
  expect(found.some((m) => m.includes(`menu[#${drawn + 1}]`))).toBe(true);
});

test('a news item with all required fields passes, with featured optional', () => {
  expect(messages(newsSchema, news)).toEqual([]);
  expect(messages(newsSchema, `${news}featured: true\n`)).toEqual([]);
});

test('a news item names each missing field once', () => {
  expect(messages(newsSchema, 'featured: true\n')).toEqual([
    '1 title — required field is missing (expected a headline)',
    '1 category — required field is missing (expected one of the categories: announcements, press, funding, events, awards, partnerships)',
    '1 excerpt — required field is missing (expected a one- or two-sentence summary)',
    '1 image — required field is missing (expected an image with src and alt)',
  ]);
});

test('a headline too long for search results says its length and the limit', () => {
  const long = 'Tara Greet welcomes visitors at the largest robotics trade fair of the year';
  expect(messages(newsSchema, news.replace('title: Tara Greet speaks 32+ languages', `title: ${long}`))).toEqual([
    `1 title — title is ${long.length} characters; at most 65 fit in search results, where the headline is the page title`,
  ]);
});

test('a job posting must be Full-time and list its requirements', () => {
  const posting = `title: Engineer\ndepartment: Research\nlocation: Riyadh\ntype: Part-time\nposted: 2024-01-02\ndescription: Build robots.\nrequirements: []\n`;
  expect(messages(careerSchema, posting)).toEqual([
    '4 type — expected "Full-time", got "Part-time"',
    '7 requirements — expected at least one requirement, got a list of 0',
  ]);
});

test('dates must be real calendar days written as YYYY-MM-DD', () => {
  expect(isoDate().safeParse('2024-02-29').success).toBe(true);
  expect(isoDate().safeParse('2023-02-29').success).toBe(false);
  expect(isoDate().safeParse('12/05/2024').success).toBe(false);
});

test('links must be site paths, anchors, https, mailto or tel', () => {
  for (const ok of ['/contact', '#specs', 'https://example.com', 'mailto:a@b.co', 'tel:+91']) expect(href().safeParse(ok).success, ok).toBe(true);
  for (const bad of ['contact', 'http://example.com', 'javascript:alert(1)']) expect(href().safeParse(bad).success, bad).toBe(false);
});

test('a link field that would run code or is no address says so, with its line and what to write instead', () => {
  const button = (address: string) => `label: Go\nhref: "${address}"\n`;
  expect(messages(action(), button('javascript:alert(document.cookie)'))).toEqual([
    '2 href — "javascript:alert(document.cookie)" starts with `javascript:`, which would run code in the visitor\'s browser; write a page of this site (`/contact`), a web address (`https://…`), an e-mail address (`mailto:…`) or a phone number (`tel:…`)',
  ]);
  expect(messages(action(), button('data:text/html,<script>alert(1)</script>'))).toEqual([
    '2 href — "data:text/html,<script>alert(1)</script>" starts with `data:`, which is not an address a visitor can follow; write a page of this site (`/contact`), a web address (`https://…`), an e-mail address (`mailto:…`) or a phone number (`tel:…`)',
  ]);
  expect(messages(action(), button(' VBScript:msgbox'))[0]).toMatch(/^2 href — " VBScript:msgbox" starts with `vbscript:`, which would run code/);
  const site = readFileSync('content/site.yaml', 'utf8').replace(/^url: .*$/m, 'url: "javascript:alert(1)"');
  expect(messages(siteSchema, site)).toEqual([`${site.split('\n').findIndex((line) => line.startsWith('url:')) + 1} url — expected the site address like https://www.example.com, got "javascript:alert(1)"`]);
});

test('a mail action needs a known mailbox and a subject, reported as one line per field', () => {
  expect(action().safeParse({ label: 'Request Demo', mail: 'info', subject: 'TARA Learn Demo Request' }).success).toBe(true);
  expect(messages(action(), 'label: Request Demo\nmail: ceo\nsubject: Hi\n')).toEqual([
    '2 mail — expected one of the mailboxes: info, support, sales, partnerships, careers, got "ceo"',
  ]);
});
