/**
 * Small field schemas shared by every collection. Each carries its own "expected …" message so
 * the content check can tell a copywriter exactly what a field wants.
 */
import { z } from 'zod';
import { unsafeUrl } from '../safe-url';

/**
 * The error of a length limit: a text that is too long is reported with its length, the limit
 * and why the limit is there ("title is 78 characters; at most 65 fit in search results"); the
 * field reference (CONTENT.md) reads the phrase given for no text ("a headline of at most 65
 * characters").
 */
export const tooLong = (field: string, noun: string, max: number, why: string) => ({
  error: (issue: { input?: unknown }) =>
    typeof issue.input === 'string' ? `${field} is ${issue.input.length} characters; at most ${max} ${why}` : `expected ${noun} of at most ${max} characters`,
});

/** One line of visible text. */
export const text = (what = 'text') =>
  z.string({ error: `expected ${what}` }).trim().min(1, { error: `expected ${what}` });

/** A date written as YYYY-MM-DD (shown to visitors as readable text). */
export const isoDate = () =>
  z
    .string({ error: 'expected a date like 2024-05-12' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date like 2024-05-12', abort: true })
    .refine(isCalendarDate, { error: 'expected a real calendar date like 2024-05-12' });

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A URL-safe slug: lower-case words joined by hyphens. */
export const slug = () =>
  z.string({ error: 'expected a slug like "tara-care-launch"' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'expected a slug of lower-case letters, digits and hyphens, like "tara-care-launch"',
  });

/**
 * Refuses an address whose scheme would run code or is no address (`javascript:`, `data:`,
 * `vbscript:` …) with the reason and what to write instead (../safe-url.ts, docs/decisions/3300):
 * `.refine(safeAddress)` before a field's own pattern.
 */
export const safeAddress = [(value: string) => !unsafeUrl(value), { error: (issue: { input?: unknown }) => (typeof issue.input === 'string' ? `${JSON.stringify(issue.input)} ${unsafeUrl(issue.input) ?? ''}` : undefined), abort: true }] as const;

/** A link inside the site ("/tara") or outside it ("https://…"), or a mail link. */
export const href = () =>
  z
    .string({ error: 'expected a link like "/contact" or "https://example.com"' })
    .refine(...safeAddress)
    .regex(/^(\/|#|https:\/\/|mailto:|tel:)/, { error: 'expected a link starting with "/", "#", "https://", "mailto:" or "tel:"' });

/** An image stored under content/images/, written as "/images/…" (`refersTo` tells the browser editor to offer an upload). */
export const imagePath = () =>
  z
    .string({ error: 'expected an image path like "/images/tara/learn.svg"' })
    .regex(/^\/images\/[A-Za-z0-9/_.-]+\.(svg|png|jpe?g|webp|avif)$/, {
      error: 'expected an image path under /images/ ending in .svg, .png, .jpg, .webp or .avif',
    })
    .meta({ refersTo: 'images' });

/** An image with its alternative text (empty alt only for decoration). */
export const image = () =>
  z.strictObject({
    /** Path under content/images/, e.g. /images/home/hero-lineup.svg. */
    src: imagePath().describe('Image file under content/images/, written as /images/…'),
    /** What the image shows, for people who cannot see it. */
    alt: z.string({ error: 'expected alternative text describing the image' }).describe('What the image shows, read aloud by screen readers'),
    /** Filled in at build from the file; set only to override. */
    width: z.number().int().positive().optional().describe('Set automatically from the file'),
    height: z.number().int().positive().optional().describe('Set automatically from the file'),
  }, { error: 'expected an image with src and alt' });

export type ImageRef = z.infer<ReturnType<typeof image>>;

export const email = () => z.email({ error: 'expected an e-mail address like info@example.com' });

/** A button or link that acts: a link, or a mail draft with a subject. */
export const action = () =>
  z.union(
    [
      z.strictObject({
        label: text('a button label'),
        href: href().describe('Where the button goes'),
      }),
      z.strictObject({
        label: text('a button label'),
        mail: z
          .enum(['info', 'support', 'sales', 'partnerships', 'careers'], {
            error: 'expected one of the mailboxes: info, support, sales, partnerships, careers',
          })
          .describe('Mailbox from content/site.yaml the draft is addressed to'),
        subject: text('a mail subject').describe('Subject line of the mail draft'),
        body: z.string().optional().describe('Optional first lines of the mail draft'),
      }),
      z.strictObject({
        label: text('a button label'),
        download: href().describe('File the button downloads'),
      }),
    ],
    { error: 'expected a button with label and one of href, mail + subject, or download' },
  );

export type Action = z.output<ReturnType<typeof action>>;

/** Everything a page or item needs for its <head>. */
export const seo = {
  /** The browser tab and search result title. */
  title: text('a page title').max(70, tooLong('title', 'a page title', 70, 'fit in search results')).describe('Browser tab and search result title (≤ 70 characters)'),
  /** The search result and link preview summary. */
  description: text('a page description')
    .max(170, tooLong('description', 'a description', 170, 'show in search results and link previews'))
    .describe('Search result and link preview summary (≤ 170 characters)'),
  /** Image for link previews; defaults to the site's social image. */
  socialImage: imagePath().optional().describe('Link preview image; defaults to the site image'),
};
