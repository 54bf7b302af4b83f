/**
 * The words of content/ as the built pages show them, for the tests that need a page's words
 * (DECISIONS #26: no test of the code pins today's copy). Everything is read through the
 * project's own loaders (src/content/load.server.ts, src/site-map.server.ts), so product figures
 * quoted as [[product.spec]] come filled in, and a copywriter's change to a heading, a label, a
 * figure or a list of items changes what the tests expect with it. A test that needs content of
 * a particular shape (a news category with several stories, a page with a mail button) finds it
 * here, and skips with its reason only when the site has none.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Nodes } from 'mdast';
import { readFileSync } from 'node:fs';
import remarkGfm from 'remark-gfm';
import { FACT_REFERENCE, resolveFacts } from '~/content/facts';
import { loadCareers, loadNews, loadPageFile, loadProduct, loadProducts } from '~/content/load.server';
import { resolveSection, type AnyResolvedSection, type ResolvedSection } from '~/content/sections.server';
import { factTable } from '~/content/products.server';
import type { Page as PageContent } from '~/content/schemas/page';
import type { Section, SectionOf, SectionType } from '~/content/schemas/sections';
import { parseSource } from '~/content/source';
import { readableDate } from '~/lib/dates';
import { withoutBidiControls } from '~/lib/bidi';
import { DEFAULT_LANG, type Lang } from '~/lib/languages';
import { allPages, notFoundFile, pageAt, type SitePage } from '~/site-map.server';
import { siteIn } from './support';

export { readableDate, siteIn as site };

/** A text as the page shows it: the directional isolates an Arabic field holds around Latin words drawn as `<bdi>`, not characters. */
export const shown = (text: string) => withoutBidiControls(text);

/** The content file behind an address (an alias included): its page entry and front matter, figures filled in. */
export function pageContent(path: string): SitePage & { content: PageContent } {
  const entry = pageAt(path);
  if (!entry) throw new Error(`No file under content/ is the page at ${path}`);
  return { ...entry, content: spaced(loadPageFile(entry.file).page) };
}

/**
 * Content as the tests compare it with a page's text: the no-break spaces a quoted figure is
 * written with (lib/units.ts) as plain spaces, as `pageText` (scripts/build/built-html.ts) folds them.
 */
function spaced<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\u00A0/g, ' ') as T;
  if (Array.isArray(value)) return value.map(spaced) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, spaced(inner)])) as T;
  return value;
}

/** The words of the not-found page of a language (content/pages/404.mdx, content/ar/pages/404.mdx). */
export function notFoundCopy(lang: Lang = DEFAULT_LANG): SectionOf<'not-found'> {
  const found = loadPageFile(notFoundFile(lang)).page.sections.find((section): section is SectionOf<'not-found'> => section.type === 'not-found');
  if (!found) throw new Error(`${notFoundFile(lang)} has no "not-found" section`);
  return found;
}

const contactForms = new Map<Lang, SectionOf<'contact-form'>>();

/** The contact form's words: the `contact-form` section of the page of a language that has one (/contact, /ar/contact). */
export function contactForm(lang: Lang = DEFAULT_LANG): SectionOf<'contact-form'> {
  const known = contactForms.get(lang);
  if (known) return known;
  const [found] = pagesWith('contact-form', lang);
  if (!found) throw new Error(`no page of content/ in "${lang}" has a contact-form section`);
  contactForms.set(lang, found.section);
  return found.section;
}

/** Every section of a kind on the page at `path`, in page order. */
export function sectionsOf<K extends SectionType>(path: string, type: K): SectionOf<K>[] {
  return pageContent(path).content.sections.filter((section): section is SectionOf<K> => section.type === type);
}

/** The `index`-th section of a kind on the page at `path` (the first by default); a page without one fails the test that needs it, saying so. */
export function sectionOf<K extends SectionType>(path: string, type: K, index = 0): SectionOf<K> {
  const found = sectionsOf(path, type)[index];
  if (!found) throw new Error(`${pageContent(path).file} has no "${type}" section${index ? ` number ${index + 1}` : ''}`);
  return found;
}

