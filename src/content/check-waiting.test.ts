/**
 * "Waiting for the company" (docs/decisions/2710): the content check's to-do list of what the
 * company has counted but not named, and of the videos it has mentioned without an address. Warnings, never
 * problems; their wording is pinned here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, vi } from 'vitest';
import { checkContent } from './check';
import { undatedWarning, WAITING, waitingWarnings } from './check-waiting';
import { formatProblem, readEntry } from './read';
import { pageSchema } from './schemas/page';
import { parseSource } from './source';
import { validate } from './validate';
import { sitePages } from '../site-map.server';

// One test runs the whole content check (every file, every body): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** The waiting warnings of a page written here, as `npm run content:check` prints them. */
function waitingOf(frontMatter: string): string[] {
  const source = parseSource('content/pages/example.mdx', `---\ntitle: Example page\ndescription: A page to test the to-do list.\nsections:\n${frontMatter}---\n`);
  const result = validate(pageSchema, source);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return waitingWarnings(source, result.data).map((warning) => `warning: ${formatProblem(warning)}`);
}

test('lists each client or partner not yet named, and the logo of one named without it', () => {
  const page = `  - type: organisations
    heading: Trusted clients
    total: 3
    totalLabel: organisations
    entries:
      - { name: Example Hospital }
`;
  expect(waitingOf(page)).toMatchInlineSnapshot(`
    [
      "warning: content/pages/example.mdx:10 sections[#1].entries[#1] — waiting for the company: the logo of Example Hospital in "Trusted clients" (the tile shows its name until then)",
      "warning: content/pages/example.mdx:9 sections[#1].entries — waiting for the company: organisation 2 of 3 in "Trusted clients" — its name and logo, once it agrees to be listed (add it under entries: as { name: …, logo: … })",
      "warning: content/pages/example.mdx:9 sections[#1].entries — waiting for the company: organisation 3 of 3 in "Trusted clients" — its name and logo, once it agrees to be listed (add it under entries: as { name: …, logo: … })",
    ]
  `);
});

test('lists each leader and partner not yet named, and the portrait of a leader named without one', () => {
  const page = `  - type: leaders
    heading: Leadership
    total: 2
    totalLabel: leaders
    items:
      - { name: A. Example, role: Chief Executive Officer }
  - type: partners
    heading: Partners in India
    total: 1
    totalLabel: partners in India
`;
  expect(waitingOf(page)).toMatchInlineSnapshot(`
    [
      "warning: content/pages/example.mdx:10 sections[#1].items[#1] — waiting for the company: the portrait of A. Example in "Leadership"",
      "warning: content/pages/example.mdx:9 sections[#1].items — waiting for the company: leader 2 of 2 in "Leadership" — name, role and portrait (add under items: as { name: …, role: …, portrait: … })",
      "warning: content/pages/example.mdx:13 sections[#2].total — waiting for the company: partner 1 of 1 in "Partners in India" — name and label, Academic, Research or Industry (add under items: as { name: …, kind: … })",
    ]
  `);
});

test('lists each video without an address; one with its embed address waits for nothing', () => {
  const page = `  - type: videos
    heading: Demo videos
    playLabel: Play video
    notice: Plays from YouTube once you press play.
    items:
      - { title: Demo 1, poster: { src: /images/products/tara-demo-1.svg, alt: "" }, watchLabel: Watch on YouTube }
      - { title: Demo 2, poster: { src: /images/products/tara-demo-2.svg, alt: "" }, watchLabel: Watch on YouTube, watchUrl: "https://www.youtube.com/watch?v=abcdefghijk" }
      - { title: Demo 3, poster: { src: /images/products/tara-demo-2.svg, alt: "" }, watchLabel: Watch on YouTube, embedUrl: "https://www.youtube-nocookie.com/embed/abcdefghijk" }
  - type: media-hero
    heading: In India
    video:
      title: India video
      poster: { src: /images/locations/india-video-poster.svg, alt: "" }
      loadLabel: Play video
      externalLabel: Watch on YouTube
      notice: Loads on click.
`;
  expect(waitingOf(page)).toMatchInlineSnapshot(`
    [
      "warning: content/pages/example.mdx:10 sections[#1].items[#1] — waiting for the company: the address of the video "Demo 1" in "Demo videos": embedUrl: https://www.youtube-nocookie.com/embed/<video id> (it is not shown until then)",
      "warning: content/pages/example.mdx:11 sections[#1].items[#2] — waiting for the company: the address of the video "Demo 2" in "Demo videos": embedUrl: https://www.youtube-nocookie.com/embed/<video id> (it links to its page until then)",
      "warning: content/pages/example.mdx:15 sections[#2].video — waiting for the company: the address of the video "India video": embedUrl: https://www.youtube-nocookie.com/embed/<video id> and externalUrl: its page on the video site (its poster shows alone until then)",
    ]
  `);
});

test('a group whose every member is named, each with logo or portrait, waits for nothing', () => {
  const page = `  - type: organisations
    heading: Supported By
    total: 1
    totalLabel: partners
    entries:
      - { name: Example Fund, logo: { src: /images/news/funding.svg, alt: Example Fund } }
  - type: leaders
    heading: Leadership
    total: 1
    totalLabel: leaders
    items:
      - { name: A. Example, role: Chief Executive Officer, portrait: { src: /images/news/funding.svg, alt: A. Example } }
`;
  expect(waitingOf(page)).toEqual([]);
});

test('the committed content passes, and the check lists what each English page, story and posting waits for as warnings, never as problems', async () => {
  // What the company has yet to supply changes as it supplies it: read from content/, never counted here.
  const { problems, warnings } = await checkContent(process.cwd());
  expect(problems).toEqual([]);
  const expected = sitePages().flatMap(({ file }) => {
    const read = readEntry(process.cwd(), file, pageSchema);
    return read.ok ? waitingWarnings(read.entry.source, read.entry.data) : [];
  });
  for (const collection of ['news', 'careers'] as const)
    for (const name of readdirSync(`content/${collection}`).filter((file) => /\.mdx?$/.test(file))) {
      const file = `content/${collection}/${name}`;
      expected.push(...undatedWarning(parseSource(file, readFileSync(file, 'utf8')), collection));
    }
  const listed = warnings.filter((item) => item.message.startsWith(WAITING));
  expect(listed.map(formatProblem).sort()).toEqual(expected.map(formatProblem).sort());
});

test('a story or a posting without its date waits for it, at its title; one with a date waits for nothing', () => {
  const undated = (file: string, text: string) => undatedWarning(parseSource(file, text), file.startsWith('content/news/') ? 'news' : 'careers').map((warning) => `warning: ${formatProblem(warning)}`);
  expect(undated('content/news/example.mdx', '---\ncategory: press\ntitle: Example story\n---\n')).toEqual([
    'warning: content/news/example.mdx:3 date — waiting for the company: the date of this story — add date: YYYY-MM-DD once the company gives it (no date is shown until then)',
  ]);
  expect(undated('content/careers/example.mdx', '---\ntitle: Example role\n---\n')).toEqual([
    'warning: content/careers/example.mdx:2 posted — waiting for the company: the date this position opened — add posted: YYYY-MM-DD once the company gives it (no date is shown until then)',
  ]);
  expect(undated('content/news/example.mdx', '---\ntitle: Example story\ndate: 2024-05-12\n---\n')).toEqual([]);
});
