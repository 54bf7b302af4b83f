/**
 * Every built page, in every language, the 404s included, visited three times, with every
 * per-page check run on those visits (docs/testing.md, docs/decisions/2900):
 *
 * - a visitor on a 1280 px desktop, motion as it comes: status, raw HTML (heading, language, head
 *   tags, font preloads, link preview, JSON-LD, anchors, html-validate), headers and CSP; in the
 *   browser: no console error, no CSP violation, nothing sent to another site, no cookie or
 *   stored data, every island hydrated, headings in order, axe (WCAG 2.2 A/AA), target size,
 *   focus never hidden while tabbing through the page;
 * - a visitor who prefers less motion, the page clock installed, one visit resized from a
 *   390 px phone to 320, 360, 768 and 1440 px: axe as the page arrives (islands further down not yet
 *   awake), nothing moves on by itself, target size and the header's controls at 390 px, no
 *   sideways scroll and no text out of its box at every width (issue 28's reflow check at 320 and
 *   360 px, docs/decisions/2804);
 * - a visitor without JavaScript, read from the raw HTML: the main text is there, and a Menu
 *   button opens the menu to every destination by an HTML command, no script (that the browser
 *   does so is tried on a page of each kind in tests/e2e/no-js.spec.ts).
 *
 * An alias (/about, /rhino, /guardian) is its page's HTML with another canonical address
 * (proven below), so it is visited at 1280 px only. Findings that other
 * work is fixing are listed in tests/e2e/known-findings.ts.
 *
 * Every check here holds for any content (docs/decisions/3330): a copywriter's new page or
 * reworded button passes as long as the page works. The real pages have no pixel baselines: the
 * design is photographed in the kit gallery (tests/e2e/kit-gallery.spec.ts), built from fixture
 * content, whose Arabic pages also lay every section kind out right to left at four widths (the
 * English pages forced right to left, docs/decisions/1801, were checked here before).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { collectionIds, pageAnchors, shellIds } from '~/content/anchors';
import { parseSource } from '~/content/source';
import { pageAt } from '~/site-map.server';
import { firstText, meta, tags } from '../../scripts/build/built-html';
import { axeFindings, headingOrderFindings, targetSizeFindings } from './checks/a11y';
import { headFindings, pngSize } from './checks/head';
import { headerControlFindings, headingScaleFindings, heroArtFindings, overflowFindings, textOverflowFindings } from './checks/layout';
import { difference, expectStillUnderReducedMotion, runningAnimations, stillState } from './checks/motion';
import { directives, EMBED_HOSTS, guard, inlineScriptHashes, markupScriptFindings } from './checks/policy';
import { expectFindings, scrollThrough, settled } from './checks/visit';
import { tabThrough } from './a11y-checks';
import { jsonLd, problems } from './structured-data';
import { hydrated, noScriptFindings, pagesToVisit, siteIn, watchConsole, type PageVisit } from './support';
import { PAGE_TIME, resize } from './visual';

const visits = pagesToVisit();
const CLIENT = join(process.cwd(), 'build', 'client');
const validator = new HtmlValidate(new FileSystemConfigLoader());

test('every page is visited: the build holds each page of the route table, in each language, and a 404 per language', () => {
  const paths = visits.map((visit) => visit.path);
  expect(paths).toContain('/');
  expect(paths).toContain('/ar');
  expect(paths).toContain('/no-such-page');
  expect(paths).toContain('/ar/no-such-page');
  expect(paths.some((path) => path.startsWith('/news/'))).toBe(true);
  expect(paths.some((path) => path.startsWith('/careers/'))).toBe(true);
});

test('an alias is its page: the same body, bar the search index marks, and its own canonical address', () => {
  const bodyOf = (file: string) => {
    type Node = DefaultTreeAdapterMap['node'];
    const document = parse(readFileSync(join(CLIENT, file), 'utf8'));
    const strip = (node: Node) => {
      if ('attrs' in node) node.attrs = node.attrs.filter((attr) => !attr.name.startsWith('data-pagefind'));
      if ('childNodes' in node) node.childNodes.forEach(strip);
    };
    const html = document.childNodes.find((node) => node.nodeName === 'html') as DefaultTreeAdapterMap['element'];
    const body = html.childNodes.find((node) => node.nodeName === 'body')!;
    strip(body);
    return serialize(body as DefaultTreeAdapterMap['element']);
  };
  const aliases = visits.filter((visit) => visit.aliasOf);
  expect(aliases.length).toBeGreaterThan(0);
  for (const alias of aliases) {
    const primary = visits.find((visit) => visit.path === alias.aliasOf)!;
    expect(bodyOf(alias.file), alias.path).toBe(bodyOf(primary.file));
  }
});

/** The raw HTML and headers a crawler, a CDN and a visitor without JavaScript get. */
async function expectRawPage(request: APIRequestContext, visit: PageVisit): Promise<string> {
  const response = await request.get(visit.path, { maxRedirects: 0 });
  expect(response.status()).toBe(visit.status);
  const headers = response.headers();
  const html = await response.text();
  const soft = expect.soft;

  // The heading, language, title and font preloads, and on a found page its description, canonical address and cards.
  soft(headFindings(html, visit.lang, visit.status), 'head and heading in the prerendered HTML').toEqual([]);

  // Valid HTML (rules in .htmlvalidate.json), read from the file the build wrote.
  const report = await validator.validateFile(join(CLIENT, visit.file));
  soft(
    report.results.flatMap((result) =>
      result.messages
        .filter((m) => m.severity === 2)
        .map((m) => `${visit.file}:${m.line}:${m.column} ${m.ruleId} — ${m.message} (${m.selector ?? ''})`),
    ),
    'html-validate errors',
  ).toEqual([]);

  // Without JavaScript: the text is there, and the Menu button opens the menu to every destination.
  soft(noScriptFindings(html, visit.lang), 'what a visitor without JavaScript gets').toEqual([]);

  if (visit.status === 404) return html;

  // Served with a strict policy, every inline script allowed by its hash.
  const policy = headers['content-security-policy'] ?? '';
  soft(policy, 'Content-Security-Policy').toBeTruthy();
  soft(policy).not.toMatch(/'unsafe-eval'|unsafe-hashes|strict-dynamic|\*/);
  const csp = directives(policy);
  const scripts = csp.get('script-src') ?? [];
  soft(scripts).toContain("'self'");
  soft(scripts).not.toContain("'unsafe-inline'");
  // Beside its own scripts, a page may compile WebAssembly (the site search, docs/decisions/1802), never eval.
  soft(scripts.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  for (const hash of inlineScriptHashes(html)) soft(scripts, 'every inline script allowed by its hash').toContain(hash);
  soft(markupScriptFindings(html), 'no inline event handlers, no javascript: links').toEqual([]);
  soft(csp.get('default-src')).toEqual(["'self'"]);
  soft(csp.get('object-src')).toEqual(["'none'"]);
  soft(csp.get('base-uri')).toEqual(["'self'"]);
  soft(csp.get('frame-ancestors')).toEqual(["'none'"]);
  soft(csp.get('connect-src')).toEqual(["'self'"]);
  for (const source of csp.get('frame-src') ?? []) soft(["'self'", ...EMBED_HOSTS]).toContain(source);
  soft(headers['x-content-type-options']).toBe('nosniff');
  soft(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  soft(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  soft(headers['cross-origin-opener-policy']).toBe('same-origin');
  soft(headers['cache-control']).toBe('no-cache');
  soft(headers['content-type']).toBe('text/html; charset=utf-8');

  // Shared, it shows a preview image of the declared size, with alt text.
  const image = meta(html, 'og:image');
  soft(image, 'og:image').toBeTruthy();
  soft(meta(html, 'twitter:image')).toBe(image);
  soft(meta(html, 'og:image:alt'), 'og:image:alt').toBeTruthy();
  soft(meta(html, 'twitter:image:alt'), 'twitter:image:alt').toBeTruthy();
  if (image) {
    const url = new URL(image);
    soft(url.origin).toBe(new URL(siteIn().url).origin);
    soft(url.pathname).not.toMatch(/\.svg$/);
    const file = await request.get(url.pathname);
    soft(file.status(), url.pathname).toBe(200);
    const width = meta(html, 'og:image:width');
    const height = meta(html, 'og:image:height');
    if (width || height) {
      soft(meta(html, 'og:image:type')).toBe('image/png');
      soft(file.headers()['content-type']).toBe('image/png');
      soft(pngSize(await file.body())).toEqual({ width: Number(width), height: Number(height) });
      soft([Number(width), Number(height)]).toEqual([1200, 630]);
    }
  }

  // Every JSON-LD block parses and carries the fields its type requires.
  const { nodes, errors } = jsonLd(html);
  soft(errors, 'JSON-LD').toEqual([]);
  for (const node of nodes) soft(problems(node), String(node['@type'])).toEqual([]);

  // Every anchor the content check accepts on this page is an id of the built page.
  const ids = new Set(tags(html, '*').flatMap((attrs) => (attrs.id ? [attrs.id] : [])));
  const page = pageAt(visit.path);
  const collection = /^\/(news|careers)\//.exec(visit.path)?.[1] as 'news' | 'careers' | undefined;
  const expected = page
    ? [...pageAnchors(parseSource(page.file, readFileSync(page.file, 'utf8')).data).all]
    : collection
      ? [...shellIds, ...collectionIds[collection]]
      : [...shellIds];
  soft(
    expected.filter((id) => !ids.has(id)),
    'anchors the content check accepts that the page lacks',
  ).toEqual([]);
  return html;
}

/** The page's own 404 status is the one console error a not-found page may log. */
function consoleErrors(visit: PageVisit, errors: string[]) {
  return visit.status === 404 ? errors.filter((e) => !/status of 404 \(Not Found\)/.test(e)) : errors;
}

/** Overflow, text overflow and the type scale at the page's current width. */
async function expectWithinScreen(page: Page, visit: PageVisit, width: number) {
  expectFindings('overflow', visit.path, width, await overflowFindings(page));
  expectFindings('text-overflow', visit.path, width, await textOverflowFindings(page));
  expectFindings('heading-scale', visit.path, width, await headingScaleFindings(page));
  // Right to left, the headline stands beside the hero's picture, never on it (issue 27 item 4).
  if (visit.lang === 'ar') expectFindings('hero-art', visit.path, width, await heroArtFindings(page));
}

for (const visit of visits) {
  test.describe(visit.path, () => {
    test(`a visitor on a 1280 px desktop opens ${visit.path}: raw HTML and headers, its policy kept, nothing sent elsewhere, headings in order, axe, target size, focus in sight`, async ({
      page,
      context,
      request,
    }) => {
      const html = await test.step('raw HTML and headers', () => expectRawPage(request, visit));
      const console = watchConsole(page);
      const net = await guard(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      const loaded = await test.step('open at 1280 px', () => page.goto(visit.path));
      expect(loaded?.status()).toBe(visit.status);
      if (visit.status === 200)
        expect.soft(loaded?.headers()['content-security-policy']).toBe((await request.head(visit.path)).headers()['content-security-policy']);
      await expect.soft(page.getByRole('heading', { level: 1 }).first()).toHaveText(firstText(html, 'h1')!);
      await test.step('scroll to the end', () => scrollThrough(page));
      // The page's script ran under the policy, and every island on it was hydrated.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/entry\.client-/.test(entry.name))))
        .toBe(true);
      await test.step('every island hydrated', () => hydrated(page));
      await test.step('network idle', () => page.waitForLoadState('networkidle'));
      expect.soft(await headingOrderFindings(page), 'headings in order').toEqual([]);

      expect.soft(await net.violations(), 'CSP violations').toEqual([]);
      expect.soft(net.elsewhere, 'requests to other origins').toEqual([]);
      expect.soft(await context.cookies(), 'cookies').toEqual([]);
      const writes = await net.writes();
      expect.soft(writes.cookies, 'document.cookie writes').toEqual([]);
      // The only web storage the site writes is the contact form's draft, in session storage (src/lib/form-draft.ts).
      expect
        .soft(
          writes.storage.filter((write) => !write.startsWith('session:ihub:form-draft:')),
          'storage writes other than the contact draft',
        )
        .toEqual([]);
      expect.soft(await page.evaluate(() => window.localStorage.length), 'local storage').toBe(0);

      expectFindings('axe', visit.path, 1280, await test.step('axe', () => axeFindings(page)));
      expectFindings('target-size', visit.path, 1280, await test.step('target size', () => targetSizeFindings(page)));
      const focus = await test.step('tab through', () => tabThrough(page));
      expectFindings('focus-hidden', visit.path, 1280, focus.hidden);
      expectFindings('focus-visible', visit.path, 1280, focus.focus);
      expect.soft(consoleErrors(visit, console.errors), 'console errors').toEqual([]);
    });

    if (visit.aliasOf) return;

    test(`a visitor who prefers less motion finds ${visit.path} still and within the screen at 390, 320, 360, 768 and 1440 px, accessible on a phone`, async ({
      page,
    }) => {
      // One visit, resized: a phone first (reduced motion, the page clock), then the other widths.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install({ time: PAGE_TIME });
      const console = watchConsole(page);
      await page.setViewportSize({ width: 390, height: 844 });
      const response = await test.step('open at 390 px', () => page.goto(visit.path));
      expect(response?.status()).toBe(visit.status);
      // axe as the visitor arrives: islands in sight awake, those further down still their
      // prerendered HTML (the desktop visit audits the page once every island has run).
      expectFindings('axe', visit.path, 390, await test.step('axe as the page arrives', () => axeFindings(page)));
      await test.step('every island hydrated', () => hydrated(page));
      await test.step('fonts and images loaded', () => settled(page));
      await test.step('nothing moves on by itself', () => expectStillUnderReducedMotion(page));
      await page.evaluate(() => window.scrollTo(0, 0));
      await settled(page);
      await test.step('within the screen at 390 px', () => expectWithinScreen(page, visit, 390));
      expect
        .soft(await test.step('header controls in the bar', () => headerControlFindings(page)), 'header controls outside the bar at 390 px')
        .toEqual([]);
      expectFindings('target-size', visit.path, 390, await test.step('target size', () => targetSizeFindings(page)));
      const phoneFocus = await test.step('tab through at 390 px', () => tabThrough(page));
      expectFindings('focus-hidden', visit.path, 390, phoneFocus.hidden);
      expectFindings('focus-visible', visit.path, 390, phoneFocus.focus);
      for (const [width, height] of [
        [320, 640],
        [360, 740],
        [768, 1024],
      ] as const) {
        await test.step(`resize to ${width} px`, () => resize(page, width, height));
        await test.step(`within the screen at ${width} px`, () => expectWithinScreen(page, visit, width));
      }
      await test.step('resize to 1440 px', () => resize(page, 1440, 900));
      // Wide, nothing moves on by itself either.
      const before = await stillState(page);
      await test.step('15 s of page time at 1440 px', () => page.clock.runFor(15_000));
      expect.soft(difference(before.markup, (await stillState(page)).markup), 'the page changed by itself at 1440 px').toBe('');
      expect.soft(await runningAnimations(page), 'running animations at 1440 px').toEqual([]);
      await expectWithinScreen(page, visit, 1440);
      expect.soft(consoleErrors(visit, console.errors), 'console errors').toEqual([]);
    });
  });
}
