/**
 * `contact-form`: the message form beside the contact details, working hours and the
 * click-to-load map; the page's prose sits under the form as small print.
 */
import { z } from 'zod';
import { image, text } from '../../content/schemas/fields';
import { kind } from '../../content/schemas/sections/shared';

/** Text that must carry a placeholder the page fills in, e.g. "{name}". */
const template = (what: string, placeholder: string) =>
  text(what).refine((value) => value.includes(placeholder), { error: `expected ${what} containing ${placeholder}` });

/** An address on a third-party site (map frame or link): https only. */
const external = (what: string) =>
  z.url({ protocol: /^https$/, error: `expected ${what} starting with https://` }).describe(`${what} (https://…)`);

const details = z
  .strictObject({
    heading: text('a heading').describe('Heading of the contact details card'),
    addressLabel: text('a label').describe('Label above the postal address from content/site.yaml'),
    phoneLabel: text('a label').describe('Label of the phone number (shown only when site.yaml has a phone)'),
    emailLabel: text('a label').describe('Label of the info mailbox link'),
  })
  .describe('Contact details card: address, phone and info mailbox come from content/site.yaml');

const hours = z
  .strictObject({
    heading: text('a heading').describe('Heading of the working hours card'),
    note: z.string().optional().describe('One line under the heading, e.g. the time zone'),
    days: z
      .array(
        z.strictObject({
          days: text('days like "Monday to Friday"').describe('Day or range of days'),
          time: text('hours like "9:00 AM – 6:00 PM" or "Closed"').describe('Opening hours of those days, or "Closed"'),
        }),
        { error: 'expected a list of days with their hours' },
      )
      .min(1, { error: 'expected at least one line of working hours' })
      .describe('One line per day or range of days'),
  })
  .describe('Working hours');

const map = z
  .strictObject({
    heading: text('a heading').describe('Heading above the map'),
    poster: image().describe('Local map illustration shown until the visitor asks for the live map'),
    title: text('a frame title').describe('Accessible title of the map frame'),
    embedUrl: external('the map frame address').describe('Loaded into the frame only after "Show map"'),
    loadLabel: text('a button label').describe('Button that loads the live map, e.g. "Show map"'),
    externalUrl: external('the map link').describe('Where "Open in maps" goes'),
    externalLabel: text('a link label').describe('Label of the link to the map site, e.g. "Open in maps"'),
    notice: text('a sentence').describe('Which company the map comes from'),
  })
  .describe('Click-to-load map: nothing loads from the map service until the visitor asks');

const field = <T extends z.ZodRawShape>(extra: T) =>
  z.strictObject({ label: text('a field label').describe('Visible label of the field'), ...extra });

const form = z
  .strictObject({
    heading: text('a heading').describe('Heading of the form'),
    intro: z
      .strictObject({
        draft: text('a sentence').describe('Shown when the form hands messages to the mail app (no endpoint set)'),
        endpoint: text('a sentence').describe('Shown when the form posts to the endpoint set at build'),
      })
      .describe('One sentence under the heading saying how the message travels'),
    required: text('a short label').describe('Marks a required field, e.g. "Required"'),
    optional: text('a short label').describe('Marks an optional field, e.g. "Optional"'),
    fields: z.strictObject({
      name: field({ missing: text('an error message').describe('Shown under the field when it is empty') }),
      email: field({
        missing: text('an error message').describe('Shown under the field when it is empty'),
        invalid: text('an error message').describe('Shown under the field when it is not an address'),
      }),
      subject: field({}),
      message: field({ missing: text('an error message').describe('Shown under the field when it is empty') }),
    }),
    submit: z.strictObject({
      draft: text('a button label').describe('Submit button when messages go through the mail app'),
      endpoint: text('a button label').describe('Submit button when messages are posted'),
      sending: text('a button label').describe('Submit button while posting'),
      drafted: text('a short status').describe(
        'Submit button once this message is in the mail app, until a field changes: pressing it again opens no second draft (e.g. "Opened in your mail app")',
      ),
    }),
    invalid: z
      .strictObject({
        title: text('an error message').describe("Banner and toast on a failed check, e.g. 'Please fill in all required fields'"),
        email: text('an error message').describe('Extra line when the email address is malformed'),
      })
      .describe('Banner and toast when a check fails'),
    sent: z
      .strictObject({
        banner: text('a sentence').describe("Success banner, e.g. 'Thank you for your message! We will get back to you soon.'"),
        toast: text('a sentence').describe("Success toast, e.g. 'Message sent successfully! We will get back to you soon.'"),
      })
      .describe('Shown only after the endpoint answered 2xx'),
    drafted: z
      .strictObject({
        title: text('a heading').describe('Banner title after the mail draft opened'),
        text: template('a sentence', '{address}').describe('Says the draft is in their mail app and not yet sent; {address} is the info mailbox'),
        toast: text('a sentence').describe('Toast after the mail draft opened'),
        again: text('a link label').describe('Link that opens the same draft again'),
        reset: text('a button label').describe('Button that empties the form'),
      })
      .describe('Shown after the message was handed to the mail app: never says "sent"'),
    failed: z
      .strictObject({
        title: text('a heading').describe('Banner title when posting failed'),
        text: text('a sentence').describe('Reassures that nothing is lost and offers the mail draft'),
        toast: text('a sentence').describe('Toast when posting failed'),
        emailInstead: text('a link label').describe("Link to the same message as a mail draft: 'Send by email instead'"),
        reasons: z
          .strictObject({
            network: text('a sentence').describe('The server could not be reached'),
            timeout: text('a sentence').describe('The server did not answer in time'),
            status: text('a sentence').describe('The server answered with an error'),
          })
          .describe('One line saying what went wrong'),
      })
      .describe('Shown when posting failed: every field is kept'),
    copy: z
      .strictObject({ label: text('a button label'), done: text('a short confirmation') })
      .describe('Button that copies the whole message, for mail apps that cut long drafts'),
    restored: text('a sentence').describe('Shown when a draft was restored after a reload'),
    noScript: z
      .strictObject({
        text: text('a sentence').describe('Shown in place of the intro: the form cannot run here, so write from your own mail app'),
        link: text('a link label').describe('Opens an empty mail to the info mailbox, e.g. "Write to us by email"'),
        subject: text('a mail subject').describe('Subject of that mail, e.g. "Website enquiry" (mail subjects stay in English)'),
        address: text('a label').describe('Before the mailbox address, shown to copy, e.g. "Or copy our address:"'),
      })
      .describe('Without JavaScript, or when the form’s code could not load: a plain mail link and the address instead of the form'),
    mail: z
      .strictObject({
        subject: template('a mail subject', '{name}').describe('Draft subject when the visitor gave none; {name} is their name'),
        nameLabel: text('a label').describe('Label of the name line in the draft body'),
        emailLabel: text('a label').describe('Label of the email line in the draft body'),
      })
      .describe('How the message is written out as a mail draft'),
  })
  .describe('The message form: name, email and message required; it never says a message was sent when it was not');

export const schema = kind('contact-form', 'The message form, with the contact details, working hours and map beside it; the page’s prose shows under the form as small print', {
  prose: z.literal(true, { error: 'expected true: the page’s prose shows under the form' }).optional().describe('true: the page’s prose (MDX body) shows under the form as small print'),
  form,
  details,
  hours,
  map,
});

export type ContactFormCopy = z.output<typeof form>;
