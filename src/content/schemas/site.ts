/** content/site.yaml: the settings every page shares, so copywriters change them in one place. */
import { z } from 'zod';
import type { Edition } from '../../lib/languages';
import { email, href, text } from './fields';

const badge = z.enum(['BETA', 'NEW', 'COMING SOON'], { error: 'expected a label BETA, NEW or COMING SOON' });

const link = z.strictObject({
  label: text('a link label').describe('Visible text of the link'),
  href: href().describe('Where the link goes'),
  /** Product status shown beside the link. */
  badge: badge.optional().describe('Status label shown beside the link: BETA, NEW or COMING SOON'),
  /** A short line under the label (menu only). */
  note: z.string().optional().describe('Short line shown under the label in the menu'),
});

/** A menu link to a product: its name, page and status label come from content/products/<product>.yaml. */
const productLink = z.strictObject({
  product: z
    .string({ error: 'expected a product, a file name under content/products/ like "rhino"' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a product, a file name under content/products/ like "rhino"' })
    .meta({ refersTo: 'products' })
    .describe('The product linked: its name, page and status label come from its file'),
  note: z.string().optional().describe('Short line shown under the name in the menu'),
});

const social = z.strictObject({
  network: z.enum(['facebook', 'x', 'linkedin', 'instagram'], { error: 'expected one of facebook, x, linkedin, instagram' }),
  name: text('the network name').describe('Visible name, e.g. "LinkedIn"'),
  label: text('a link label').describe('Accessible name, e.g. "iHub Robotics on LinkedIn"'),
  href: href().describe('Profile address'),
});

const menuGroup = z.union(
  [
    z.strictObject({
      heading: text('a group heading'),
      links: z.array(z.union([productLink, link], { error: 'expected a link with label and href, or a product link with product' }), { error: 'expected a list of links' }).min(1, { error: 'expected at least one link' }),
    }),
    z.strictObject({
      heading: text('a group heading'),
      /** Fill the group from another list of this file instead of repeating it. */
      from: z.enum(['socials', 'brands'], { error: 'expected "socials" or "brands"' }),
    }),
  ],
  { error: 'expected a group with heading and either links or from' },
);

const searchCopy = z.strictObject({
  open: text('the Search button label').describe('Label of the Search button in the header'),
  title: text('a title').describe('Name of the search dialog, also the label of its search field'),
  placeholder: text('a placeholder').describe('Example text shown in the empty search field'),
  close: text('a label').describe('Name of the button that closes the search dialog'),
  hint: text('a sentence').describe('Shown in the dialog before anything is typed'),
  loading: text('a short status').describe('Announced while the search runs'),
  results: z
    .strictObject({
      zero: text('a sentence').optional(),
      one: text('a sentence').optional(),
      two: text('a sentence').optional(),
      few: text('a sentence').optional(),
      many: text('a sentence').optional(),
      other: text('a sentence'),
    })
    .describe('How many results were found, one sentence per plural form the language has ({count}, {query}); "other" is required'),
  noResults: text('a sentence').describe('Said when nothing matches; {query} is what was searched'),
  noResultsHelp: text('a sentence').describe('The next step offered when nothing matches'),
  openMenu: text('a label').describe('Button that closes the search and opens the menu, offered when nothing matches'),
  contact: z.strictObject({ label: text('a label'), href: href() }).describe('Link offered when nothing matches'),
  more: text('a label').describe('Button that shows the next results'),
  failed: text('a sentence').describe('Shown when the search index could not be loaded'),
  kinds: z
    .strictObject({ products: text('a label'), news: text('a label'), careers: text('a label'), pages: text('a label') })
    .describe('What kind of page each result is, shown above its title'),
});

/** The visible texts of the search (content/site.yaml `search:`), as the dialog receives them. */
export type SearchCopy = z.infer<typeof searchCopy>;
/** What a search result can be; each indexed page carries one (data-pagefind-filter="kind:…"). */
export type SearchKind = keyof SearchCopy['kinds'];

export const siteSchema = z.strictObject({
  name: text('the company name').describe('Company name shown in the header, footer and page titles'),
  url: z
    // http or https only: the address is written into every page's canonical link and the feed.
    .url({ protocol: /^https?$/, error: 'expected the site address like https://www.example.com' })
    .describe('Public address of the site, used for canonical links'),
  tagline: text('a tagline').describe('One line about the company, used in the footer and link previews'),
  socialImage: z
    .string()
    .regex(/^\/images\//, { error: 'expected an image path under /images/' })
    .describe('Default link preview image'),
  mailboxes: z
    .strictObject({ info: email(), support: email(), sales: email(), partnerships: email(), careers: email() })
    .describe('The five mailboxes every mail draft is addressed to'),
  phone: z
    .strictObject({ display: text('a phone number'), dial: z.string().regex(/^\+[0-9]+$/, { error: 'expected digits with country code, like +914842000000' }) })
    .optional()
    .describe('Phone number: display text and the digits to dial'),
  address: z
    .strictObject({
      lines: z.array(text('an address line')).min(1),
      /** Only a place the company has given: a city it has not named is left out. */
      locality: text('a city').optional(),
      region: text('a state or region').optional(),
      country: text('a country'),
    })
    .describe('Postal address of the headquarters: only what the company has given (city and region may be left out)'),
  socials: z.array(social).min(1).describe('Social profiles, opened in a new tab'),
  brands: z
    .array(z.strictObject({ label: text('a brand name'), href: href(), note: z.string().optional() }))
    .describe('The company’s other brand sites, opened in a new tab'),
  header: z.strictObject({
    homeLabel: text('the logo link label').describe('Accessible name of the logo link'),
    menuLabel: text('the Menu button label'),
    closeLabel: text('the close button label'),
    talk: z.strictObject({ label: text('a label'), shortLabel: text('a short label'), href: href() }).describe('The "Talk to us" button'),
  }),
  menu: z.array(menuGroup).min(1).describe('Groups of the full-screen menu, in order'),
  footer: z.strictObject({
    groups: z
      .array(z.strictObject({ heading: text('a group heading'), links: z.array(link).min(1) }))
      .min(1)
      .describe('Link columns of the footer'),
    partnership: z
      .strictObject({ eyebrow: text('a short label'), heading: text('a heading'), text: text('a sentence'), action: z.strictObject({ label: text('a label'), href: href() }) })
      .describe('The partnership badge'),
    socialsHeading: text('a heading'),
    copyright: text('a copyright line').describe('Shown after "© YEAR"'),
  }),
  claims: z
    .array(z.strictObject({ value: text('a figure like 100+'), label: text('a label') }))
    .min(1)
    .describe('Figures the company claims, e.g. 100+ Projects Delivered'),
  /** Preview builds link every page to its content file here ("Edit this page"). */
  repository: z
    .url({ protocol: /^https$/, error: 'expected the repository address like https://github.com/owner/site' })
    .optional()
    .describe('Repository of this site, e.g. https://github.com/owner/site: preview builds link each page to its file there'),
  search: searchCopy.describe('The site search: its header button and dialog (docs/decisions/1802)'),
  ui: z
    .strictObject({
      skipLink: text('a label'),
      scrollTop: text('a label'),
      externalHint: text('a hint'),
      redirecting: text('a sentence'),
      notifications: text('a label').describe('Name screen readers give the area where notices (toasts) appear'),
      closeNotification: text('a label').describe('Name of the button that closes a notice (toast)'),
      unconfirmedTitle: text('a sentence').describe('A form service took the message but its answer could not be read: heading and notice'),
      unconfirmedText: text('a sentence').describe('What to do then, without inviting a blind second send; {address} is the mailbox'),
      draftCutCopied: text('a sentence').describe('Ends a mail draft cut short for length when the full text was copied to the clipboard'),
      draftCutNotCopied: text('a sentence').describe('Ends a mail draft cut short for length when the full text could not be copied'),
      language: text('the language’s name').describe('This language’s own name ("English", "العربية"): the language switcher’s label on pages in the other language'),
      languageHome: text('a short label')
        .describe('In this language: shown under its name on the language switcher of a page that has no version in this language, whose link leads to this language’s home page ("Home page")'),
      languageHomeReason: text('a sentence')
        .describe('In this language, one short line: why the switcher leads to this language’s home page ("This page is in English only", in Arabic), shown beside it in the menu on phones, before it in the header on wide screens, and as its tooltip'),
      inEnglish: text('a short label').describe('Marker beside a link that leads to a page in English only (shown on pages of a translation)'),
      englishOnly: text('a heading').describe(
        'Heading of the footer group that gathers, on pages of a translation, the links to pages in English only: the footer marks them once, here, not link by link',
      ),
      status: z
        .strictObject({ BETA: text('a short label'), NEW: text('a short label'), 'COMING SOON': text('a short label') })
        .describe('The words of the status labels beside a product’s name (BETA, NEW, COMING SOON), in this language'),
      carousel: text('a role name').describe('What screen readers call a carousel of slides ("carousel"), in the page’s language'),
      slide: text('a role name').describe('What screen readers call one slide of a carousel ("slide"), in the page’s language'),
      footerLinks: text('a label with {heading}').describe('Name screen readers give each column of footer links; {heading} is the column’s heading ("Footer: {heading}")'),
      renderFailure: z
        .strictObject({
          eyebrow: text('a short label').describe('Small label above the heading, e.g. "Error"'),
          title: text('a heading').describe("Heading, e.g. 'Something went wrong'"),
          text: text('a sentence').describe("Text, e.g. 'The application encountered an error while rendering this component.'"),
          refresh: text('a button label').describe("Button that reloads the page, e.g. 'Refresh Page'"),
        })
        .describe('The screen shown in place of a page that failed to render, in the page’s language'),
    })
    .describe('Short interface texts shared by every page'),
});

/** content/site.yaml as written (menu links may name a product). */
export type SiteFile = z.output<typeof siteSchema>;

type MenuGroup = Exclude<SiteFile['menu'][number], { links: unknown }> | { heading: string; links: MenuLink[] };

/**
 * The site settings as pages receive them: every product link resolved to its name, page and
 * status; on a page of a translated language, what its links need to stay in that language.
 */
export type Site = Omit<SiteFile, 'menu'> & { menu: MenuGroup[]; edition?: Edition };
export type MenuLink = z.infer<typeof link>;
