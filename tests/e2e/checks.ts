/**
 * The checks every page passes (tests/e2e/every-page.spec.ts), each written once: what a page's
 * raw HTML and headers must carry, and what a browser must find on it — its policy kept, nothing
 * sent elsewhere, axe, target size, focus, overflow, motion. A check that runs in the page
 * returns its findings as lines (`rule: element — detail`) for `expectFindings` to judge
 * against tests/e2e/known-findings.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { knownFindingsFor, type Check } from './known-findings';

/** The WCAG 2.2 A and AA rule sets of axe-core (issue 28: "axe runs with the WCAG 2.2 A/AA tags"). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The site's embeds that may be framed once the visitor asks for them. */
export const EMBED_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org', 'https://my.spline.design'];

/** A policy as directive → values. */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** Hashes of the inline scripts in a page, computed here independently of the build. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\ssrc=/.test(attrs!) && !/type="application\/(ld\+)?json"/.test(attrs!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

declare global {
  interface Window {
    cspViolations: string[];
    storageWrites: string[];
    cookieWrites: string[];
  }
}

/**
 * Watches a page from its first byte: CSP violations it reports, every storage and cookie write,
 * and every request to another origin — answered here with a stub, so a test never reaches the
 * internet.
 */
export async function guard(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    window.storageWrites = [];
    window.cookieWrites = [];
    document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      window.storageWrites.push(`${this === window.localStorage ? 'local' : 'session'}:${key}`);
      return setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get: cookie.get,
      set(value: string) {
        window.cookieWrites.push(value.split('=')[0]!);
        cookie.set!.call(this, value);
      },
    });
  });
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url);
  });
  await page.route(
    (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
  return {
    elsewhere,
    violations: () => page.evaluate(() => window.cspViolations),
    writes: () => page.evaluate(() => ({ storage: window.storageWrites, cookies: window.cookieWrites })),
  };
}

/** Scrolls to the end half a screen at a time, a frame per step (or 100 ms when a busy machine is slow to paint one). */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const height = document.documentElement.scrollHeight;
    for (let y = 0; y < height; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => {
        requestAnimationFrame(() => done(null));
        setTimeout(() => done(null), 100);
      });
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
}

/**
 * Judges one check's findings on one page at one width: each must be listed in
 * tests/e2e/known-findings.ts, and each known finding listed for this page must still be
 * found (a fixed one is taken off the list). Soft, so every check of a visit reports.
 */
export function expectFindings(check: Check, route: string, width: number, findings: string[]) {
  const known = knownFindingsFor(check, route, width);
  const unexpected = findings.filter((line) => !known.some((entry) => entry.match.test(line)));
  const fixed = known.filter((entry) => !findings.some((line) => entry.match.test(line)));
  expect.soft(unexpected, `${check} at ${width} px on ${route}`).toEqual([]);
  expect
    .soft(
      fixed.map((entry) => `${entry.match} (${entry.why})`),
      `known ${check} findings no longer seen at ${width} px on ${route}: take them off tests/e2e/known-findings.ts`,
    )
    .toEqual([]);
  for (const line of findings.filter((line) => known.some((entry) => entry.match.test(line))))
    test.info().annotations.push({ type: `known finding (${check}, ${width} px)`, description: line });
}

/**
 * Waits until the page is at rest for an audit: islands that wake by themselves (in sight, or at
 * load) have run, and no finite animation on the document timeline is still playing. Endless
 * decorative animations and those that follow the scroll (the header's shadow) never end and
 * are left running.
 */
