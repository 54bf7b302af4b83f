import { expect, test } from 'vitest';
import { parseSource } from '~/content/source';
import { validate } from '~/content/validate';
import { video } from './schema';

const check = (schema: Parameters<typeof validate>[0], yaml: string) => {
  const result = validate(schema, parseSource('content/pages/example.mdx', `---\n${yaml}\n---\n`));
  return result.ok ? [] : result.problems.map((p) => `${p.line}: ${p.field} — ${p.message}`);
};
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
