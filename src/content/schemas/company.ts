/**
 * Blocks of the company pages (/robotics, /point-ai-education, /funding and the four presence
 * pages). Each page schema under ./pages/ picks the blocks it shows.
 */
import { z } from 'zod';
import { action, href, image, text } from './fields';

/** Icons drawn for the company pages; a card names one of them. */
export const glyphNames = [
  'globe',
  'team',
  'trophy',
  'target',
  'factory',
  'language',
  'school',
  'book',
  'lab',
  'hospital',
  'reception',
  'warehouse',
  'retail',
  'shield',
  'handshake',
  'brain',
  'robot',
  'eye',
  'chip',
  'spark',
  'bolt',
  'briefcase',
  'mail',
  'pin',
  'clock',
] as const;

export type GlyphName = (typeof glyphNames)[number];

export const glyph = () => z.enum(glyphNames, { error: `expected one of the icons: ${glyphNames.join(', ')}` });

/** Eyebrow, heading and lead at the top of a section. */
export const sectionIntro = () =>
  z.strictObject({
    eyebrow: z.string().optional().describe('Small label above the section heading'),
    heading: text('a section heading').describe('The section heading (h2)'),
    lead: z.string().optional().describe('One or two sentences under the heading'),
  });

export type SectionIntro = z.infer<ReturnType<typeof sectionIntro>>;

/** A link written in content: visible label and where it goes. */
export const link = () =>
  z.strictObject({
    label: text('a link label').describe('Visible text of the link'),
    href: href().describe('Where the link goes'),
  });

/** A headline figure such as "50+ Countries". */
export const stat = () =>
  z.strictObject({
    value: text('a figure like "50+"').describe('The figure, written as shown, e.g. "50+"'),
    label: text('a label like "Countries"').describe('What the figure counts'),
  });

export type Stat = z.infer<ReturnType<typeof stat>>;

/** A card with an icon, a title, a short text and an optional link. */
export const card = () =>
  z.strictObject({
    icon: glyph().optional().describe('Icon drawn above the title'),
    title: text('a card title').describe('Card title (h3)'),
    text: text('a sentence or two').describe('Card text'),
    link: link().optional().describe('Optional link at the foot of the card'),
  });

export type Card = z.infer<ReturnType<typeof card>>;

/** A group of cards under a section intro. */
export const cardSection = () =>
  z.strictObject({
    intro: sectionIntro(),
    cards: z.array(card(), { error: 'expected a list of cards' }).min(1, { error: 'expected at least one card' }).describe('The cards, in order'),
  });

/** A closing call to action: heading, text and one or more buttons. */
export const cta = () =>
  z.strictObject({
    heading: text('a heading').describe('Heading of the closing band (h2)'),
    text: z.string().optional().describe('One or two sentences under the heading'),
    actions: z.array(action(), { error: 'expected a list of buttons' }).min(1, { error: 'expected at least one button' }).describe('Buttons, the first is primary'),
  });

export type Cta = z.infer<ReturnType<typeof cta>>;

/**
 * A leader card. DECISIONS.md #16: until the company supplies names, a card shows the role and a
 * role avatar; name and portrait are optional so a copywriter adds them later.
 */
export const leader = () =>
  z.strictObject({
    role: text('a role like "Chief Technology Officer"').describe('The leader’s role, always shown'),
    short: z
      .string({ error: 'expected a short role like "CTO"' })
      .trim()
      .min(1, { error: 'expected a short role like "CTO"' })
      .max(4, { error: 'expected a short role of at most 4 characters, like "CTO"' })
      .describe('Up to 4 letters shown in the avatar while there is no name or portrait, e.g. "CTO"'),
    name: z.string().trim().min(1, { error: 'expected a name, or remove the field' }).optional().describe('Full name; leave out until the company supplies it'),
    portrait: image().optional().describe('Portrait photo; without it the card shows initials (or the short role)'),
    focus: text('a sentence').describe('What the leader is responsible for'),
  });

export type Leader = z.infer<ReturnType<typeof leader>>;

export const partnerKinds = ['Academic', 'Research', 'Industry'] as const;

/** A partner entry: its kind and place; the name only once the company supplies it (DECISIONS.md #16). */
export const partner = () =>
  z.strictObject({
    kind: z.enum(partnerKinds, { error: 'expected one of Academic, Research, Industry' }).describe('Label shown on the card'),
    description: text('the kind of organisation, like "Engineering college"').describe('What kind of organisation the partner is'),
    place: text('a city').describe('Where the partner is'),
    name: z.string().trim().min(1, { error: 'expected a name, or remove the field' }).optional().describe('Partner’s name; leave out until the company supplies it'),
  });

export type Partner = z.infer<ReturnType<typeof partner>>;

/** An office or R&D centre: its place and what it is. */
export const centre = () =>
  z.strictObject({
    name: text('a place like "Kochi"').describe('Where the centre is'),
    title: text('what the centre is, like "R&D centre"').describe('What the centre is'),
  });

/** One line of opening hours. */
export const hoursRow = () =>
  z.strictObject({
    days: text('days like "Monday to Friday"').describe('The days this line covers'),
    hours: text('hours like "9:00 AM – 6:00 PM IST" or "Closed"').describe('Opening hours on those days'),
  });

/** A region of the world with the countries it covers. */
export const region = () =>
  z.strictObject({
    name: text('a region name').describe('Region name (h3)'),
    countries: z.array(text('a country'), { error: 'expected a list of countries' }).describe('Countries of the region; may be empty while the list is confirmed'),
    description: text('a sentence or two').describe('What the company does in the region'),
  });

export type Region = z.infer<ReturnType<typeof region>>;

/** A video shown behind a click-to-load facade; the address is supplied by the company. */
export const video = () =>
  z.strictObject({
    title: text('a video title').describe('Accessible title of the video'),
    poster: image().describe('Local image shown until the visitor asks for the video'),
    /** Left out until the company supplies its video: the poster then shows on its own. */
    embedUrl: z
      .string()
      .regex(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, {
        error: 'expected a privacy-enhanced embed address like https://www.youtube-nocookie.com/embed/<video id>',
      })
      .optional()
      .describe('Embed address of the company’s video; leave out until it exists'),
    externalUrl: z
      .string()
      .regex(/^https:\/\//, { error: 'expected the video’s page like https://www.youtube.com/watch?v=<video id>' })
      .optional()
      .describe('The same video on the host’s own site'),
    loadLabel: text('a button label like "Play video"').describe('Label of the play button'),
    externalLabel: text('a link label').describe('Label of the link to the host’s site'),
    notice: text('a sentence').describe('Tells the visitor the video comes from a third party and loads only on click'),
  })
    .refine((value) => !value.embedUrl === !value.externalUrl, {
      error: 'expected embedUrl and externalUrl together (both, or neither while the video is not supplied yet)',
      path: ['embedUrl'],
    });

export type Video = z.infer<ReturnType<typeof video>>;

/** The mailboxes and page a visitor uses to reach the company about a region. */
export const reach = () =>
  z.strictObject({
    intro: sectionIntro(),
    actions: z.array(action(), { error: 'expected a list of buttons' }).min(1, { error: 'expected at least one button' }).describe('Mail drafts and links'),
  });
