/**
 * `open-positions`: every career posting with a free-text search and a department filter, both
 * kept in the address. Also holds the words every posting page (/careers/<slug>) shares.
 */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { anchor, kind } from '../../content/schemas/sections/shared';

export const schema = kind('open-positions', 'Open positions from content/careers/, each opening in place, with search and a department filter', {
  id: anchor().optional(),
  heading: text('a heading').describe('Heading of the open positions'),
  lead: z.string().optional().describe('One sentence under the heading'),
  search: z
    .strictObject({
      label: text('a field label').describe('Visible label of the search field'),
      placeholder: text('a placeholder').describe('Example shown inside the empty search field'),
    })
    .describe('Free-text search over title, department and location'),
  department: z
    .strictObject({
      label: text('a label').describe('Name of the department filter, e.g. "Department"'),
      all: text('a label').describe('Filter option that shows every department, e.g. "All"'),
    })
    .describe('The department filter'),
  count: text('a sentence')
    .refine((value) => value.includes('{count}'), { error: 'expected the sentence to contain {count}' })
    .describe('Shown above the list; {count} is the number of positions that match'),
  empty: text('a sentence').describe('Shown when nothing matches, e.g. "No jobs matching your criteria"'),
  clear: text('a button label').describe('Resets the search and the department filter, e.g. "Clear filters"'),
  requirements: text('a heading').describe('Heading of the requirements inside an opened position'),
  view: text('a link label').describe('Link from an opened position to its own page'),
  posting: z
    .strictObject({
      title: text('a page title')
        .refine((value) => value.includes('{title}'), { error: 'expected the page title to contain {title}, where the job title goes' })
        .describe('Browser tab title of a posting page; {title} is replaced by the job title'),
      back: text('a link label').describe('Link from a posting back to the careers page, e.g. "← Careers"'),
      facts: z
        .strictObject({
          department: text('a label').describe('Label of the department, e.g. "Department"'),
          location: text('a label').describe('Label of the location, e.g. "Location"'),
          type: text('a label').describe('Label of the employment type, e.g. "Type"'),
          posted: text('a label').describe('Label of the date a position opened, e.g. "Posted"'),
        })
        .describe('Labels of the facts beside a posting'),
      requirements: text('a heading').describe('Heading of the requirements on a posting page'),
      apply: text('a button label').describe('The Apply button (opens a mail draft to the careers mailbox)'),
      subject: text('a mail subject')
        .refine((value) => value.includes('{title}'), { error: 'expected the subject to contain {title}, where the job title goes' })
        .describe('Subject of the application mail draft; {title} is replaced by the job title'),
      body: z.string().optional().describe('Optional first lines of the application mail draft; {title} is replaced by the job title'),
      howTo: text('a heading').describe('Heading of the apply section at the foot of a posting, e.g. "How to apply"'),
      note: text('a sentence').describe('Shown with the Apply button: what the draft is and what to attach'),
    })
    .describe('Words shown on every posting page (/careers/<slug>) and inside opened positions'),
});