/** The `index`-th section of a kind as its component receives it: with the product facts, spec rows, stories or positions it shows gathered. */
export function shownSectionOf<K extends SectionType>(path: string, type: K, index = 0): ResolvedSection<K> {
  const isKind = (section: AnyResolvedSection): section is ResolvedSection<K> => section.type === type;
  const shown = resolveSection(sectionOf(path, type, index), pageContent(path).lang);
  if (!isKind(shown)) throw new Error(`resolving a "${type}" section gave a "${shown.type}" one`);
  return shown;
}

/** Every section of the page at `path` as its component receives it, in page order. */
export function shownSections(path: string): AnyResolvedSection[] {
  const page = pageContent(path);
  return page.content.sections.map((section) => resolveSection(section, page.lang));
}

/** A button or link a page's content gives: its label and what it does (an address, a mail draft, a download). */
export type Button = { label: string; href?: string; mail?: string; subject?: string; download?: string };

/** `value` as a button, when it is one: a label with an address, a mailbox and subject, or a file. */
function buttonIn(value: object): Button | undefined {
  const fields: Map<string, unknown> = new Map(Object.entries(value));
  const [label, href, mail, subject, download] = ['label', 'href', 'mail', 'subject', 'download'].map((key) => fields.get(key));
  if (typeof label !== 'string') return undefined;
  if (typeof href === 'string') return { label, href };
  if (typeof download === 'string') return { label, download };
  if (typeof mail === 'string' && typeof subject === 'string') return { label, mail, subject };
  return undefined;
}

/**
 * Every button and link the page's sections give, in page order: their `actions`, the links of
 * their items and of a reach section's list. Each with its label and what it does.
 */
export function actionsOf(path: string): Button[] {
  const found: Button[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const button = buttonIn(value);
      if (button) found.push(button);
      else Object.values(value).forEach(walk);
    }
  };
  walk(pageContent(path).content.sections);
  return found;
}

/** The section holding `heading` in front of its items, for the sections that have one. */
const headingOf = (section: Section): string | undefined =>
  'heading' in section && typeof section.heading === 'string' ? section.heading : undefined;

/**
 * The page's title as its `<h1>` shows it: the heading of its first section that has one (a
 * celebration toast has none), or the product's name for a product hero.
 */
export function pageHeading(path: string): string {
  const page = pageContent(path);
  for (const section of page.content.sections) {
    const heading = section.type === 'product-hero' ? loadProduct(section.product, page.lang).name : headingOf(section);
    if (heading !== undefined) return shown(heading);
  }
  throw new Error(`${page.file}: no section has a heading`);
}

/** Every page in every language whose content lists a section of `type`, with that section. */
export function pagesWith<K extends SectionType>(type: K, lang: Lang = DEFAULT_LANG): { path: string; section: SectionOf<K> }[] {
  return allPages()
    .filter((page) => page.lang === lang)
    .flatMap((page) => sectionsOf(page.path, type).map((section) => ({ path: page.path, section })));
}

/** The product pages of a language: every page whose content opens with a product's hero, with that product's file name. */
export function productPages(lang: Lang = DEFAULT_LANG): { path: string; product: string }[] {
  return pagesWith('product-hero', lang).map(({ path, section }) => ({ path, product: section.product }));
}

/** Every news item, newest first, as the newsroom lists them. */
export const news = () => loadNews();

/** The one featured news item (the content check insists on exactly one). */
export function featuredNews() {
  const item = news().find((story) => story.featured);
  if (!item) throw new Error('content/news/ has no featured item');
  return item;
}

/** Every open position, newest first, as the careers page lists them. */
export const careers = () => loadCareers();

/** Every product of content/products/ in a language. */
export const products = (lang: Lang = DEFAULT_LANG) => loadProducts(lang);

/** One product by its file name. */
export const product = (id: string, lang: Lang = DEFAULT_LANG) => loadProduct(id, lang);

/** The value of one of a product's specifications (its file's `specs`, by key). */
export function spec(id: string, key: string, lang: Lang = DEFAULT_LANG): string {
  const found = product(id, lang).specs?.find((item) => item.key === key);
  if (!found) throw new Error(`content/products/${id}.yaml has no spec "${key}"`);
  return shown(found.value);
}

