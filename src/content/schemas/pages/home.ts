/** content/pages/home.mdx: the home page (SPEC.md "Home page"; DECISIONS.md #12, #13, #15, #16). */
import { z } from 'zod';
import { image, seo, slug, text } from '../fields';

const sectionIntro = {
  /** Small label above the heading. */
  eyebrow: z.string().optional().describe('Small label above the heading'),
  /** The section's heading. */
  heading: text('a heading').describe("The section's heading"),
  /** One or two sentences under the heading. */
  lead: z.string().optional().describe('One or two sentences under the heading'),
};

const slide = z
  .strictObject({
    image: image().describe('The slide picture; its alt text says what it shows'),
    /** Overlay heading, shown on screens 768px and wider. Leave out for an image-only slide. */
    heading: z.string().optional().describe('Overlay heading on screens ≥ 768px; leave out for an image-only slide'),
    /** One line under the overlay heading. */
    tagline: z.string().optional().describe('One line under the overlay heading'),
  })
  .refine((value) => !value.tagline || value.heading, { error: 'expected a heading for the tagline to sit under', path: ['heading'] });

const carousel = z
  .strictObject({
    /** Accessible name of the carousel region, e.g. "Our robots at work". */
    label: text('a name for the carousel').describe('Accessible name of the carousel region'),
    /** How each slide is announced; "{n}" and "{total}" are filled in, e.g. "{n} of {total}". */
    slideLabel: text('a slide label')
      .refine((value) => value.includes('{n}') && value.includes('{total}'), { error: 'expected a slide label containing {n} and {total}, like "{n} of {total}"' })
      .describe('How each slide is announced; {n} and {total} are filled in'),
    previousLabel: text('a button label').describe('Accessible name of the previous-slide button'),
    nextLabel: text('a button label').describe('Accessible name of the next-slide button'),
    pauseLabel: text('a button label').describe('Accessible name of the button that stops automatic advance'),
    playLabel: text('a button label').describe('Accessible name of the button that restarts automatic advance'),
    slides: z
      .array(slide, { error: 'expected a list of slides' })
      .min(2, { error: 'expected at least 2 slides' })
      .max(8, { error: 'expected at most 8 slides' })
      .describe('Slides in order; the first loads first'),
  })
  .describe('The hero carousel');

const tones = ['teal', 'ink', 'deep', 'amber'] as const;

const tile = z.strictObject({
  /** Stable id, used for the page anchor of the tile. */
  id: slug().describe('Stable id of the tile, e.g. "industrial-manufacturing"'),
  title: text('a tile title').describe('Always visible on the tile'),
  /** Revealed on hover, keyboard focus and tap. */
  description: text('a description').max(220, { error: 'expected a description of at most 220 characters' }).describe('Revealed on hover, focus and tap'),
  image: image().describe('Tile picture (square works best)'),
  /** Colour wash over the picture, behind the text. */
  tone: z.enum(tones, { error: `expected one of the tones: ${tones.join(', ')}` }).describe(`Colour wash behind the text: ${tones.join(', ')}`),
});

const mission = z
  .strictObject({
    ...sectionIntro,
    tiles: z.array(tile, { error: 'expected a list of tiles' }).min(1, { error: 'expected at least one tile' }).describe('Industry tiles under the mission'),
  })
  .describe('"Building Physical AI & Robotics for the Real World": heading (the page h1) and tiles; the mission text is the MDX body');

const card = z.strictObject({
  title: text('a card title'),
  description: text('a description').max(260, { error: 'expected a description of at most 260 characters' }),
  image: image().describe('Card picture (16:10 works best)'),
  tags: z
    .tuple([text('a tag'), text('a tag')], { error: 'expected exactly two tags, like [Tara Care, Patient experience]' })
    .describe('Exactly two short tags'),
});

const industries = z
  .strictObject({
    ...sectionIntro,
    cards: z.array(card, { error: 'expected a list of cards' }).min(1, { error: 'expected at least one card' }).describe('Industry cards, revealed one by one'),
  })
  .describe('"How Our Technology Is Reshaping Industries"');

/** DECISIONS.md #16: no invented names. Kind and place always; name and logo once the organisation agrees. */
const organisation = z.strictObject({
  kind: text('the kind of organisation, like "Engineering college"').describe('Kind of organisation, e.g. "Engineering college"'),
  place: text('a place, like "Kochi"').describe('Where it is, e.g. "Kochi" or "UAE"'),
  name: z.string().optional().describe('Its name, once it has agreed to be listed'),
  logo: image().optional().describe('Its logo (replaces the generated tile); alt text is its name'),
});

const organisations = (what: string) =>
  z
    .strictObject({
      ...sectionIntro,
      /** A short line under the grid, e.g. why some entries carry no name. */
      note: z.string().optional().describe('Short line under the grid'),
      entries: z.array(organisation, { error: `expected a list of ${what}` }).min(1, { error: `expected at least one of the ${what}` }),
    })
    .describe(`The ${what} grid`);

export const schema = z.strictObject({
  ...seo,
  carousel,
  mission,
  industries,
  clients: organisations('clients'),
  stats: z
    .strictObject({ heading: text('a heading').describe('Heading of the figures band (read by screen readers)') })
    .describe('The figures band; the figures themselves come from "claims" in content/site.yaml'),
  partners: organisations('partners'),
});

export type HomePage = z.infer<typeof schema>;
export type HeroSlide = z.infer<typeof slide>;
export type IndustryTile = z.infer<typeof tile>;
export type IndustryCard = z.infer<typeof card>;
export type Organisation = z.infer<typeof organisation>;
export type TileTone = (typeof tones)[number];
