/**
 * `hero-carousel`: the top of a page — its statement (h1), a lead and the next steps beside picture
 * slides that advance on their own every 5 seconds (docs/decisions/0300, 2701).
 */
import { z } from 'zod';
import { action, image, text } from '../../content/schemas/fields';
import { kind } from '../../content/schemas/sections/shared';

const slide = z
  .strictObject({
    image: image().describe('The slide picture; its alt text says what it shows'),
    heading: z.string().optional().describe('Overlay heading on screens ≥ 768px; leave out for an image-only slide'),
    tagline: z.string().optional().describe('One line under the overlay heading'),
  })
  .refine((value) => !value.tagline || value.heading, { error: 'expected a heading for the tagline to sit under', path: ['heading'] });

export const schema = kind('hero-carousel', 'The top of a page: its main heading (h1), a lead and buttons beside picture slides with pause, previous and next buttons; a new slide every 5 seconds', {
  eyebrow: z.string().optional().describe('Small label above the heading, e.g. the company name'),
  heading: text('a heading').describe('The page’s main heading (h1): what the company does, in one line'),
  lead: z.string().optional().describe('One or two sentences under the heading'),
  actions: z.array(action()).max(2, { error: 'expected at most 2 buttons: the first step and one other' }).optional().describe('Up to two buttons under the lead: the first is the primary step'),
  label: text('a name for the carousel').describe('Accessible name of the carousel region'),
  slideLabel: text('a slide label')
    .refine((value) => value.includes('{n}') && value.includes('{total}'), { error: 'expected a slide label containing {n} and {total}, like "{n} of {total}"' })
    .describe('How each slide is announced; {n} and {total} are filled in'),
  previousLabel: text('a button label').describe('Accessible name of the previous-slide button'),
  nextLabel: text('a button label').describe('Accessible name of the next-slide button'),
  pauseLabel: text('a button label').describe('Accessible name of the button that stops automatic advance'),
  playLabel: text('a button label').describe('Accessible name of the button that restarts automatic advance'),
  slides: z
    .array(slide, { error: 'expected a list of slides' })
    .min(2, { error: 'expected at least 2 slides' })
    .max(8, { error: 'expected at most 8 slides' })
    .describe('Slides in order; the first loads first'),
});

export type HeroSlide = z.output<typeof slide>;
