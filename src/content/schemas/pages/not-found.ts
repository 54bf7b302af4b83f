import { z } from 'zod';
import { text } from '../fields';

export const schema = z.strictObject({
  title: text('a page title'),
  description: text('a page description'),
  heading: text('a heading'),
  text: text('a sentence'),
  homeLabel: text('a link label'),
  consoleMessage: text('a console message').describe('Logged with the attempted path'),
  suggestionsHeading: text('a heading'),
  suggestions: z.array(z.strictObject({ label: text('a label'), href: z.string() })),
});
