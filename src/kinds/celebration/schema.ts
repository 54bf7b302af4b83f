/**
 * `celebration`: a toast on arrival and confetti from the upper corners (none for reduced motion).
 * Draws a dark band the toast shows in, so it belongs right after a dark section (the announcement).
 */
import { text } from '../../content/schemas/fields';
import { kind } from '../../content/schemas/sections/shared';

export const schema = kind('celebration', 'On arrival: a toast for 5 s and confetti for 5 s (no confetti when the visitor prefers reduced motion)', {
  title: text('a toast title like "Funding Secured!"').describe('Toast title'),
  description: text('a sentence').describe('Toast text'),
});
