/** `hero-carousel`: full-width picture slides at the top of a page, advancing on their own (SPEC.md section 9). */
import { z } from 'zod';
import { image, text } from '../fields';
import { kind } from './shared';

const slide = z
  .strictObject({
    image: image().describe('The slide picture; its alt text says what it shows'),
    heading: z.string().optional().describe('Overlay heading on screens ≥ 768px; leave out for an image-only slide'),
    tagline: z.string().optional().describe('One line under the overlay heading'),
  })
  .refine((value) => !value.tagline || value.heading, { error: 'expected a heading for the tagline to sit under', path: ['heading'] });

export const schema = kind('hero-carousel', 'Picture slides across the top of the page, with pause, previous and next buttons; a new slide every 5 seconds', {
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