export async function atRest(page: Page) {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-island]:not([data-hydrated])')].every(
          (island) => island.getAttribute('data-wake') !== 'load' && (island.firstElementChild?.getBoundingClientRect().top ?? 0) > innerHeight,
        ) &&
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity || !(a.timeline instanceof DocumentTimeline)),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** axe-core as @axe-core/playwright pins it (another package brings a newer copy to the top of node_modules). */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(join(process.cwd(), 'package.json')).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core's WCAG 2.2 A/AA violations, one line per rule and element, judged once the page is at
 * rest. On a page without frames axe runs in the page itself, put there once per document, and
 * only violations are collected: @axe-core/playwright puts axe in again for every run and builds a
 * selector for each element that passes, twice the time (0.8-1.3 s became 0.4-0.7 s a run,
 * measured on /tara, /robotics and /ar/contact). A page with a frame (an embed the visitor asked
 * for) goes to @axe-core/playwright, which runs axe in each frame and merges the results.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  await atRest(page);
  const line = (v: { id: string; help: string; nodes: { target: unknown[] }[] }) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${v.help}`);
  if (await page.locator('iframe').count()) {
    const results = await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
    return results.violations.flatMap(line);
  }
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Through the protocol: Playwright's evaluate of a string this size took longer, each way
    // in a fresh page of its own (0.28 s against 0.22 s a run on a quiet machine, 2.2 s against
    // 1.4 s under heavy load; seven pages).
    const session = await page.context().newCDPSession(page);
    const { exceptionDetails } = await session.send('Runtime.evaluate', { expression: AXE_SOURCE });
    await session.detach();
    if (exceptionDetails) throw new Error(`axe-core did not load: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  }
  const violations = await page.evaluate(async (tags) => {
    type Violation = { id: string; help: string; nodes: { target: string[] }[] };
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(({ target }) => ({ target })) }));
  }, AXE_TAGS);
  return violations.flatMap(line);
}

/**
 * Fonts loaded and every image loaded, so what is measured or photographed is final, whatever
 * path the page was scrolled along: images that wait to come near the screen are asked for now.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/**
 * Sideways scroll (WCAG 1.4.10): how far the page scrolls sideways, and the outermost elements
 * that stick out of the viewport without a scrolling or clipping box around them.
 */
export function overflowFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const by = Math.max(root.scrollWidth - width, document.body.scrollWidth - width, 0);
    // Right to left, an overhang to the left is not counted by scrollWidth: try to scroll there.
    window.scrollTo(root.dir === 'rtl' ? -500 : 500, window.scrollY);
    const scrolled = Math.abs(window.scrollX);
    window.scrollTo(0, window.scrollY);
    if (by <= 0 && scrolled === 0) return [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join('')}${element.textContent?.trim() ? ` "${element.textContent.trim().slice(0, 30)}"` : ''}`;
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const out = [`page: scrolls sideways by ${Math.max(by, scrolled)} px`];
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
      if (!element.checkVisibility({ visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1) && !clipped(element);
    });
    for (const element of sticking) {
      if (sticking.includes(element.parentElement!)) continue;
      const box = element.getBoundingClientRect();
      out.push(`sticks out: ${name(element)} — ${Math.round(Math.max(box.right - width, -box.left))} px past the edge`);
    }
    return out;
  });
}

/**
 * Text that overflows its box (issue 27: "no clipped or orphaned text anywhere"): a line of text
 * wider than the block it sits in, or cut off by an ancestor that hides its overflow. Scrolling
 * boxes (a wide table) are not clipping: their text can be reached. Visually hidden text (the
 * screen-reader-only labels) is meant to be clipped, and so is text shortened with an ellipsis
 * (a line clamp). Text drawn by CSS (`content:`) is not a text node and is not seen here.
 */
export function textOverflowFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join('')}`;
    const blockOf = (element: Element) => {
      for (let up: Element | null = element; up; up = up.parentElement) {
        const display = getComputedStyle(up).display;
        if (display !== 'inline' && display !== 'contents') return up;
      }
      return document.body;
    };
    /** Screen-reader-only text (clipped to nothing on purpose): not for the eye. */
    const visuallyHidden = (element: Element) => {
      for (let up: Element | null = element; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template, svg')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || visuallyHidden(parent)) continue;
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (!lines.length) continue;
      const left = Math.min(...lines.map((r) => r.left));
      const right = Math.max(...lines.map((r) => r.right));
      const top = Math.min(...lines.map((r) => r.top));
      const bottom = Math.max(...lines.map((r) => r.bottom));
      const fontSize = parseFloat(getComputedStyle(parent).fontSize);
      const quote = `"${text.slice(0, 40)}"`;
      // Wider than its own block: a word or a nowrap label that runs out of its box.
      const block = blockOf(parent);
      const own = block.getBoundingClientRect();
      if (own.width > 1 && (right > own.right + 1 || left < own.left - 1))
        out.add(`wider than its box: ${name(block)} ${quote} — ${Math.round(Math.max(right - own.right, own.left - left))} px out`);
      // Cut off by an ancestor that hides what overflows it.
      for (let up: Element | null = parent; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
        const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        if (!hidesX && !hidesY) continue;
        // Shortened on purpose, with an ellipsis a designer chose (an excerpt's line clamp): not cut.
        if (style.webkitLineClamp !== 'none' || style.textOverflow === 'ellipsis') break;
        const box = up.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) break; // a visually hidden label
        const inner = {
          left: box.left + up.clientLeft,
          right: box.left + up.clientLeft + up.clientWidth,
          top: box.top + up.clientTop,
          bottom: box.top + up.clientTop + up.clientHeight,
        };
        // A line box is taller than its letters (ascent and descent of the face): a quarter em of slack.
        const slack = fontSize / 4;
        const cutX = hidesX && (left < inner.left - 1 || right > inner.right + 1);
        const cutY = hidesY && (top < inner.top - slack || bottom > inner.bottom + slack);
        // Wholly outside (a slide out of view, a closed panel) is hidden, not cut: only a partial cut counts.
        const outside = right <= inner.left || left >= inner.right || bottom <= inner.top || top >= inner.bottom;
        if ((cutX || cutY) && !outside) out.add(`cut off: ${quote} by ${name(up)}`);
        break;
      }
    }
    return [...out];
  });
}

