import { expect, test } from 'vitest';
import { z } from 'zod';
import { hasAddress, schema as videos, video } from './schema';

const base = {
  type: 'videos',
  heading: 'Videos',
  playLabel: 'Play video',
  notice: 'Plays from YouTube',
  items: [{ title: 'Demo', poster: { src: '/images/products/tara-demo-1.svg', alt: '' }, watchLabel: 'Watch on YouTube' }],
};
const withItem = (fields: Record<string, string>) => ({ ...base, items: [{ ...base.items[0], ...fields }] });

test('a video embed must be a privacy-enhanced youtube-nocookie address', () => {
  expect(z.safeParse(videos, withItem({ embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk' })).success).toBe(true);
  const rejected = z.safeParse(videos, withItem({ embedUrl: 'https://www.youtube.com/embed/abcdefghijk' }));
  expect(rejected.success).toBe(false);
  expect(rejected.error?.issues[0]?.message).toMatch(/privacy-enhanced video address/);
});

test('a video without any address is valid content, and is not shown', () => {
  const parsed = z.parse(videos, base);
  expect(parsed.items.filter(hasAddress)).toEqual([]);
});

test('refuses a YouTube search as the link for a video: it would show other people’s videos under our name', () => {
  for (const url of ['https://www.youtube.com/results?search_query=iHub+Robotics+Tara+Learn', 'https://www.google.com/search?q=tara']) {
    const rejected = z.safeParse(video(), { ...base.items[0], watchUrl: url });
    expect(rejected.success, url).toBe(false);
    expect(rejected.error?.issues[0]?.message).toBe('expected the video’s own page, like https://www.youtube.com/watch?v=VIDEO_ID, not a search');
  }
  expect(z.safeParse(video(), { ...base.items[0], watchUrl: 'https://www.youtube.com/watch?v=abcdefghijk' }).success).toBe(true);
});
