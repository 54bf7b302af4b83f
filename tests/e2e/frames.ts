/**
 * Measures, in the page, what a visitor sees of the robots and the figures (docs/decisions/3361,
 * 3362). Each function runs in the browser and returns findings, one line each, [] when all is well.
 */
import type { Locator, Page } from '@playwright/test';
import { UNBREAKABLE } from '~/lib/keep-together';

/**
 * Every robot a picture of `<main>` draws (an SVG's `<svg data-robot>` at its top level, whose box is
 * the robot's safe area) must lie inside what its frame shows: the image's box after its
 * object-fit and object-position, inside every ancestor that clips. A picture hidden by its
 * carousel is measured in its own box (its slide may stand off screen).
 */
export function robotsCut(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const findings: string[] = [];
    const svgs = new Map<string, Promise<string>>();
    const fetchText = (url: string) => {
      let text = svgs.get(url);
      if (!text) svgs.set(url, (text = fetch(url).then((response) => response.text())));
      return text;
    };
    /** An `object-position` coordinate: a percentage of the free space, or a length. */
    const offset = (value: string, free: number) => (value.endsWith('%') ? (free * Number.parseFloat(value)) / 100 : Number.parseFloat(value) || 0);
    for (const img of document.querySelectorAll('main img')) {
      if (!(img instanceof HTMLImageElement)) continue;
      const src = img.currentSrc || img.src;
      if (!/\.svg(?:[?#]|$)/.test(src)) continue;
      const box = img.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const root = new DOMParser().parseFromString(await fetchText(src), 'image/svg+xml').documentElement;
      const robots = [...root.children].filter((child) => child.hasAttribute('data-robot'));
      if (!robots.length) continue;
      const [vx = 0, vy = 0, vw = 0, vh = 0] = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
      // The content box, then where object-fit draws the picture in it.
      const style = getComputedStyle(img);
      const px = (name: string) => Number.parseFloat(style.getPropertyValue(name)) || 0;
      const content = {
        left: box.left + px('border-left-width') + px('padding-left'),
        top: box.top + px('border-top-width') + px('padding-top'),
        width: box.width - px('border-left-width') - px('padding-left') - px('border-right-width') - px('padding-right'),
        height: box.height - px('border-top-width') - px('padding-top') - px('border-bottom-width') - px('padding-bottom'),
      };
      const fit = style.objectFit;
      const contain = Math.min(content.width / vw, content.height / vh);
      const uniform =
        fit === 'cover'
          ? Math.max(content.width / vw, content.height / vh)
          : fit === 'none'
            ? 1
            : fit === 'scale-down'
              ? Math.min(1, contain)
              : contain;
      const [sx, sy] = fit === 'fill' ? [content.width / vw, content.height / vh] : [uniform, uniform];
      const [posX = '50%', posY = '50%'] = style.objectPosition.split(/\s+/);
      const origin = { x: content.left + offset(posX, content.width - vw * sx), y: content.top + offset(posY, content.height - vh * sy) };
      // What the frame shows: the content box, inside each ancestor that clips.
      const shown = { left: content.left, top: content.top, right: content.left + content.width, bottom: content.top + content.height };
      if (style.visibility !== 'hidden') {
        for (let node = img.parentElement; node && node !== document.body; node = node.parentElement) {
          const ancestor = getComputedStyle(node);
          if (ancestor.overflowX === 'visible' && ancestor.overflowY === 'visible') continue;
          const clip = node.getBoundingClientRect();
          shown.left = Math.max(shown.left, clip.left);
          shown.top = Math.max(shown.top, clip.top);
          shown.right = Math.min(shown.right, clip.right);
          shown.bottom = Math.min(shown.bottom, clip.bottom);
        }
      }
      const name = new URL(src).pathname;
      for (const robot of robots) {
        const at = (attribute: string) => Number.parseFloat(robot.getAttribute(attribute) ?? '0') || 0;
        const left = origin.x + (at('x') - vx) * sx;
        const top = origin.y + (at('y') - vy) * sy;
        const right = left + at('width') * sx;
        const bottom = top + at('height') * sy;
        const cut = {
          left: shown.left - left,
          top: shown.top - top,
          right: right - shown.right,
          bottom: bottom - shown.bottom,
        };
        const sides = Object.entries(cut)
          .filter(([, by]) => by > 1)
          .map(([side, by]) => `${side} ${Math.round(by)} px`);
        if (sides.length) findings.push(`${name}: ${robot.getAttribute('data-robot')} cut by its frame (${sides.join(', ')})`);
      }
    }
    return findings;
  });
}

/**
 * No figure of `<main>` ("25 kg", "6-8 hours", "10.1-inch", src/lib/keep-together.ts) is split
 * across two lines: each occurrence in a text node is measured with a Range, whose boxes must all
 * stand on one line.
 */
export function figuresBroken(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ source, flags }) => {
      const pattern = new RegExp(source, flags);
      const findings: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(pattern)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
          if (rects.length < 2) continue;
          const first = rects[0]!;
          // Two boxes on one line overlap vertically; a box on the next line starts below the first's middle.
          if (rects.some((rect) => rect.top >= first.top + first.height / 2)) findings.push(`"${match[0]}" breaks across lines`);
        }
      }
      return findings;
    },
    { source: UNBREAKABLE.source, flags: UNBREAKABLE.flags },
  );
}