/** The product figures a content file quotes (`[[tara-greet.weight|lower]]`), each with the text the site shows in its place. */
export function quotedFigures(file: string): { reference: string; value: string }[] {
  const table = factTable(process.cwd());
  return [...readFileSync(file, 'utf8').matchAll(FACT_REFERENCE)].map(([reference]) => ({
    reference,
    value: spaced(resolveFacts(reference, table)),
  }));
}

/** A text with its `{name}` placeholders filled, as the site fills a label like "{count} stories shown". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `text` escaped for use inside a regular expression. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a collection item's or a page's MDX body shows, read with the build's own Markdown parser (figures filled in). */
export type BodyText = {
  /** Its headings' text, in order. */
  headings: string[];
  /** Its paragraphs' text, in order. */
  paragraphs: string[];
  /** Its links: where each goes and the words it is written with. */
  links: { url: string; text: string }[];
};

let markdown: ReturnType<typeof createProcessor> | undefined;

/** The text of a node and everything under it. */
const textIn = (node: Nodes): string =>
  'value' in node && typeof node.value === 'string' ? node.value : 'children' in node ? node.children.map(textIn).join('') : '';
/** …as a reader sees it: a line break inside a paragraph is a space. */
const textOf = (node: Nodes) => textIn(node).replace(/\s+/g, ' ').trim();

/** The body of a content file (`content/news/<slug>.mdx`, a page's file): its headings, paragraphs and links. */
export function bodyOf(file: string): BodyText {
  const source = parseSource(file, readFileSync(file, 'utf8'));
  const tree = (markdown ??= createProcessor({ remarkPlugins: [remarkGfm] })).parse(resolveFacts(source.body, factTable(process.cwd())));
  const found: BodyText = { headings: [], paragraphs: [], links: [] };
  const visit = (node: Nodes) => {
    if (node.type === 'heading') found.headings.push(textOf(node));
    if (node.type === 'paragraph') found.paragraphs.push(textOf(node));
    if (node.type === 'link') found.links.push({ url: node.url, text: textOf(node) });
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return found;
}

/** Fields whose text a section draws on the page (not a label read only by screen readers, an address or a mail subject). */
const TEXT_FIELDS = new Set([
  'eyebrow',
  'heading',
  'lead',
  'title',
  'text',
  'name',
  'role',
  'value',
  'description',
  'question',
  'answer',
  'days',
  'hours',
  'amount',
  'round',
  'source',
  'caption',
  'status',
  'summary',
  'kind',
  'category',
]);
/** Parts of a section that are not drawn as text before any script runs: controls' labels, pictures, toasts, the words of a filter or a form's replies; and the celebration, a toast. */
const NOT_DRAWN = new Set([
  'celebration',
  'image',
  'poster',
  'flag',
  'video',
  'labels',
  'viewer',
  'rotate',
  'feed',
  'filter',
  'article',
  'empty',
  'invalid',
  'draft',
  'sent',
  'failed',
  'posting',
  'errors',
  'messages',
]);

/**
 * The words the sections of the page at `path` draw, as content/ gives them (figures filled in):
 * every heading, lead, item title and text, figure and answer. What a visitor without
 * JavaScript reads in the prerendered HTML. A videos section none of whose videos has an
 * address yet is not drawn (docs/decisions/2711), nor a celebration (a toast its script shows).
 */
/**
 * A section the page leaves out until the company gives what it lists: videos without an address
 * (docs/decisions/2711), and clients, partners or leaders none of whom is named yet (3350).
 */
export function unshown(section: AnyResolvedSection): boolean {
  if (section.type === 'videos' || section.type === 'leaders' || section.type === 'partners') return !section.items.length;
  if (section.type === 'organisations') return !section.entries.length;
  return false;
}

export function pageWords(path: string): string[] {
  const words: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (NOT_DRAWN.has(key)) return;
    if (typeof value === 'string') {
      if (TEXT_FIELDS.has(key) && value.trim()) words.push(shown(value).replace(/\s+/g, ' ').trim());
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') for (const [field, inner] of Object.entries(value)) walk(inner, field);
  };
  for (const section of shownSections(path)) if (!NOT_DRAWN.has(section.type) && !unshown(section)) walk(section, '');
  return words;
}
