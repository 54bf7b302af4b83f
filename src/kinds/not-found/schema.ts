/** `not-found`: the body of the page shown for an address that does not exist (content/pages/404.mdx). */
import { z } from 'zod';
import { href, text } from '../../content/schemas/fields';
import { kind } from '../../content/schemas/sections/shared';

export const schema = kind('not-found', 'A large "404", the page’s main heading (h1), a sentence, a link home and suggested pages; logs the missed address to the console', {
  heading: text('a heading').describe('The page’s main heading (h1), e.g. "Page not found"'),
  text: text('a sentence').describe('One sentence under the heading'),
  homeLabel: text('a link label').describe('The button back to the home page'),
  consoleMessage: text('a console message').describe('Logged to the browser console with the attempted path'),
  suggestionsHeading: text('a heading').describe('Heading above the suggested pages'),
  suggestions: z
    .array(z.strictObject({ label: text('a label').describe('Visible text of the link'), href: href().describe('Where it leads') }))
    .describe('Suggested pages, as a row of links'),
});
