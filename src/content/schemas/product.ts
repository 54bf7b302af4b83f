/**
 * Blocks of the product pages (Tara Gen 1, Learn, Greet, Care, Daksha, Tara Gen 3, Octa Bot,
 * Rhino, Guardian). Every page schema under ./pages/ picks from these; one section component
 * under src/components/sections/product/ renders each block.
 */
import { z } from 'zod';
import { action, href, image, slug, text } from './fields';

/** Product status label (SPEC.md section 4). */
export const productStatus = () =>
  z.enum(['BETA', 'NEW', 'COMING SOON'], { error: 'expected a status label: BETA, NEW or COMING SOON' }).describe('Status label shown beside the name');

/** Names of the line icons drawn for product cards (src/components/sections/product/ProductIcon.tsx). */
export const productIconNames = [
  'language',
  'conversation',
  'face',
  'navigation',
  'dock',
  'touch',
  'sensor',
  'torque',
  'software',
  'vision',
  'payload',
  'battery',
  'scan',
  'signal',
  'cloud',
  'chart',
  'shield',
  'remote',
  'follow',
  'autonomous',
  'school',
  'reception',
  'hospital',
  'heart',
  'clock',
  'box',
  'sort',
  'assembly',
  'inspect',
  'truck',
  'return',
  'store',
  'light',
  'base',
  'users',
  'spark',
] as const;

export type ProductIconName = (typeof productIconNames)[number];

export const productIcon = () =>
  z
    .enum(productIconNames, { error: `expected one of the icons: ${productIconNames.join(', ')}` })
    .describe('Line icon shown on the card (see the list in src/content/schemas/product.ts)');

/** Anchor of a section, so a button can scroll to it ("#specifications"). */
const anchor = () => slug().describe('Anchor of the section: a button with href "#<id>" scrolls here');

/** The heading every section starts with. */
const intro = {
  id: anchor().optional(),
  eyebrow: z.string().optional().describe('Small label above the section heading'),
  heading: text('a section heading').describe('Section heading (h2)'),
  lead: z.string().optional().describe('One or two sentences under the heading'),
};

/** A short fact shown large: "25kg" over "Max payload". */
export const keyFact = () =>
  z.strictObject({
    value: text('a value like "25kg"').describe('The figure, shown large, e.g. "25kg"'),
    label: text('a label like "Max payload"').describe('What the figure measures'),
  });

/** The top of a product page: name, status, lead, key facts, portrait and first buttons. */
export const productHero = () =>
  z.strictObject({
    eyebrow: z.string().optional().describe('Small label above the name, e.g. "Tara Series"'),
    heading: text('the product name').describe("The page's main heading (h1), usually the product name"),
    status: productStatus().optional(),
    lead: text('one or two sentences').describe('What the product is, in one or two sentences'),
    statements: z
      .array(
        z.strictObject({
          label: text('a label like "Vision"').describe('Short label, e.g. "Vision"'),
          text: text('a sentence').describe('The statement itself'),
        }),
      )
      .optional()
      .describe('Short labelled statements under the lead, e.g. vision, mission, positioning'),
    facts: z.array(keyFact()).max(4, { error: 'expected at most 4 key facts in the hero' }).optional().describe('Up to four key figures'),
    actions: z.array(action()).optional().describe('Buttons under the lead'),
    image: image().describe('Product portrait shown beside the text'),
  });

/** A card: title, text, optional icon, image, bullet points, link or headline figure. */
const card = () =>
  z.strictObject({
    title: text('a card title').describe('Card heading (h3)'),
    description: text('a sentence or two').describe('Card text'),
    icon: productIcon().optional(),
    image: image().optional().describe('Picture at the top of the card'),
    points: z.array(text('a short point')).optional().describe('Short bullet points under the text'),
    stat: keyFact().optional().describe('A headline figure on the card, e.g. 97% fewer discrepancies'),
    link: z
      .strictObject({ label: text('a link label'), href: href().describe('Where the card leads') })
      .optional()
      .describe('Makes the whole card a link'),
  });

/** A grid of cards: features, capabilities, benefits, versions, control modes. */
export const featureCards = () =>
  z.strictObject({
    ...intro,
    layout: z
      .enum(['grid', 'steps', 'split'], { error: 'expected a layout: grid, steps or split' })
      .default('grid')
      .describe('"grid" (default): cards in columns; "steps": numbered cards; "split": cards beside the section image'),
    image: image().optional().describe('Section picture, shown beside the cards when layout is "split"'),
    items: z.array(card()).min(1, { error: 'expected at least one card' }).describe('The cards'),
  });

/** Where the product is used: larger cards, optionally with a headline figure each. */
export const settingCards = () =>
  z.strictObject({
    ...intro,
    items: z.array(card()).min(1, { error: 'expected at least one use case' }).describe('The use cases'),
  });

/** A compact list of applications (icon + title + one line). */
export const applications = () =>
  z.strictObject({
    ...intro,
    items: z
      .array(
        z.strictObject({
          title: text('an application name'),
          description: z.string().optional().describe('One line about it'),
          icon: productIcon(),
        }),
      )
      .min(1, { error: 'expected at least one application' })
      .describe('The applications'),
  });

