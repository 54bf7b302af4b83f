/** `videos`: demo videos behind click-to-load facades (docs/decisions/0401); a video without an address is not shown (docs/decisions/2711). */
import { z } from 'zod';
import { image, text } from '../../content/schemas/fields';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

const youtubeEmbed = () =>
  z
    .string({ error: 'expected a privacy-enhanced video address like https://www.youtube-nocookie.com/embed/VIDEO_ID' })
    .regex(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(\?[^\s"]*)?$/, {
      error: 'expected a privacy-enhanced video address like https://www.youtube-nocookie.com/embed/VIDEO_ID',
    });

/** The video's own page on the video site: never a search, which would show other people's videos under our name. */
const watchPage = () =>
  z
    .url({ error: 'expected the video’s own page, like https://www.youtube.com/watch?v=VIDEO_ID' })
    .refine((url) => url.startsWith('https://') && !/[?&](search_query|q)=|\/results\b|\/search\b/.test(url), {
      error: 'expected the video’s own page, like https://www.youtube.com/watch?v=VIDEO_ID, not a search',
    });

export const video = () =>
  z.strictObject({
    title: text('a video title').describe('Title of the video (accessible name of the player)'),
    poster: image().describe('Local picture shown until the visitor clicks play'),
    embedUrl: youtubeEmbed()
      .optional()
      .describe('The company’s video on youtube-nocookie.com, played in the page after a click; a video with neither this nor watchUrl is not shown'),
    watchUrl: watchPage()
      .optional()
      .describe('The same video’s own page on the video site (a link beside the player, or the poster’s link when there is no embedUrl)'),
    watchLabel: text('a link label').describe('Label of the link to the video site, e.g. "Watch on YouTube"'),
  });

export type Video = z.output<ReturnType<typeof video>>;

/** Whether a video can be shown: it has an address the company supplied. */
export const hasAddress = (item: Video) => !!(item.embedUrl || item.watchUrl);

export const schema = kind('videos', 'Demo videos, each behind a local poster that loads the player only on click; a video without an address is left out, and a section with none is not shown', {
  ...intro,
  tone: tone('dark'),
  playLabel: text('a button label').describe('Label of the play button, e.g. "Play video"'),
  notice: text('a sentence').describe('Says which company plays the video once the visitor clicks'),
  items: z.array(video()).min(1, { error: 'expected at least one video' }),
});
