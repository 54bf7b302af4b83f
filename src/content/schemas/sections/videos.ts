/** `videos`: demo videos behind click-to-load facades (DECISIONS.md #6). */
import { z } from 'zod';
import { image, text } from '../fields';
import { intro, kind, tone } from './shared';

const youtubeEmbed = () =>
  z
    .string({ error: 'expected a privacy-enhanced video address like https://www.youtube-nocookie.com/embed/VIDEO_ID' })
    .regex(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(\?[^\s"]*)?$/, {
      error: 'expected a privacy-enhanced video address like https://www.youtube-nocookie.com/embed/VIDEO_ID',
    });

export const schema = kind('videos', 'Demo videos, each behind a local poster that loads the player only on click', {
  ...intro,
  tone: tone('dark'),
  playLabel: text('a button label').describe('Label of the play button, e.g. "Play video"'),
  notice: text('a sentence').describe('Says which company plays the video once the visitor clicks'),
  items: z
    .array(
      z.strictObject({
        title: text('a video title').describe('Title of the video (accessible name of the player)'),
        poster: image().describe('Local picture shown until the visitor clicks play'),
        embedUrl: youtubeEmbed().optional().describe('The company video on youtube-nocookie.com; until it is set, the poster links to watchUrl instead'),
        watchUrl: z.url({ error: 'expected a https:// address' }).describe('The video (or the company channel) on the video site: the fallback link'),
        watchLabel: text('a link label').describe('Label of the fallback link, e.g. "Watch on YouTube"'),
      }),
    )
    .min(1, { error: 'expected at least one video' }),
});
