import { expect, test } from 'vitest';
import { z } from 'zod';
import { schema as videos } from './videos';

test('a video embed must be a privacy-enhanced youtube-nocookie address', () => {
  const schema = videos;
  const base = {
    type: 'videos',
    heading: 'Videos',
    playLabel: 'Play video',
    notice: 'Plays from YouTube',
    items: [{ title: 'Demo', poster: { src: '/images/products/tara-demo-1.svg', alt: '' }, watchUrl: 'https://www.youtube.com/', watchLabel: 'Watch' }],
  };
  expect(z.safeParse(schema, base).success).toBe(true);
  const withEmbed = (embedUrl: string) => ({ ...base, items: [{ ...base.items[0], embedUrl }] });
  expect(z.safeParse(schema, withEmbed('https://www.youtube-nocookie.com/embed/abcdefghijk')).success).toBe(true);
  const rejected = z.safeParse(schema, withEmbed('https://www.youtube.com/embed/abcdefghijk'));
  expect(rejected.success).toBe(false);
  expect(rejected.error?.issues[0]?.message).toMatch(/privacy-enhanced video address/);
});
