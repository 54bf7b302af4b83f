/**
 * The kit gallery (docs/decisions/3330): the fixture site of tests/fixtures/site/ built by
 * scripts/kit-gallery.ts into build-kit/client under a preview's sub-path, its pages, and a test
 * whose worker serves it (tests/e2e/kit-gallery.spec.ts photographs it, tests/e2e/base-path.spec.ts
 * tries the sub-path on it).
 */
import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KIT_BASE, KIT_BUILD } from '../../scripts/kit-gallery';
import { startServer } from '../../scripts/server-process';
import { forcedColoursFindings, TEXT_200, TEXT_SPACING } from './a11y-checks';
import { PAGE_TIME } from './visual';

export { KIT_BASE };
export const KIT_CLIENT = join(KIT_BUILD, 'client');

/** A page of the gallery. */
export type GalleryPage = {
  /** Its address under the gallery's sub-path: "/forms", "/ar/forms", "/no-such-page". */
  path: string;
  lang: 'en' | 'ar';
  status: 200 | 404;
  /** Its name in its language's folder of tests/visual/kit/ ("home", "news-building-physical-ai", "not-found"). */
  shot: string;
  /** The islands on it (src/islands/): a page with one looks different without JavaScript. */
  islands: string[];
};

/**
 * Every page the gallery built, in both languages, and the not-found page of each; of a
 * collection's items (news, careers) the first only, as every item shares its page's layout.
 * Empty when build-kit is missing.
 */
export function galleryPages(): GalleryPage[] {
  if (!existsSync(KIT_CLIENT)) return [];
  const pages: GalleryPage[] = [];
  const islandsIn = (file: string) =>
    [...new Set([...readFileSync(file, 'utf8').matchAll(/data-island="([a-z-]+)"/g)].map(([, name]) => name!))].sort();
  const walk = (dir: string, path: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (!statSync(full).isDirectory() || ['admin', 'assets', 'images', 'pagefind', 'og', 'downloads', 'scenes'].includes(name)) continue;
      const file = join(full, 'index.html');
      const address = `${path}/${name}`;
      if (existsSync(file)) pages.push(page(address, 200, islandsIn(file)));
      if (name === 'news' || name === 'careers') {
        const first = readdirSync(full)
          .sort()
          .find((item) => existsSync(join(full, item, 'index.html')));
        if (first) pages.push(page(`${address}/${first}`, 200, islandsIn(join(full, first, 'index.html'))));
      } else walk(full, address);
    }
  };
  const page = (path: string, status: 200 | 404, islands: string[]): GalleryPage => {
    const lang = path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en';
    const english = lang === 'ar' ? path.slice(3) || '/' : path;
    const shot = status === 404 ? 'not-found' : english === '/' ? 'home' : english.slice(1).replaceAll('/', '-');
    return { path, lang, status, shot, islands };
  };
  pages.push(page('/', 200, islandsIn(join(KIT_CLIENT, 'index.html'))));
  walk(KIT_CLIENT, '');
  pages.push(page('/no-such-page', 404, islandsIn(join(KIT_CLIENT, '404.html'))));
  if (existsSync(join(KIT_CLIENT, 'ar', '404.html'))) pages.push(page('/ar/no-such-page', 404, islandsIn(join(KIT_CLIENT, 'ar', '404.html'))));
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

export type Mode = {
  /** Suffix of its baselines' names ('' for the plain mode): `forms-390-no-js.png`. */
  name: string;
  /** What the test title says of the visitor. */
  visitor: string;
  /** The browser context's options for this mode. */
  context: BrowserContextOptions;
  /** The widths photographed, the first one opened, the others resized to. */
  widths: readonly number[];
  /** Whether the mode changes how this page looks, so it needs pictures of its own. */
  concerns: (page: GalleryPage) => boolean;
  /** Run on the page before it is opened (an init script, an emulated media feature). */
  before?: (page: Page) => Promise<void>;
  /** A style sheet applied after screenshot.css to this mode's pictures. */
  stylePath?: string;
  /** What else holds in this mode at each width, read in the page before its picture (findings as lines). */
  findings?: (page: Page) => Promise<string[]>;
};

export const HEIGHTS: Record<number, number> = { 320: 640, 390: 844, 768: 1024, 1440: 900 };

