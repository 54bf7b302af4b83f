/** Shared helpers for end-to-end tests against the built site. */
import { expect, type Page } from '@playwright/test';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadPageFile, loadSite } from '~/content/load.server';
import type { SectionOf, SectionType } from '~/content/schemas/sections';
import { DEFAULT_LANG, langOfPath, languages, localLink, type Lang } from '~/lib/languages';
import { editionOf, notFoundLangs, redirects, sitePages } from '~/site-map.server';
import { folded, found, scripts } from '../../scripts/build/built-html';
import { axeFindings } from './checks/a11y';

const CLIENT = join(process.cwd(), 'build', 'client');

/**
 * Resolves once every island of the page is hydrated (src/islands/: each gets `data-hydrated`
 * when React runs it). Islands load after the first paint, and each wakes as it comes near the
 * screen: this brings each one still waiting into view in turn, then puts the page back where
 * it was. A test that needs islands' behaviour before it acts waits for this.
 */
export async function hydrated(page: Page) {
  // In the page, in one round trip: each island still waiting is brought into view and given up
  // to 5 s to hydrate. Any left over are waited for again here, one by one, so a failure names
  // the island (a locator and its count per island cost a quarter of a second on a busy machine).
  const waiting = await page.evaluate(async () => {
    const [x, y] = [scrollX, scrollY];
    const islands = [...document.querySelectorAll('[data-island]')];
    for (const island of islands) {
      if (island.hasAttribute('data-hydrated')) continue;
      island.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' });
      const deadline = Date.now() + 5_000;
      while (!island.hasAttribute('data-hydrated') && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
    }
    scrollTo({ left: x, top: y, behavior: 'instant' });
    return islands.filter((island) => !island.hasAttribute('data-hydrated')).length;
  });
  if (waiting === 0) return;
  const scrolledTo = await page.evaluate(() => [scrollX, scrollY] as const);
  const islands = page.locator('[data-island]');
  for (let index = 0, count = await islands.count(); index < count; index++) {
    const island = islands.nth(index);
    if ((await island.getAttribute('data-hydrated')) !== null) continue;
    // An island's own element has no box (`display: contents`); its first child is on the page.
    await island.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(island).toHaveAttribute('data-hydrated', '');
  }
  await page.evaluate(([x, y]) => scrollTo({ left: x, top: y, behavior: 'instant' }), scrolledTo);
}

/** Whether every island is hydrated yet, without waiting (false on a page whose islands are still on their way). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(islandsHydrated);
}

function islandsHydrated(): boolean {
  return document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0;
}

/**
 * Every prerendered HTML path in build/client (pages, aliases, collection items) in one language
 * (English unless asked: a translation's pages are under its prefix, tests/e2e/arabic.spec.ts), sorted.
 */
export function builtRoutes(lang: Lang = DEFAULT_LANG): string[] {
  return allBuiltRoutes().filter((path) => langOfPath(path) === lang);
}

/** Every prerendered HTML path in build/client, in every language, sorted. */
export function allBuiltRoutes(): string[] {
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      // The content editor (/admin/, tests/e2e/cms.spec.ts) is not a page of the site.
      if (dir === CLIENT && name === 'admin') continue;
      if (statSync(full).isDirectory()) {
        if (existsSync(join(full, 'index.html'))) out.push(`${prefix}/${name}`);
        if (name !== 'assets' && name !== 'images') walk(full, `${prefix}/${name}`);
      }
    }
  };
  walk(CLIENT, '');
  const redirectPaths = new Set<string>(redirects().map((r) => r.from));
  return ['/', ...out.filter((path) => !redirectPaths.has(path))].sort();
}

/** A page the per-page checks visit (tests/e2e/every-page.spec.ts). */
export type PageVisit = {
  /** Its address. */
  path: string;
  lang: Lang;
  /** 200, or 404 for the not-found page a language shows at an unknown address. */
  status: 200 | 404;
  /** Its HTML file in build/client. */
  file: string;
  /** For an alias: the address of the page it shows. */
  aliasOf?: string;
};

/** Every built page in every language (aliases and collection items included), then an unknown address per language. */
export function pagesToVisit(): PageVisit[] {
  const aliasOf = new Map(sitePages().flatMap((page) => page.aliases.map((alias) => [alias, page.path] as const)));
  const pages = allBuiltRoutes().map((path): PageVisit => {
    const alias = aliasOf.get(path);
    return {
      path,
      lang: langOfPath(path),
      status: 200,
      file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
      ...(alias ? { aliasOf: alias } : {}),
    };
  });
  const notFound = notFoundLangs().map((lang): PageVisit => {
    const prefix = languages[lang].prefix;
    return { path: `${prefix}/no-such-page`, lang, status: 404, file: `${prefix.slice(1)}${prefix ? '/' : ''}404.html` };
  });
  return [...pages, ...notFound];
}

