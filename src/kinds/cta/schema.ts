/** `cta`: a band or panel of buttons — demo requests, downloads, consultations, onward links. */
import { z } from 'zod';
import { action, text } from '../../content/schemas/fields';
import { anchor, kind } from '../../content/schemas/sections/shared';

export const schema = kind('cta', 'A call to action: heading, a sentence and buttons, as a full-width band or a rounded panel', {
  id: anchor().optional(),
  eyebrow: z.string().optional().describe('Small label above the heading'),
  heading: text('a heading').describe('Heading (h2)'),
  text: z.string().optional().describe('One or two sentences'),
  style: z
    .enum(['band', 'panel'], { error: 'expected "band" or "panel"' })
    .default('band')
    .describe('"band" (default): full-width band; "panel": a rounded brand-coloured panel inside the page margin'),
  tone: z.enum(['dark', 'light'], { error: 'expected "dark" or "light"' }).default('dark').describe('Band colour: "dark" (default) or "light"'),
  actions: z.array(action()).min(1, { error: 'expected at least one button' }).describe('Buttons; the first is primary. Each opens a mail draft, downloads or links'),
}).meta({ title: 'CTA' });
