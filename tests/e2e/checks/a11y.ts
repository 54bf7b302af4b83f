/**
 * Accessibility checks a browser runs on every page (tests/e2e/every-page.spec.ts): axe with the
 * WCAG 2.2 A/AA tags, target size (2.5.8), focus not obscured (2.4.11) while tabbing through the
 * page, and headings in order. Each returns its findings as lines for `expectFindings`
 * (./visit.ts). The focus probe, text fit, forced colours and motion are in ../a11y-checks.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { atRest } from './visit';

/** The WCAG 2.2 A and AA rule sets of axe-core (issue 28: "axe runs with the WCAG 2.2 A/AA tags"). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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