export const MODES: readonly Mode[] = [
  {
    name: '',
    visitor: 'a visitor who prefers less motion',
    context: {},
    widths: [390, 320, 768, 1440],
    concerns: () => true,
    before: (page) => page.clock.install({ time: PAGE_TIME }),
  },
  {
    // Without JavaScript an island keeps its prerendered HTML: a carousel's slides, a form's
    // fallback, a filter's full list, an embed's poster. The page's clock is its build's then:
    // the footer's year, filled in by the page's script at view time, is hidden.
    name: 'no-js',
    visitor: 'a visitor without JavaScript',
    context: { javaScriptEnabled: false },
    widths: [390, 320, 768, 1440],
    concerns: (page) => page.islands.some((island) => island !== 'toaster'),
    stylePath: join(process.cwd(), 'tests', 'e2e', 'screenshot-no-js.css'),
  },
  {
    // Windows' contrast themes (issue 46): the browser repaints every colour in its own system
    // colours and drops shadows and background pictures, so what is left of the design is its
    // borders, outlines, marks and text. Every page, as any section may lose an edge; a phone and
    // a desktop only, as the forced palette changes colours, not where things go.
    name: 'forced-colours',
    visitor: 'a visitor in forced colours',
    context: { forcedColors: 'active' },
    widths: [390, 1440],
    concerns: () => true,
    before: (page) => page.clock.install({ time: PAGE_TIME }),
    findings: forcedColoursFindings,
  },
];

/**
 * Larger text and wider spacing (issue 46, WCAG 1.4.4 and 1.4.12) as a visitor's browser or a
 * bookmarklet sets them, judged by a rule rather than by pixels (`textFitFindings`), at a phone's
 * width and a laptop's.
 */
export const TEXT_SETUPS = [
  { name: '200 % text', css: TEXT_200 },
  { name: 'the WCAG 1.4.12 spacing', css: TEXT_SPACING },
] as const;
export const TEXT_WIDTHS = [390, 1280] as const;

/**
 * Puts one of TEXT_SETUPS on the open page in place of the one before ('' for none), without a
 * reload, and lets the page follow: two frames, for what measures itself in a ResizeObserver.
 */
export async function setTextStyle(page: Page, css: string): Promise<void> {
  await page.evaluate(async (style) => {
    let element = document.querySelector<HTMLStyleElement>('style[data-kit-text]');
    if (!element) {
      element = document.createElement('style');
      element.dataset.kitText = '';
      document.head.append(element);
    }
    element.textContent = style;
    // The page clock fakes requestAnimationFrame, so its frames are no proof that the browser has
    // laid the page out again: a ResizeObserver's first callback comes with the next real rendering
    // update, after the page's own observers (layouts measured by script, e.g. fact columns) ran.
    await new Promise<void>((done) => {
      const observer = new ResizeObserver(() => (observer.disconnect(), done()));
      observer.observe(document.documentElement);
    });
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  }, css);
}

/** The baseline of a page at a width in a mode, under tests/visual/. */
export const kitBaseline = (page: GalleryPage, width: number, mode: Mode) =>
  `kit/${page.lang}/${page.shot}-${width}${mode.name ? `-${mode.name}` : ''}.png`;

/** Every baseline the gallery compares with: each page, in each mode that concerns it, at each of its widths. */
export function kitBaselines(): string[] {
  return galleryPages().flatMap((page) =>
    MODES.filter((mode) => mode.concerns(page)).flatMap((mode) => mode.widths.map((width) => kitBaseline(page, width, mode))),
  );
}

/**
 * `kit`: the gallery served under its sub-path by this worker, one server per parallel worker on
 * the suite's port + 2 and + 3 (docs/testing.md, "Ports"); `kit.url` is its address without the
 * last slash, e.g. http://127.0.0.1:4176/pr-preview/pr-7.
 */
export const test = base.extend<object, { kit: { url: string } }>({
  kit: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use, workerInfo) => {
      if (!existsSync(join(KIT_CLIENT, 'index.html'))) throw new Error(`${KIT_CLIENT} is missing: build the kit gallery first (npm run kit:gallery)`);
      const server = await startServer(Number(process.env.E2E_PORT ?? 4174) + 2 + (workerInfo.parallelIndex % 2), KIT_CLIENT, { base: KIT_BASE });
      await use({ url: server.url });
      await server.stop();
    },
    { scope: 'worker' },
  ],
});
