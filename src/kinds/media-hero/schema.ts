/** `media-hero`: the dark top of a page — h1, lead and buttons beside a picture or a video, over rings or drifting particles. */
import { z } from 'zod';
import { action, image, text } from '../../content/schemas/fields';
import { kind } from '../../content/schemas/sections/shared';

/** A video shown behind a click-to-load facade; the address is supplied by the company. */
export const video = () =>
  z
    .strictObject({
      title: text('a video title').describe('Accessible title of the video'),
      poster: image().describe('Local image shown until the visitor asks for the video'),
      embedUrl: z
        .string()
        .regex(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, {
          error: 'expected a privacy-enhanced embed address like https://www.youtube-nocookie.com/embed/<video id>',
        })
        .optional()
        .describe('Embed address of the company’s video; leave out until it exists (the poster then shows on its own)'),
      externalUrl: z
        .string()
        .regex(/^https:\/\//, { error: 'expected the video’s page like https://www.youtube.com/watch?v=<video id>' })
        .optional()
        .describe('The same video on the host’s own site'),
      loadLabel: text('a button label like "Play video"').describe('Label of the play button'),
      externalLabel: text('a link label').describe('Label of the link to the host’s site'),
      notice: text('a sentence').describe('Tells the visitor the video comes from a third party and loads only on click'),
    })
    .refine((value) => !value.embedUrl === !value.externalUrl, {
      error: 'expected embedUrl and externalUrl together (both, or neither while the video is not supplied yet)',
      path: ['embedUrl'],
    });

export type Video = z.output<ReturnType<typeof video>>;

export const heroBackdrops = ['rings', 'particles'] as const;

export const schema = kind('media-hero', 'The dark top of a page: eyebrow, h1, lead and buttons beside a picture or a video, over quiet rings or drifting particles', {
  eyebrow: z.string().optional().describe('Small label above the heading'),
  heading: text('a heading').describe("The page's main heading (h1)"),
  lead: z.string().optional().describe('One or two sentences under the heading'),
  actions: z.array(action()).optional().describe('Buttons under the lead; the first is primary'),
  image: image().optional().describe('Illustration beside the text on wide screens, under it on small ones'),
  video: video().optional().describe('A video (or its poster) beside the text, instead of an image'),
  backdrop: z
    .enum(heroBackdrops, { error: `expected a backdrop: ${heroBackdrops.join(', ')}` })
    .default('rings')
    .describe('Drawn behind the text: "rings" (default, quiet rings and grid) or "particles" (a drifting network, animated)'),
}).refine((section) => !(section.image && section.video), { error: 'expected an image or a video, not both', path: ['video'] });
