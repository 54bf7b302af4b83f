/** `mailboxes`: the team mailboxes from content/site.yaml as mail links, each with what to write about. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { anchor, kind } from '../../content/schemas/sections/shared';

export const schema = kind('mailboxes', 'Team mailboxes (support, sales, partnerships) as cards that open a mail draft, each saying what to write about', {
  id: anchor().optional(),
  heading: text('a heading').describe('Heading above the mailboxes (h2)'),
  mailboxes: z
    .array(
      z.strictObject({
        mailbox: z
          .enum(['support', 'sales', 'partnerships'], { error: 'expected one of the team mailboxes: support, sales, partnerships' })
          .describe('Mailbox from content/site.yaml'),
        label: text('a team name').describe('Team name, e.g. "Sales"'),
        note: text('a short line').describe('What to write to this team about'),
      }),
    )
    .min(1, { error: 'expected at least one team mailbox' })
    .describe('The mailboxes shown as mail links'),
});