/** Primary paths and aliases from the route table. */
export function tablePaths(): string[] {
  return sitePages().flatMap((route) => [route.path, ...route.aliases]);
}

/** Records console errors and page errors; call `.assertNone()` at the end of the test. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    assertNone: () => expect(errors, 'console errors').toEqual([]),
  };
}

/** Zero axe-core violations for WCAG 2.2 A and AA, judged once the page is at rest (tests/e2e/checks/a11y.ts). */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeFindings(page), 'axe violations').toEqual([]);
}

/** The HTML a crawler or a visitor without JS gets: fetched, not rendered. */
export async function rawHtml(page: Page, path: string): Promise<{ status: number; html: string }> {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

/** Every schema.org node in a page's JSON-LD scripts, `@graph` members flattened, `@context` kept on each. */
export function jsonLdNodes(html: string): Record<string, unknown>[] {
  return scripts(html)
    .filter(({ attrs }) => attrs.type === 'application/ld+json')
    .flatMap(({ body }): Record<string, unknown>[] => {
      const data = JSON.parse(body) as Record<string, unknown> & { '@graph'?: Record<string, unknown>[] };
      const { '@graph': graph, ...rest } = data;
      return graph ? graph.map((node) => ({ '@context': rest['@context'], ...node })) : [data];
    });
}

const sites = new Map<Lang, ReturnType<typeof loadSite>>();

/** content/site.yaml in a language, read once per test worker (a read validates it whole: about 0.15 s). */
export function siteIn(lang: Lang = DEFAULT_LANG): ReturnType<typeof loadSite> {
  if (!sites.has(lang)) sites.set(lang, loadSite(lang));
  return sites.get(lang)!;
}

/**
 * The first section of kind `type` in a page file of content/ (e.g. `content/ar/pages/contact.mdx`),
 * as the build reads it: tests take a page's words from here, never typed in (DECISIONS #26).
 */
export function sectionIn<T extends SectionType>(file: string, type: T): SectionOf<T> {
  const found = loadPageFile(file).page.sections.find((section): section is SectionOf<T> => section.type === type);
  if (!found) throw new Error(`${file} has no section of type ${type}`);
  return found;
}

/** What the menu offers on a page of `lang`: every destination content/site.yaml lists, with its address in that language. */
export function menuDestinations(lang: Lang): { label: string; href: string }[] {
  const site = siteIn(lang);
  const edition = editionOf(lang);
  return site.menu.flatMap((group) => {
    const links =
      'links' in group
        ? group.links.map(({ label, href }) => ({ label, href }))
        : group.from === 'socials'
          ? site.socials.map(({ name, href }) => ({ label: name, href }))
          : site.brands.map(({ label, href }) => ({ label, href }));
    return links.map((link) => ({ ...link, href: localLink(link.href, edition).href }));
  });
}

/**
 * What a visitor without JavaScript gets from a page's HTML, read from the HTML itself: the main
 * content's text, and a Menu button that opens the menu dialog by itself (an HTML command, no
 * script) to every destination, named as content/site.yaml names it. One line per problem. That
 * the browser opens that dialog and shows those links without script is tried on a page of each
 * kind in tests/e2e/no-js.spec.ts: every page's header is the same component.
 */
export function noScriptFindings(html: string, lang: Lang): string[] {
  const findings: string[] = [];
  const [main] = found(html, 'main');
  const letters = (main?.text ?? '').match(lang === 'ar' ? /[\u0600-\u06FF]/g : /\p{L}/gu)?.length ?? 0;
  if (letters <= 40) findings.push(`the main content has ${letters} letters`);
  const { menuLabel } = siteIn(lang).header;
  const menu = found(html, 'dialog').find((dialog) => dialog.attrs.id === 'site-menu');
  if (!menu) return [...findings, 'no menu dialog (#site-menu)'];
  if (menu.attrs['aria-label'] !== menuLabel) findings.push(`the menu dialog is labelled "${menu.attrs['aria-label']}", not "${menuLabel}"`);
  const opener = found(html, 'button').find(
    ({ attrs, text }) => attrs.commandfor === 'site-menu' && attrs.command === 'show-modal' && folded(text) === menuLabel,
  );
  if (!opener) findings.push(`no "${menuLabel}" button that opens the menu without script (commandfor="site-menu" command="show-modal")`);
  const links = menu
    .all('nav')
    .flatMap((nav) => nav.all('a'))
    .map((link) => ({ href: link.attrs.href, name: folded(link.text) }));
  for (const { label, href } of menuDestinations(lang))
    if (!links.some((link) => link.href === href && link.name.includes(label))) findings.push(`the menu lacks ${label} (${href})`);
  return findings;
}
