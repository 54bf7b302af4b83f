/** content/pages/careers.mdx: the careers page (/careers) and the words every posting page shares. */
import { z } from 'zod';
import { hero } from '../blocks';
import { action, seo, text } from '../fields';

export const reasonIcons = ['field', 'stack', 'regions'] as const;

const reasons = z
  .strictObject({
    heading: text('a heading').describe('Heading of the reasons section'),
    items: z
      .array(
        z.strictObject({
          /** Drawing shown beside the reason. */
          icon: z.enum(reasonIcons, { error: `expected one of the icons: ${reasonIcons.join(', ')}` }).describe(`One of: ${reasonIcons.join(', ')}`),
          title: text('a short title').describe('The reason in a few words'),
          text: text('a sentence or two').describe('Why it matters'),
        }),
        { error: 'expected a list of reasons' },
      )
      .length(3, { error: 'expected exactly three reasons' })
      .describe('Three reasons to join'),
  })
  .describe('Three reasons to join');

const positions = z
  .strictObject({
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
    empty: text('a sentence').describe('Shown when nothing matches (SPEC.md: "No jobs matching your criteria")'),
    clear: text('a button label').describe('Resets the search and the department filter (SPEC.md: "Clear filters")'),
    requirements: text('a heading').describe('Heading of the requirements inside an opened position'),
    view: text('a link label').describe('Link from an opened position to its own page'),
  })
  .describe('The list of open positions');

export const schema = z.strictObject({
  ...seo,
  hero: hero(),
  reasons,
  positions,
  talent: z
    .strictObject({
      heading: text('a heading').describe('Heading of the talent-network panel'),
      text: text('a sentence').describe('Invitation to write even without a matching opening'),
      action: action().describe('Button of the panel; SPEC.md sends it to /contact'),
    })
    .describe('The talent-network panel under the positions'),
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

export type CareersPage = z.infer<typeof schema>;
