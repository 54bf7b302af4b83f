/** `talent-network`: a dark panel inviting people to write even without a matching opening, with one button. */
import { action, text } from '../../content/schemas/fields';
import { anchor, kind } from '../../content/schemas/sections/shared';

export const schema = kind('talent-network', 'A dark panel with a heading, a sentence and one button, e.g. the invitation to join the talent network', {
  id: anchor().optional(),
  heading: text('a heading').describe('Heading of the panel (h2)'),
  text: text('a sentence').describe('Invitation to write even without a matching opening'),
  action: action().describe('Button of the panel; it goes to /contact'),
});