/**
 * No name in Latin letters ("Octa Bot", "Tara Gen 1") in a heading of `<main>` is split across two
 * lines: in an Arabic line its words would swap sides ("Bot … Octa", docs/decisions/3480, 3500); on
 * one line, its first word stands left of its last ("Gen 1 Tara" is amiss). A
 * heading's text may lie in several text nodes (its keep-together boxes), so each name is found in
 * the heading's whole text and measured with a Range from the node where it starts to the node
 * where it ends; a space between its words may be a no-break one.
 */
export function namesBroken(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const findings: string[] = [];
    for (const heading of document.querySelectorAll('main :is(h1, h2, h3)')) {
      const nodes: { node: Text; start: number }[] = [];
      let text = '';
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        nodes.push({ node, start: text.length });
        text += node.data;
      }
      /** The text node and offset at `index` of the heading's text (the end of a node, for an end). */
      const at = (index: number, end: boolean) => {
        const found = nodes.findLast(({ node, start }) =>
          end ? start < index && index <= start + node.data.length : start <= index && index < start + node.data.length,
        )!;
        return [found.node, index - found.start] as const;
      };
      for (const name of names) {
        const pattern = new RegExp(
          name
            .split(' ')
            .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[\\s\u00a0]+'),
          'g',
        );
        for (const match of text.matchAll(pattern)) {
          const range = document.createRange();
          range.setStart(...at(match.index, false));
          range.setEnd(...at(match.index + match[0].length, true));
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
          const first = rects[0];
          // Two boxes on one line overlap vertically; a box on the next line starts below the first's middle.
          if (first && rects.some((rect) => rect.top >= first.top + first.height / 2)) {
            findings.push(`"${name}" breaks across lines in "${text.trim()}"`);
            continue;
          }
          // On one line, its words read left to right: the first word stands left of the last ("Gen 1 Tara" is amiss).
          const firstWord = document.createRange();
          firstWord.setStart(...at(match.index, false));
          firstWord.setEnd(...at(match.index + match[0].search(/[\s\u00a0]/), true));
          const lastWord = document.createRange();
          lastWord.setStart(...at(match.index + match[0].search(/\S+$/), false));
          lastWord.setEnd(...at(match.index + match[0].length, true));
          if (firstWord.getBoundingClientRect().left > lastWord.getBoundingClientRect().left)
            findings.push(`"${name}" reads out of order in "${text.trim()}"`);
        }
      }
    }
    return findings;
  }, names);
}

/**
 * The items of a list element stand in rows of one count: no row holds fewer than the first (an
 * "orphan" alone at the end). Rows are items whose tops match.
 */
export function orphans(lists: Locator): Promise<string[]> {
  return lists.evaluateAll((lists) =>
    lists.flatMap((list, index) => {
      const tops = [...list.children].map((item) => Math.round(item.getBoundingClientRect().top));
      const rows = new Map<number, number>();
      for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
      const counts = [...rows.values()];
      return counts.some((count) => count !== counts[0]) ? [`list ${index + 1}: rows of ${counts.join(', ')} items`] : [];
    }),
  );
}

/**
 * In every `<dl>` of `<main>`, figures side by side (their items' tops match) stand on one line:
 * their `<dd>`s start at the same height.
 */
export function figuresOffBaseline(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main dl')].flatMap((list, index) => {
      const rows = new Map<number, number[]>();
      for (const item of list.children) {
        const figure = item.querySelector('dd');
        if (!figure || item.getBoundingClientRect().height === 0) continue;
        const row = Math.round(item.getBoundingClientRect().top);
        rows.set(row, [...(rows.get(row) ?? []), figure.getBoundingClientRect().top]);
      }
      return [...rows.values()].flatMap((tops) => {
        const spread = Math.max(...tops) - Math.min(...tops);
        return spread > 1 ? [`list ${index + 1}: figures side by side start ${Math.round(spread)} px apart`] : [];
      });
    }),
  );
}