/**
 * The site header's controls (links and buttons a visitor can see) sit inside the bar and the
 * viewport: one line per control that does not. Read in the page in one round trip.
 */
export function headerControlFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The banner: the header that is no article's or section's own (as getByRole('banner') finds it).
    const banner = [...document.querySelectorAll('header')].find((header) => !header.closest('article, aside, main, nav, section'));
    if (!banner) return ['header-controls: no site header'];
    const bar = banner.getBoundingClientRect();
    const out: string[] = [];
    for (const control of banner.querySelectorAll('a, button')) {
      const box = control.getBoundingClientRect();
      // Visible as Playwright's isVisible() has it: a box with area, and not visibility: hidden.
      if (!(box.width > 0 && box.height > 0) || getComputedStyle(control).visibility === 'hidden') continue;
      const what = `header-controls: ${control.outerHTML.slice(0, 80)}`;
      if (box.left < 0 || box.right > innerWidth) out.push(`${what} — outside the viewport (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
      if (box.bottom > bar.bottom) out.push(`${what} — below the bar (${Math.round(box.bottom)} px, the bar ends at ${Math.round(bar.bottom)} px)`);
    }
    return out;
  });
}

/**
 * Target size (WCAG 2.5.8, AA): every link and button not inline in a sentence is at least
 * 24 × 24 CSS px, or is spaced so a 24 px circle on its centre touches no other target and no
 * other undersized target's circle.
 */
export function targetSizeFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('')} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
    const blockOf = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        const display = getComputedStyle(up).display;
        if (display !== 'inline' && display !== 'contents') return up;
      }
      return document.body;
    };
    /** In a sentence: an inline target whose block holds other words too. */
    const inText = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = blockOf(element);
      const rest = (block.textContent ?? '').replace(element.textContent ?? '', '');
      return /[\p{L}\p{N}]/u.test(rest);
    };
    const targets = [...document.querySelectorAll('a[href], button, [role="button"], [role="link"], summary')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      // A screen-reader-only link (the skip link until it is focused) is no pointer target.
      .filter(({ box }) => box.width > 1 && box.height > 1);
    const undersized = targets.filter(({ element, box }) => (box.width < 24 || box.height < 24) && !inText(element));
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const circleTouches = (c: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - c.x, 0, c.x - box.right);
      const dy = Math.max(box.top - c.y, 0, c.y - box.bottom);
      return dx * dx + dy * dy < 12 * 12;
    };
    const out: string[] = [];
    for (const target of undersized) {
      const c = centre(target.box);
      const crowded = targets.some(
        (other) =>
          other !== target &&
          !other.element.contains(target.element) &&
          !target.element.contains(other.element) &&
          (circleTouches(c, other.box) || (undersized.includes(other) && Math.hypot(centre(other.box).x - c.x, centre(other.box).y - c.y) < 24)),
      );
      if (crowded)
        out.push(
          `target-size: ${name(target.element)} — ${Math.round(target.box.width)}×${Math.round(target.box.height)} px, too close to another target`,
        );
    }
    return out;
  });
}

/**
 * Focus not obscured (WCAG 2.4.11, AA): tabbing through the page from its top, no focused
 * element is entirely hidden — under the sticky header or any other author content, or out of
 * sight in a box that clips it. One line per element found hidden.
 *
 * Each Tab's keyup, which comes once the browser has moved focus and scrolled it into view,
 * records where the focused element is; the page counts stops until focus comes round again.
 */
export async function focusFindings(page: Page): Promise<string[]> {
  const stops = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    type Log = { done: boolean; seen: Set<Element>; hidden: string[] };
    const log: Log = { done: false, seen: new Set<Element>(), hidden: [] };
    (window as typeof window & { focusLog?: Log }).focusLog = log;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
      if (!points.length) return 'out of sight';
      const hits = points.map(([x, y]) => document.elementFromPoint(x!, y!));
      if (hits.some((top) => !!top && (top === element || element.contains(top) || top.contains(element)))) return '';
      return `under ${hits[0]?.closest('header') ? 'the sticky header' : (hits[0]?.tagName.toLowerCase() ?? 'nothing')}`;
    };
    window.addEventListener(
      'keyup',
      (event) => {
        if (event.key !== 'Tab' || log.done) return;
        const element = document.activeElement;
        if (!element || element === document.body || log.seen.has(element)) {
          log.done = true;
          return;
        }
        log.seen.add(element);
        const where = visible(element);
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
        if (where) log.hidden.push(`focus-hidden: ${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${label}" — ${where}`);
      },
      true,
    );
    // Every stop Tab can reach, and a few more to see focus come round.
    return (
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, iframe, [tabindex]')].filter(
        (element) => element.tabIndex >= 0 && element.checkVisibility({ visibilityProperty: true }),
      ).length + 3
    );
  });
  // Tab presses go through the protocol twenty at a time without waiting for each: the page
  // gets them in order (one session, one input queue), each keydown and keyup handled before the
  // next, as from a keyboard. Playwright's press() waits for each, about 12 ms a press on a busy
  // machine, hundreds of presses on a long page.
  const session = await page.context().newCDPSession(page);
  const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
  try {
    for (let press = 0; press < stops; press += 20) {
      const batch = Math.min(20, stops - press);
      await Promise.all(
        Array.from({ length: batch }, () => [
          session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key }),
          session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
        ]).flat(),
      );
      if (await page.evaluate(() => (window as typeof window & { focusLog?: { done: boolean } }).focusLog?.done)) break;
    }
  } finally {
    await session.detach();
  }
  return page.evaluate(() => (window as typeof window & { focusLog?: { hidden: string[] } }).focusLog?.hidden ?? []);
}

