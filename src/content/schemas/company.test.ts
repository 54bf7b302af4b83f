import { expect, test } from 'vitest';
import { parseSource } from '../source';
import { validate } from '../validate';
import { leader, partner, video } from './company';
import { schema as funding } from './pages/funding';

const check = (schema: Parameters<typeof validate>[0], yaml: string) => {
  const result = validate(schema, parseSource('content/pages/example.mdx', `---\n${yaml}\n---\n`));
  return result.ok ? [] : result.problems.map((p) => `${p.line}: ${p.field} — ${p.message}`);
};

test('accepts a leader with a role and no name, as DECISIONS.md #16 asks', () => {
  expect(check(leader(), 'role: Chief Technology Officer\nshort: CTO\nfocus: Leads robot design.')).toEqual([]);
});

test('rejects a short role too long to fit the avatar', () => {
  expect(check(leader(), 'role: Chief Technology Officer\nshort: CHIEF\nfocus: Leads robot design.')).toMatchInlineSnapshot(`
    [
      "3: short — expected a short role of at most 4 characters, like "CTO", got "CHIEF"",
    ]
  `);
});

test('rejects a partner labelled other than Academic, Research or Industry', () => {
  expect(check(partner(), 'kind: Government\ndescription: Ministry\nplace: Kochi')).toMatchInlineSnapshot(`
    [
      "2: kind — expected one of Academic, Research, Industry, got "Government"",
    ]
  `);
});

const poster = 'poster: { src: /images/locations/india-video-poster.svg, alt: Tara }';
const labels = 'loadLabel: Play video\nexternalLabel: Watch on YouTube\nnotice: Loads on click.';

test('accepts a video without an address while the company has not supplied one', () => {
  expect(check(video(), `title: India\n${poster}\n${labels}`)).toEqual([]);
});

test('rejects a video address without the link to the host’s own page', () => {
  expect(check(video(), `title: India\n${poster}\nembedUrl: https://www.youtube-nocookie.com/embed/abc\n${labels}`)).toMatchInlineSnapshot(`
    [
      "4: embedUrl — expected embedUrl and externalUrl together (both, or neither while the video is not supplied yet), got "https://www.youtube-nocookie.com/embed/abc"",
    ]
  `);
});

test('rejects a video address that is not a privacy-enhanced embed', () => {
  const problems = check(video(), `title: India\n${poster}\nembedUrl: https://www.youtube.com/watch?v=abc\nexternalUrl: https://www.youtube.com/watch?v=abc\n${labels}`);
  expect(problems[0]).toContain('expected a privacy-enhanced embed address');
});

test('rejects a physical AI card without exactly one centre tile', () => {
  const page = `title: t\ndescription: d
hero: { heading: Funding Announcement, amount: $0.5 Million, round: Pre-Seed Funding, source: from the USA, flag: { src: /images/company/us-flag.svg, alt: flag } }
toast: { title: Funding Secured!, description: d }
physicalAi:
  heading: WE ARE BUILDING PHYSICAL AI
  tiles:
    - { icon: brain, label: AI Brain }
    - { icon: robot, label: Robotics }
    - { icon: eye, label: Perception }
    - { icon: chip, label: Computing }
    - { icon: spark, label: Physical AI }
    - { icon: bolt, label: Energy }
news: { eyebrow: e, title: t, text: x, link: { label: Read, href: /news/pre-seed-funding-round } }
cta: { heading: h, actions: [{ label: Contact us, href: /contact }] }`;
  expect(check(funding, page)).toEqual([expect.stringContaining('physicalAi.tiles — expected exactly one tile with "centre: true"')]);
});
