import { readFileSync } from 'node:fs';
import { expect, test, vi } from 'vitest';
import { NOT_FOUND_FILE, sitePages } from '~/site-map.server';
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
  const site = readFileSync('content/site.yaml', 'utf8')
    .replace('network: instagram', 'network: myspace')
    .replace('  - heading: Our Brands\n    from: brands', '  - heading: Our Brands');
  const found = messages(siteSchema, site);
  expect(found.some((m) => /socials\[3\]\.network — expected one of facebook, x, linkedin, instagram, got "myspace"/.test(m))).toBe(true);
  expect(found.some((m) => /menu\[3\]/.test(m))).toBe(true);
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

test('a mail action needs a known mailbox and a subject, reported as one line per field', () => {
  expect(action().safeParse({ label: 'Request Demo', mail: 'info', subject: 'TARA Learn Demo Request' }).success).toBe(true);
  expect(messages(action(), 'label: Request Demo\nmail: ceo\nsubject: Hi\n')).toEqual([
    '2 mail — expected one of the mailboxes: info, support, sales, partnerships, careers, got "ceo"',
  ]);
});