/** The specifications table; optionally its highlight moves row by row (SPEC.md section 4). */
export const specList = () =>
  z.strictObject({
    ...intro,
    items: z
      .array(
        z.strictObject({
          label: text('a label like "Height"').describe('What is measured'),
          value: text('a value like "172cm"').describe('The specification'),
        }),
      )
      .min(1, { error: 'expected at least one specification' })
      .describe('Label and value of each specification, in order'),
    rotate: z
      .strictObject({
        everySeconds: z.number({ error: 'expected a number of seconds' }).positive().default(5).describe('Seconds between highlight moves (default 5)'),
        pauseLabel: text('a button label').describe('Button that stops the moving highlight'),
        playLabel: text('a button label').describe('Button that starts it again'),
      })
      .optional()
      .describe('Move the highlight from row to row; it pauses on hover and focus and never moves under reduced motion'),
    note: z.string().optional().describe('Small print under the table'),
  });

/** Large figures in a band (claims). */
export const statBand = () =>
  z.strictObject({
    ...intro,
    items: z.array(keyFact()).min(1, { error: 'expected at least one figure' }).describe('The figures'),
    note: z.string().optional().describe('Where the figures come from, shown as small print'),
  });

const youtubeEmbed = () =>
  z
    .string({ error: 'expected a privacy-enhanced video address like https://www.youtube-nocookie.com/embed/VIDEO_ID' })
    .regex(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(\?[^\s"]*)?$/, {
      error: 'expected a privacy-enhanced video address like https://www.youtube-nocookie.com/embed/VIDEO_ID',
    });

/** Demo videos behind click-to-load facades (DECISIONS.md #6). */
export const videos = () =>
  z.strictObject({
    ...intro,
    playLabel: text('a button label').describe('Label of the play button, e.g. "Play video"'),
    notice: text('a sentence').describe('Says which company plays the video once the visitor clicks'),
    items: z
      .array(
        z.strictObject({
          title: text('a video title').describe('Title of the video (accessible name of the player)'),
          poster: image().describe('Local picture shown until the visitor clicks play'),
          embedUrl: youtubeEmbed()
            .optional()
            .describe('The company video on youtube-nocookie.com; until it is set, the poster links to watchUrl instead'),
          watchUrl: z.url({ error: 'expected a https:// address' }).describe('The video (or the company channel) on the video site: the fallback link'),
          watchLabel: text('a link label').describe('Label of the fallback link, e.g. "Watch on YouTube"'),
        }),
      )
      .min(1, { error: 'expected at least one video' }),
  });

/** A click-to-load 3D scene (Tara Gen 3 teaser). */
export const scene = () =>
  z.strictObject({
    ...intro,
    title: text('a title').describe('Accessible name of the scene'),
    poster: image().describe('Local picture shown until the visitor loads the scene'),
    embedUrl: z
      .string({ error: 'expected the scene address' })
      .regex(/^(\/|https:\/\/)/, { error: 'expected the scene address starting with "/" or "https://"' })
      .describe('Scene loaded into the frame after the click: a page of this site or the 3D host'),
    loadLabel: text('a button label').describe('Label of the load button'),
    externalUrl: z.string().regex(/^(\/|https:\/\/)/, { error: 'expected an address starting with "/" or "https://"' }).describe('Fallback: the scene on its own'),
    externalLabel: text('a link label'),
    notice: text('a sentence').describe('Says where the scene comes from'),
  });

/** Photo gallery with a full-size viewer. */
export const gallery = () =>
  z.strictObject({
    ...intro,
    items: z
      .array(z.strictObject({ image: image(), caption: text('a caption').describe('Shown under the picture and in the viewer') }))
      .min(1, { error: 'expected at least one picture' }),
    viewer: z
      .strictObject({
        openLabel: text('a label').describe('Read by screen readers before each caption, e.g. "View full size"'),
        closeLabel: text('a button label'),
        previousLabel: text('a button label'),
        nextLabel: text('a button label'),
      })
      .describe('Labels of the full-size viewer'),
  });

/** Questions and answers; one open at a time. */
export const faq = () =>
  z.strictObject({
    ...intro,
    items: z
      .array(z.strictObject({ question: text('a question'), answer: text('an answer') }))
      .min(1, { error: 'expected at least one question' })
      .describe('Questions in order'),
  });

/** A closing band of buttons. */
export const ctaBand = () =>
  z.strictObject({
    id: anchor().optional(),
    eyebrow: z.string().optional().describe('Small label above the heading'),
    heading: text('a heading').describe('Band heading (h2)'),
    text: z.string().optional().describe('One or two sentences'),
    tone: z.enum(['dark', 'light'], { error: 'expected "dark" or "light"' }).default('dark').describe('"dark" (default) or "light" band'),
    actions: z.array(action()).min(1, { error: 'expected at least one button' }).describe('Buttons; each opens a mail draft, downloads or links'),
  });

export type ProductHeroBlock = z.output<ReturnType<typeof productHero>>;
export type FeatureCardsBlock = z.output<ReturnType<typeof featureCards>>;
export type UseCasesBlock = z.output<ReturnType<typeof settingCards>>;
export type ApplicationsBlock = z.output<ReturnType<typeof applications>>;
export type SpecListBlock = z.output<ReturnType<typeof specList>>;
export type StatBandBlock = z.output<ReturnType<typeof statBand>>;
export type VideosBlock = z.output<ReturnType<typeof videos>>;
export type SceneBlock = z.output<ReturnType<typeof scene>>;
export type GalleryBlock = z.output<ReturnType<typeof gallery>>;
export type FaqBlock = z.output<ReturnType<typeof faq>>;
export type CtaBandBlock = z.output<ReturnType<typeof ctaBand>>;
export type CardItem = FeatureCardsBlock['items'][number];