/** The page as a visitor sees it: its markup (toasts aside, they come and go by design) and every canvas's pixels. */
export async function stillState(page: Page): Promise<{ markup: string; canvases: string[] }> {
  const raw = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('[data-toaster], script').forEach((node) => node.remove());
    const canvases = [...document.querySelectorAll('canvas')].map((canvas) => {
      try {
        return canvas.toDataURL();
      } catch {
        return 'unreadable';
      }
    });
    return { markup: body.innerHTML, canvases };
  });
  const hash = (text: string) => createHash('sha1').update(text).digest('hex');
  return { markup: raw.markup, canvases: raw.canvases.map(hash) };
}

/** Where two snapshots of markup part ways, with a little context; empty when equal. */
export function difference(a: string, b: string): string {
  if (a === b) return '';
  let i = 0;
  while (a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 120), i + 80)}…\n  became\n…${b.slice(Math.max(0, i - 120), i + 80)}…`;
}

/** Animations still running: endless ones, or ones with more than a moment left. */
export function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        const end = Number(timing?.endTime ?? 0);
        return timing?.iterations === Infinity || end === Infinity || end - Number(animation.currentTime ?? 0) > 100;
      })
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name = animation instanceof CSSAnimation ? animation.animationName : animation.id || animation.constructor.name;
        return `${name} on ${target ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}.${[...target.classList].slice(0, 3).join('.')}` : '?'}`;
      }),
  );
}

/**
 * Reduced motion (docs/decisions/0300) on a page opened with `prefers-reduced-motion: reduce` and
 * Playwright's clock installed: once loaded and scrolled, nothing keeps moving and nothing
 * advances by itself — no endless animation, no carousel changing the page, no canvas drawing
 * frame after frame. Time is the page clock's, not a sleep.
 */
