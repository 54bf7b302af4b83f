/** Shared helpers for end-to-end tests against the built site. */
import { expect, type Page } from '@playwright/test';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANG, englishPathOf, langOfPath, languages, type Lang } from '~/lib/languages';
import { notFoundLangs, redirects, sitePages } from '~/site-map.server';
import { axeFindings } from './checks';

const CLIENT = join(process.cwd(), 'build', 'client');

/**
 * Resolves once every island of the page is hydrated (src/islands/: each gets `data-hydrated`
 * when React runs it). Islands load after the first paint, and each wakes as it comes near the
 * screen: this brings each one still waiting into view in turn, then puts the page back where
 * it was. A test that needs islands' behaviour before it acts waits for this.
 */
export async function hydrated(page: Page) {
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
  /** Its screenshots' name in its language's folder of tests/visual/ ("home", "defense-rhino", "not-found"). */
  shot: string;
};

/** Every built page in every language (aliases and collection items included), then an unknown address per language. */
export function pagesToVisit(): PageVisit[] {
  const aliasOf = new Map(sitePages().flatMap((page) => page.aliases.map((alias) => [alias, page.path] as const)));
  const pages = allBuiltRoutes().map((path): PageVisit => {
    const english = englishPathOf(path);
    const alias = aliasOf.get(path);
    return {
      path,
      lang: langOfPath(path),
      status: 200,
      file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
      ...(alias ? { aliasOf: alias } : {}),
      shot: english === '/' ? 'home' : english.slice(1).replaceAll('/', '-'),
    };
  });
  const notFound = notFoundLangs().map((lang): PageVisit => {
    const prefix = languages[lang].prefix;
    return { path: `${prefix}/no-such-page`, lang, status: 404, file: `${prefix.slice(1)}${prefix ? '/' : ''}404.html`, shot: 'not-found' };
  });
  return [...pages, ...notFound];
}

/** The widths of the visual baselines (issue 27: every page at 390 and 1440 px). */
export const SCREENSHOT_WIDTHS = [390, 1440] as const;

/** A page's baseline at a width, under tests/visual/: `en/tara-390.png`. */
export const baselineName = (visit: PageVisit, width: number) => `${visit.lang}/${visit.shot}-${width}.png`;

/** Every baseline the per-page visits compare with: each page but the aliases (their page's own), at each width. */
export function baselineNames(): string[] {
  return pagesToVisit()
    .filter((visit) => !visit.aliasOf)
    .flatMap((visit) => SCREENSHOT_WIDTHS.map((width) => baselineName(visit, width)));
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

/** Zero axe-core violations for WCAG 2.2 A and AA, judged once the page is at rest (tests/e2e/checks.ts). */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeFindings(page), 'axe violations').toEqual([]);
}

/** The HTML a crawler or a visitor without JS gets: fetched, not rendered. */
export async function rawHtml(page: Page, path: string): Promise<{ status: number; html: string }> {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

/** Text of the first h1 in raw HTML, tags stripped and entities decoded. */
export function h1Text(html: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  if (inner === undefined) return undefined;
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every schema.org node in a page's JSON-LD scripts, `@graph` members flattened, `@context` kept on each. */
export function jsonLdNodes(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m): Record<string, unknown>[] => {
    const data = JSON.parse(m[1]!) as Record<string, unknown> & { '@graph'?: Record<string, unknown>[] };
    const { '@graph': graph, ...rest } = data;
    return graph ? graph.map((node) => ({ '@context': rest['@context'], ...node })) : [data];
  });
}