export async function expectStillUnderReducedMotion(page: Page) {
  await page.evaluate(() => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) window.scrollTo(0, y);
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // Hydration and scroll effects settle in real time first, so only timers are left to judge.
  await expect
    .poll(async () => {
      const first = (await stillState(page)).markup;
      await page.waitForTimeout(200);
      return (await stillState(page)).markup === first;
    })
    .toBe(true);
  // Let arrival effects (fades, the funding toast) play out.
  await page.clock.runFor(6_000);
  expect.soft(await runningAnimations(page), 'running animations').toEqual([]);
  const before = await stillState(page);
  await page.clock.runFor(15_000);
  const after = await stillState(page);
  expect.soft(after.canvases, 'canvas frames keep changing').toEqual(before.canvases);
  expect.soft(difference(before.markup, after.markup), 'the page changed by itself (auto-advance?)').toBe('');
  expect.soft(await runningAnimations(page), 'running animations').toEqual([]);
}

/** An attribute `read` of the first `<tag>` whose `key` is `keyValue`, entities decoded. */
export function attr(html: string, tag: string, key: string, keyValue: string, read: string): string | undefined {
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))) {
    const get = (name: string) =>
      new RegExp(`\\s${name}="([^"]*)"`)
        .exec(element)?.[1]
        ?.replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'");
    if (get(key) === keyValue) return get(read);
  }
  return undefined;
}

/** A `<meta>`'s content by its property or name. */
export const metaContent = (html: string, key: string) =>
  attr(html, 'meta', 'property', key, 'content') ?? attr(html, 'meta', 'name', key, 'content');

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1'), 'PNG signature').toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/**
 * The headline and the hero's picture (issue 27 item 4: the Arabic headline sat on the robots).
 * In the page's first section, a finding names each picture (an image, a drawing that is not
 * aria-hidden, a video or canvas, at least a fifth of the page wide) whose box overlaps the h1's.
 * Rings, particles and icons behind a hero are aria-hidden decoration, and are not pictures.
 */
export function heroArtFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hero = document.querySelector('main > *:first-child');
    const title = hero?.querySelector('h1')?.getBoundingClientRect();
    if (!hero || !title) return [];
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    return [...hero.querySelectorAll('img, svg:not([aria-hidden="true"]), video, canvas:not([aria-hidden="true"])')]
      .filter((art) => art.getBoundingClientRect().width >= innerWidth / 5 && shown(art))
      .filter((art) => {
        const box = art.getBoundingClientRect();
        return title.left < box.right && box.left < title.right && title.top < box.bottom && box.top < title.bottom;
      })
      .map(
        (art) => `hero-art: ${art.tagName.toLowerCase()}${art.getAttribute('src') ? `[src="${art.getAttribute('src')}"]` : ''} — under the page's h1`,
      );
  });
}

/**
 * The type scale (issue 27 item 2, docs/decisions/2700): the page title stands above every
 * section heading at every width. A finding names each visible h2 whose type is as large as the
 * h1's, or larger.
 */
export function headingScaleFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const title = [...document.querySelectorAll('main h1, h1')].find(shown);
    if (!title) return [];
    const h1 = size(title);
    return [...document.querySelectorAll('h2')]
      .filter((heading) => shown(heading) && size(heading) >= h1)
      .map((heading) => `section heading as large as the title: h2 "${heading.textContent.trim().slice(0, 60)}" ${size(heading)} px, h1 ${h1} px`);
  });
}

/**
 * Headings in order (WCAG 1.3.1, 2.4.6): the page's title is its one h1 and its first heading, and
 * going down the page no heading skips a level (an h2 followed by an h4). Hidden headings (a closed
 * dialog's) are left out. A finding names the heading and the one before it. Holds for any
 * content: the levels are the kit's, the words the copywriter's.
 */
export function headingOrderFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((heading) =>
      heading.checkVisibility({ visibilityProperty: true, opacityProperty: false }),
    );
    const name = (heading: Element) => `${heading.tagName.toLowerCase()} "${heading.textContent.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
    const level = (heading: Element) => Number(heading.tagName[1]);
    const findings: string[] = [];
    const titles = headings.filter((heading) => level(heading) === 1);
    if (titles.length !== 1)
      findings.push(`${titles.length} h1 on the page${titles.length ? `: ${titles.map(name).join(', ')}` : ''}; expected one, the page's title`);
    if (headings[0] && level(headings[0]) !== 1) findings.push(`the first heading is ${name(headings[0])}, not the page's h1`);
    headings.forEach((heading, i) => {
      const before = headings[i - 1];
      if (before && level(heading) > level(before) + 1) findings.push(`${name(heading)} after ${name(before)}: skips h${level(before) + 1}`);
    });
    return findings;
  });
}
