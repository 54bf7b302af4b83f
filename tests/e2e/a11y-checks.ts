/**
 * Accessibility checks beyond axe (issue 46), each written once, each proven against a planted
 * defect in tests/e2e/a11y-checks.spec.ts:
 *
 * - the focus indicator (WCAG 2.4.7, 1.4.11, 2.4.11, 2.5.8): read from computed style on every
 *   Tab stop of the walk `focusFindings` already makes (tests/e2e/checks/a11y.ts), in the page, so it
 *   costs no visit and no screenshot. Proven against pixels on a few pages (`ringInPixels`);
 * - text that clips or overlaps (1.4.4, 1.4.12) and the setups the kit gallery runs it under:
 *   forced colours, 200 % text, the text-spacing override;
 * - motion that goes on (2.2.2).
 *
 * A check returns its findings as lines (`rule: element — detail`) for `expectFindings`.
 */
import type { Page } from '@playwright/test';
import { focusFindings } from './checks/a11y';
import { textOverflowFindings } from './checks/layout';

/** What the probe reads of one focused element (also what the pixel proof compares with). */
export type FocusReading = {
  /** `tag#id "label"`: how a finding names the element. */
  name: string;
  /** Where the ring is drawn: the element, one of its pseudo-elements, or an ancestor (`:has(:focus-visible)`). */
  bearer: 'element' | '::before' | '::after' | 'ancestor' | 'none';
  /** The ring's colour, the surface under it and their contrast (the lowest over the points sampled); 0 with no ring. */
  ring: string;
  surface: string;
  contrast: number;
  /** The ring's outer box in viewport pixels. */
  box: { left: number; top: number; width: number; height: number };
  /** Findings for this element (empty when all is well). */
  findings: string[];
};

declare global {
  interface Window {
    focusProbe?: {
      measure: (element: Element) => FocusReading;
      seen: Set<Element>;
      findings: string[];
    };
  }
}

/**
 * Puts the probe into the page: `window.focusProbe.measure(element)` reads the focused element's
 * indicator, and a capture listener on Tab's keyup (the moment the browser has moved focus and
 * scrolled it into view) measures every element focus lands on, once each.
 *
 * What it judges, for each stop:
 * - **an indicator**: an outline on the element, its ::before or ::after, or an ancestor
 *   (`:has(:focus-visible)`); an outline, not a box-shadow, which forced colours remove;
 * - **its area**: a ring drawn on a box with no area (an inline link around a block) shows nothing;
 * - **its contrast**: the ring's colour against the surface under it (the pixels the ring
 *   replaces, WCAG 2.4.13's "focused against unfocused"), at least 3:1, at eight points around it.
 *   The surface is what `elementsFromPoint` finds under each point, background colours and
 *   gradient stops composited down to the first opaque one; a point over a picture (an image,
 *   video, canvas or drawing) cannot be judged by style and is a finding of its own;
 * - **its reach**: the ring is not cut by a box that hides overflow;
 * - **in sight**: the element's box lies inside the viewport and every box that clips it (a
 *   sideways-scrolling row), and nothing covers its centre or corners (a toast, a fixed button).
 */
export function installFocusProbe(page: Page): Promise<void> {
  return page.evaluate(() => {
    if (window.focusProbe) {
      window.focusProbe.seen = new Set();
      window.focusProbe.findings = [];
      return;
    }
    type Rgba = [number, number, number, number];
    const paint = document.createElement('canvas');
    paint.width = paint.height = 1;
    const ink = paint.getContext('2d', { willReadFrequently: true })!;
    const colours = new Map<string, Rgba>();
    /** Any CSS colour as sRGB bytes and alpha (0-1), as the browser paints it. */
    const rgba = (css: string): Rgba => {
      const known = colours.get(css);
      if (known) return known;
      ink.clearRect(0, 0, 1, 1);
      ink.fillStyle = '#000';
      ink.fillStyle = css;
      ink.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ink.getImageData(0, 0, 1, 1).data;
      const value: Rgba = a ? [r!, g!, b!, a / 255] : [0, 0, 0, 0];
      colours.set(css, value);
      return value;
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3] + under[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i]! * top[3] + under[i]! * under[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
    const COLOUR = /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)|#[0-9a-f]{3,8}\b|\btransparent\b/gi;
    const PICTURE = new Set(['IMG', 'VIDEO', 'CANVAS', 'IFRAME', 'PICTURE', 'OBJECT', 'EMBED']);
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40)}"`;
    const tagOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .slice(0, 2)
        .map((c) => `.${c.replace(/[^\w-]/g, '\\$&')}`)
        .join('')}`;

    /**
     * The surfaces a point shows when the ring is not there: every colour it may be (a gradient
     * gives each of its stops), or 'picture' when an image, video, canvas or drawing is in the way.
     */
    const surfaceAt = (x: number, y: number): Rgba[] | 'picture' => {
      let layers: Rgba[][] = [];
      for (const element of document.elementsFromPoint(x, y)) {
        if (PICTURE.has(element.tagName) || element instanceof SVGElement) {
          // A drawing hidden from view is no surface (an icon's box can be transparent).
          if (element instanceof SVGElement && element.closest('svg')?.getAttribute('aria-hidden') === 'true' && element.closest('a, button'))
            continue;
          return 'picture';
        }
        // Hit by a part drawn outside its own box (a stretched link's ::after): its background is not there.
        if (![...element.getClientRects()].some((rect) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom)) continue;
        const style = getComputedStyle(element);
        const opacity = Number(style.opacity);
        const image = style.backgroundImage;
        if (image && image !== 'none') {
          if (/url\(/.test(image)) return 'picture';
          const stops = (image.match(COLOUR) ?? []).map(rgba).map(([r, g, b, a]): Rgba => [r, g, b, a * opacity]);
          if (stops.length) layers.push(stops);
        }
        const [r, g, b, a] = rgba(style.backgroundColor);
        if (a > 0) layers.push([[r, g, b, a * opacity]]);
        if (a * opacity >= 0.999) break;
      }
      // The page's canvas is white (the site's one theme, DECISIONS #7).
      layers = layers.reverse();
      let surfaces: Rgba[] = [[255, 255, 255, 1]];
      for (const layer of layers) surfaces = layer.flatMap((top) => surfaces.map((under) => over(top, under)));
      return surfaces;
    };

    /** The outline that shows this element's focus, and the box it is drawn around. */
    const indicatorOf = (element: Element) => {
      const drawn = (style: CSSStyleDeclaration) =>
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && rgba(style.outlineColor)[3] > 0;
      const own = getComputedStyle(element);
      if (drawn(own)) {
        const box = element.getBoundingClientRect();
        // An inline box around a block one (a link around a picture): the outline follows the
        // inline's own line boxes, which hold nothing, and shows nowhere.
        const aroundBlock =
          own.display === 'inline' &&
          [...element.children].some((child) => !getComputedStyle(child).display.startsWith('inline') && getComputedStyle(child).display !== 'none');
        return { bearer: 'element' as const, style: own, host: element, box: aroundBlock ? new DOMRect(box.x, box.y, 0, 0) : box };
      }
      for (const pseudo of ['::before', '::after'] as const) {
        const style = getComputedStyle(element, pseudo);
        if (style.content === 'none' || !drawn(style)) continue;
        let box = element.getBoundingClientRect();
        if (style.position === 'absolute' || style.position === 'fixed') {
          // Placed against its containing block: the nearest positioned box, the element itself included.
          let block: Element | null = element;
          while (block && block !== document.body && getComputedStyle(block).position === 'static') block = block.parentElement;
          const frame = (block ?? document.body).getBoundingClientRect();
          const at = (value: string, fallback: number) => (value.endsWith('px') ? parseFloat(value) : fallback);
          const left = frame.left + at(style.left, 0);
          const top = frame.top + at(style.top, 0);
          const right = frame.right - at(style.right, 0);
          const bottom = frame.bottom - at(style.bottom, 0);
          box = new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
        }
        return { bearer: pseudo, style, host: element, box };
      }
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (drawn(style)) return { bearer: 'ancestor' as const, style, host: up, box: up.getBoundingClientRect() };
      }
      return undefined;
    };

    /** The boxes that clip an element: every ancestor that hides or scrolls its overflow, and the viewport. */
    const clipOf = (element: Element) => {
      let [left, top, right, bottom] = [0, 0, document.documentElement.clientWidth, innerHeight];
      let by: Element | null = null;
      for (let up = element.parentElement; up && up !== document.documentElement; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.position === 'fixed') break;
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = up.getBoundingClientRect();
        const inner = [
          box.left + up.clientLeft,
          box.top + up.clientTop,
          box.left + up.clientLeft + up.clientWidth,
          box.top + up.clientTop + up.clientHeight,
        ];
        if (style.overflowX !== 'visible' && (inner[0]! > left || inner[2]! < right)) {
          left = Math.max(left, inner[0]!);
          right = Math.min(right, inner[2]!);
          by = up;
        }
        if (style.overflowY !== 'visible' && (inner[1]! > top || inner[3]! < bottom)) {
          top = Math.max(top, inner[1]!);
          bottom = Math.min(bottom, inner[3]!);
          by = up;
        }
      }
      return { left, top, right, bottom, by };
    };

    const measure = (element: Element) => {
      // What focus changes may be on its way (a colour easing in): judge where it ends.
      for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
      const findings: string[] = [];
      const name = label(element);
      const reading: FocusReading = {
        name,
        bearer: 'none',
        ring: '',
        surface: '',
        contrast: 0,
        box: { left: 0, top: 0, width: 0, height: 0 },
        findings,
      };

      // In sight: inside the viewport and every box that clips it, and covered by nothing.
      const box = element.getBoundingClientRect();
      const clip = clipOf(element);
      const cut = (['left', 'top', 'right', 'bottom'] as const)
        .map((side) => (side === 'left' || side === 'top' ? clip[side] - box[side] : box[side] - clip[side]))
        .map((by) => Math.max(0, Math.round(by)));
      // A box larger than its clip (a long scrolling region) can only be partly in sight.
      const fits = box.width <= clip.right - clip.left + 1 && box.height <= clip.bottom - clip.top + 1;
      if (fits && box.width > 0 && cut.some((by) => by > 1)) {
        const within = clip.by ? `its scrolling box ${tagOf(clip.by)}` : 'the viewport';
        const shown = Math.max(0, Math.min(box.right, clip.right) - Math.max(box.left, clip.left));
        findings.push(`focus-out-of-sight: ${name} — ${Math.round(shown)} of ${Math.round(box.width)} px wide inside ${within}`);
      }
      if (box.width > 0 && box.height > 0) {
        // Inside its rounded corners (a pill's radius is written as "infinite", drawn as half its height).
        const radius = Math.min(parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0, box.width / 2, box.height / 2);
        const inset = Math.min(Math.max(2, radius * 0.3 + 1), box.width / 2, box.height / 2);
        const left = Math.max(box.left, clip.left) + inset;
        const right = Math.min(box.right, clip.right) - inset;
        const top = Math.max(box.top, clip.top) + inset;
        const bottom = Math.min(box.bottom, clip.bottom) - inset;
        const points: [number, number][] = [
          [(left + right) / 2, (top + bottom) / 2],
          [left, top],
          [right, top],
          [left, bottom],
          [right, bottom],
        ];
        const covers = new Set<string>();
        for (const [x, y] of points) {
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight || left > right || top > bottom) continue;
          const hit = document.elementFromPoint(x, y);
          if (!hit || hit === element || element.contains(hit) || hit.contains(element)) continue;
          const owner = hit.closest('[data-toast], header, footer, dialog, [data-scroll-top-after]') ?? hit;
          covers.add(tagOf(owner));
        }
        if (covers.size) findings.push(`focus-covered: ${name} — under ${[...covers].join(', ')}`);
      }

      // The indicator.
      const indicator = indicatorOf(element);
      if (!indicator) {
        findings.push(`focus-indicator: ${name} — no outline shows its focus`);
        return { ...reading, findings };
      }
      const width = parseFloat(indicator.style.outlineWidth);
      const offset = parseFloat(indicator.style.outlineOffset) || 0;
      const outer = indicator.box;
      const ring = {
        left: outer.left - offset - width,
        top: outer.top - offset - width,
        width: outer.width + 2 * (offset + width),
        height: outer.height + 2 * (offset + width),
      };
      reading.bearer = indicator.bearer;
      reading.box = ring;
      if (outer.width < 1 || outer.height < 1) {
        findings.push(`focus-indicator: ${name} — its outline is drawn on a ${Math.round(outer.width)}×${Math.round(outer.height)} box`);
        return { ...reading, findings };
      }
      // Points on the ring's middle line: the middle of each side, and a quarter of the way along
      // where the side is still straight (an outline follows its box's rounded corners).
      const mid = offset + width / 2;
      const [l, t, r, b] = [outer.left - mid, outer.top - mid, outer.right + mid, outer.bottom + mid];
      // A pill's radius is written as "infinite" and drawn as half its height.
      const written =
        parseFloat(
          getComputedStyle(indicator.host, indicator.bearer === '::before' || indicator.bearer === '::after' ? indicator.bearer : null)
            .borderTopLeftRadius,
        ) || 0;
      const radius = Math.max(0, Math.min(Math.max(0, written), outer.width / 2, outer.height / 2) + mid);
      const samples: [number, number][] = [0.5, 0.25].flatMap((f): [number, number][] => {
        const alongX = (r - l) * f + 0.5 >= radius;
        const alongY = (b - t) * f + 0.5 >= radius;
        return [
          ...(alongX
            ? ([
                [l + (r - l) * f, t],
                [r - (r - l) * f, b],
              ] as [number, number][])
            : []),
          ...(alongY
            ? ([
                [l, t + (b - t) * f],
                [r, b - (b - t) * f],
              ] as [number, number][])
            : []),
        ];
      });
      const ringClip = clipOf(indicator.host);
      const inside = samples.filter(([x, y]) => x >= ringClip.left && x <= ringClip.right && y >= ringClip.top && y <= ringClip.bottom);
      if (inside.length < samples.length / 2)
        findings.push(
          `focus-indicator: ${name} — its ring is cut off by ${ringClip.by ? tagOf(ringClip.by) : 'the viewport'} (${inside.length} of ${samples.length} points show)`,
        );
      const colour = rgba(indicator.style.outlineColor);
      let lowest = Infinity;
      let worst = { ring: colour, surface: colour };
      let pictures = 0;
      for (const [x, y] of inside) {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const surfaces = surfaceAt(x, y);
        if (surfaces === 'picture') {
          pictures++;
          continue;
        }
        for (const surface of surfaces) {
          const shown = over(colour, surface);
          const ratio = contrast(shown, surface);
          if (ratio < lowest) {
            lowest = ratio;
            worst = { ring: shown, surface };
          }
        }
      }
      if (!samples.length || (inside.length && lowest === Infinity && !pictures))
        findings.push(`focus-indicator: ${name} — no point of its ring could be measured`);
      if (pictures) findings.push(`focus-indicator: ${name} — its ring is drawn over a picture at ${pictures} of ${inside.length} points`);
      if (lowest !== Infinity) {
        reading.ring = hex(worst.ring);
        reading.surface = hex(worst.surface);
        reading.contrast = Math.round(lowest * 100) / 100;
        if (lowest < 3) findings.push(`focus-indicator: ${name} — ring ${reading.ring} on ${reading.surface} is ${lowest.toFixed(2)}:1, under 3:1`);
      }
      return { ...reading, findings };
    };

    const probe = { measure, seen: new Set<Element>(), findings: [] as string[] };
    window.focusProbe = probe;
    window.addEventListener(
      'keyup',
      (event) => {
        if (event.key !== 'Tab') return;
        const element = document.activeElement;
        if (!element || element === document.body || probe.seen.has(element)) return;
        probe.seen.add(element);
        probe.findings.push(...measure(element).findings);
      },
      true,
    );
  });
}

/**
 * Tabs through the whole page once (`focusFindings`, tests/e2e/checks/a11y.ts) with the probe
 * listening: the focus-hidden findings of that walk, and the probe's findings for every stop.
 * Focus is let go at the end, so what follows sees the page unfocused.
 */
export async function tabThrough(page: Page): Promise<{ hidden: string[]; focus: string[] }> {
  await installFocusProbe(page);
  const hidden = await focusFindings(page);
  const focus = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    return window.focusProbe?.findings ?? [];
  });
  return { hidden, focus };
}

/** The probe's reading of the element that has focus now. */
export async function focusedReading(page: Page): Promise<FocusReading> {
  await installFocusProbe(page);
  return page.evaluate(() => window.focusProbe!.measure(document.activeElement ?? document.body));
}

/** WCAG 1.4.4's check: text at 200 %, set on the root so every rem-sized box grows with it. */
export const TEXT_200 = 'html { font-size: 200% !important; }';

/**
 * WCAG 1.4.12's text-spacing override, as the success criterion states it: line height 1.5 times
 * the font size, paragraphs 2 times apart, letters 0.12 and words 0.16 times the size apart.
 */
export const TEXT_SPACING = `
  *, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * A style the page has from its first paint on (and again on each load): how the gallery and the
 * checks below put 200 % text or the spacing override on a page before it is opened.
 */
export async function withStyle(page: Page, css: string): Promise<void> {
  await page.addInitScript((style) => {
    const add = () => {
      const element = document.createElement('style');
      element.dataset.a11ySetup = '';
      element.textContent = style;
      document.head.append(element);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  }, css);
}

/** Forced colours, as Windows' contrast themes set them (Chromium draws the page in its system colours). */
export function withForcedColours(page: Page): Promise<void> {
  return page.emulateMedia({ forcedColors: 'active' });
}

/**
 * Text that clips or overlaps (WCAG 1.4.4, 1.4.10, 1.4.12), for any page or fixture:
 * - **overlaps**: two siblings whose text lines cross each other's ("8 ho12m" where two figures of
 *   a row ran into each other), read as the line boxes of each sibling's own text;
 * - **clipped**: a box that hides its overflow (`overflow: hidden` or `clip`) holding more than it
 *   shows (`scrollWidth` beyond `clientWidth`, or `scrollHeight` beyond `clientHeight`) where what
 *   is beyond is text, not a picture cropped on purpose;
 * - and what `textOverflowFindings` (tests/e2e/checks/layout.ts) finds: a line wider than its own box, and
 *   a line cut by a box that hides overflow.
 * Text shortened with an ellipsis or a line clamp, and screen-reader-only text, are meant to be so.
 */
export async function textFitFindings(page: Page): Promise<string[]> {
  const own = await page.evaluate(() => {
    const out = new Set<string>();
    // One pass over the page's text, each element's style and box read once (a page of the kit
    // gallery is read four times a visit: issue 46's test keeps its time).
    const styles = new Map<Element, CSSStyleDeclaration>();
    const css = (element: Element) => {
      let style = styles.get(element);
      if (!style) styles.set(element, (style = getComputedStyle(element)));
      return style;
    };
    const tag = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join('')}`;
    /** The element, after the nearest ancestor a reader can find it by (an id, or what names its section): "#cards › h3.text-lg". */
    const name = (element: Element) => {
      if (element.id) return tag(element);
      const anchor = element.parentElement?.closest('[id], [aria-labelledby], [aria-label]');
      if (!anchor || anchor === document.body) return tag(element);
      const by = anchor.getAttribute('aria-labelledby');
      const label = anchor.id
        ? `#${anchor.id}`
        : `${anchor.tagName.toLowerCase()}[${by ? `aria-labelledby=${by}` : `aria-label="${anchor.getAttribute('aria-label')}"`}]`;
      return `${label} › ${tag(element)}`;
    };
    const quote = (text: string) => `"${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    /** Screen-reader-only text, clipped to nothing on purpose. */
    const hidden = new Map<Element, boolean>();
    const hiddenOnPurpose = (element: Element | null): boolean => {
      if (!element) return false;
      let known = hidden.get(element);
      if (known === undefined) {
        const style = css(element);
        known = style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)' || hiddenOnPurpose(element.parentElement);
        hidden.set(element, known);
      }
      return known;
    };
    /** Shortened on purpose, with an ellipsis or a line clamp a designer chose. */
    const shortened = (element: Element) => {
      const style = css(element);
      return style.webkitLineClamp !== 'none' || style.textOverflow === 'ellipsis';
    };
    const clips = (element: Element) => css(element).overflowX !== 'visible' || css(element).overflowY !== 'visible';
    const boxes = new Map<Element, DOMRect>();
    const box = (element: Element) => {
      let rect = boxes.get(element);
      if (!rect) boxes.set(element, (rect = element.getBoundingClientRect()));
      return rect;
    };
    /** A line as much of it as the boxes in `clippers` let show (none left: null). */
    const within = (line: DOMRect, clippers: Element[]) => {
      let [left, top, right, bottom] = [line.left, line.top, line.right, line.bottom];
      for (const clipper of clippers) {
        const edge = box(clipper);
        [left, top, right, bottom] = [Math.max(left, edge.left), Math.max(top, edge.top), Math.min(right, edge.right), Math.min(bottom, edge.bottom)];
      }
      return right - left > 0.5 && bottom - top > 0.5 ? new DOMRect(left, top, right - left, bottom - top) : null;
    };

    /** Every text the page shows: its node, its line boxes, and the boxes around it that clip (innermost first). */
    type Shown = { node: globalThis.Text; parent: Element; lines: DOMRect[]; clippers: Element[] };
    const texts: Shown[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as globalThis.Text | null; node; node = walker.nextNode() as globalThis.Text | null) {
      if (!node.textContent?.trim()) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, svg')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || hiddenOnPurpose(parent)) continue;
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
      if (!lines.length) continue;
      const clippers: Element[] = [];
      for (let up: Element | null = parent; up && up !== document.documentElement; up = up.parentElement) if (clips(up)) clippers.push(up);
      texts.push({ node, parent, lines, clippers });
    }

    // Overlaps: siblings whose shown lines cross.
    const cross = (a: DOMRect, b: DOMRect) => {
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      // More than a sliver: glyphs' line boxes of neighbouring lines may touch by a pixel.
      return w > 2 && h > Math.min(a.height, b.height) / 3;
    };
    const under = new Map<Element, DOMRect[]>();
    for (const text of texts) {
      const shown = text.lines.map((line) => within(line, text.clippers)).filter((line): line is DOMRect => !!line);
      if (!shown.length) continue;
      for (let up: Element | null = text.parent; up && up !== document.body; up = up.parentElement) {
        const lines = under.get(up);
        if (lines) lines.push(...shown);
        else under.set(up, [...shown]);
      }
    }
    const parents = new Set([...under.keys()].map((element) => element.parentElement!).filter((parent) => parent !== document.body));
    for (const parent of parents) {
      if (parent.closest('script, style, noscript, template, svg, [aria-hidden="true"]')) continue;
      const children = [...parent.children].filter((child) => under.has(child) && !hiddenOnPurpose(child));
      for (let i = 0; i < children.length; i++)
        for (let j = i + 1; j < children.length; j++) {
          const [a, b] = [children[i]!, children[j]!];
          // Stacked on purpose (a label over a picture's caption band) is not an overlap of text.
          if (css(a).position === 'absolute' || css(b).position === 'absolute') continue;
          const [linesA, linesB] = [under.get(a)!, under.get(b)!];
          if (linesA.some((x) => linesB.some((y) => cross(x, y))))
            out.add(`overlaps: ${quote(a.textContent ?? '')} and ${quote(b.textContent ?? '')} in ${name(parent)}`);
        }
    }

    // Clipped: a box that hides its overflow and holds more than it shows, where what is beyond is text.
    for (const element of new Set(texts.flatMap((text) => text.clippers))) {
      const style = css(element);
      const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if ((!hidesX && !hidesY) || hiddenOnPurpose(element) || shortened(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
      const overX = hidesX && element.scrollWidth > element.clientWidth + 1;
      const overY = hidesY && element.scrollHeight > element.clientHeight + 1;
      if (!overX && !overY) continue;
      const edge = box(element);
      const inner = { left: edge.left + element.clientLeft, top: edge.top + element.clientTop };
      const right = inner.left + element.clientWidth;
      const bottom = inner.top + element.clientHeight;
      const cut = texts
        .filter((text) => text.clippers.includes(element))
        .flatMap((text) => text.lines.map((line) => within(line, text.clippers.slice(0, text.clippers.indexOf(element)))))
        .filter(
          (line) =>
            line &&
            ((overX && (line.right > right + 1 || line.left < inner.left - 1)) || (overY && line.bottom > bottom + 1)) &&
            // Partly in sight: wholly outside is hidden on purpose, not cut.
            line.left < right &&
            line.right > inner.left &&
            line.top < bottom &&
            line.bottom > inner.top,
        );
      if (cut.length)
        out.add(
          `clipped: ${name(element)} shows ${element.clientWidth}×${element.clientHeight} of ${element.scrollWidth}×${element.scrollHeight}, cutting its text ${quote(element.textContent ?? '')}`,
        );
    }

    // Out of the viewport: a line partly past the screen's side with no box around it that scrolls
    // or clips sideways (a chip row scrolls on purpose; what a clipping box cuts is judged above).
    const viewport = document.documentElement.clientWidth;
    for (const text of texts) {
      if (text.clippers.some((clipper) => clipper !== document.body && css(clipper).overflowX !== 'visible')) continue;
      if (text.lines.some((line) => line.right > 0 && line.left < viewport && (line.left < -1 || line.right > viewport + 1)))
        out.add(`out of the viewport: ${quote(text.node.textContent ?? '')} in ${name(text.parent)}`);
    }
    return [...out];
  });
  return [...own, ...(await textOverflowFindings(page))];
}

/**
 * What forced colours (Windows' contrast themes) take away, on a page opened with them
 * (`withForcedColours`): the browser paints every background and shadow in its own colours, so
 * - **a state shown by colour alone** vanishes: among controls that share a state attribute
 *   (`aria-pressed`, `aria-current`, `aria-selected`, `aria-checked`), the one in the state must
 *   differ from the others in something forced colours keep: a border or outline, its weight or
 *   decoration, or a mark (an icon, a drawn element) the others lack;
 * - **a field drawn by box-shadow** loses its edge: every text field, select and text area has a
 *   border;
 * - **a button drawn by its fill or a ring** loses its edge too: every button of the kit
 *   (`[data-button]`, src/components/ui/Button.tsx) has a border or an outline on every side;
 * - **a row of marks drawn by their background** (a carousel's position dots) disappears: each
 *   still differs from what is behind it.
 */
export function forcedColoursFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    if (!matchMedia('(forced-colors: active)').matches) return ['forced-colours: the page is not in forced colours'];

    // A state shown by colour alone.
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      const marks = [...element.querySelectorAll('svg, img, [class]')].filter((child) => shown(child) && !child.textContent?.trim()).length;
      return [
        style.borderTopWidth,
        style.borderTopStyle,
        style.outlineStyle,
        style.outlineWidth,
        style.fontWeight,
        style.textDecorationLine,
        getComputedStyle(element, '::before').content,
        getComputedStyle(element, '::after').content,
        marks,
      ].join('|');
    };
    for (const attribute of ['aria-pressed', 'aria-current', 'aria-selected', 'aria-checked']) {
      const groups = new Map<Element, Element[]>();
      for (const control of document.querySelectorAll(`[${attribute}]`)) {
        if (!shown(control)) continue;
        // Controls of one group share a parent, or a list around them.
        const group = control.closest('ul, ol, [role="group"], [role="tablist"], nav') ?? control.parentElement!;
        groups.set(group, [...(groups.get(group) ?? []), control]);
      }
      for (const members of groups.values()) {
        const on = members.filter((m) => !['false', null].includes(m.getAttribute(attribute)));
        const off = members.filter((m) => !on.includes(m));
        // Attributes on every member alike (aria-pressed="false" on all) say nothing to compare; a lone member neither.
        for (const chosen of on)
          if (off.length && off.every((other) => look(other) === look(chosen)))
            out.push(`forced-colours: ${name(chosen)} — its ${attribute} state shows in colour alone`);
      }
    }

    // Fields drawn by box-shadow.
    for (const field of document.querySelectorAll('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea')) {
      if (!shown(field)) continue;
      const style = getComputedStyle(field);
      const edges = ['Top', 'Right', 'Bottom', 'Left'].filter((side) => {
        const key = (part: string) => style.getPropertyValue(`border-${side.toLowerCase()}-${part}`);
        return key('style') !== 'none' && parseFloat(key('width')) >= 1;
      });
      // A field inside a box that draws its edge (the search dialog's) is bordered by that box.
      const frame = field.parentElement;
      const framed = frame && parseFloat(getComputedStyle(frame).borderTopWidth) >= 1 && getComputedStyle(frame).borderTopStyle !== 'none';
      if (edges.length < 4 && !framed) out.push(`forced-colours: ${name(field)} — has no border in forced colours`);
    }

    // Buttons drawn by their fill (the primary) or a box-shadow ring (the secondary).
    for (const button of document.querySelectorAll('[data-button]')) {
      if (!shown(button)) continue;
      const style = getComputedStyle(button);
      const bordered = ['top', 'right', 'bottom', 'left'].every(
        (side) => style.getPropertyValue(`border-${side}-style`) !== 'none' && parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1,
      );
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      if (!bordered && !outlined) out.push(`forced-colours: ${name(button)} — a button with no edge in forced colours`);
    }

    // Rows of marks drawn by their background.
    const canvas = getComputedStyle(document.body).backgroundColor;
    for (const row of document.body.querySelectorAll('*')) {
      if (!(row instanceof HTMLElement)) continue;
      const marks = [...row.children].filter((child) => {
        if (!(child instanceof HTMLElement)) return false;
        if (child.children.length || child.textContent?.trim() || !shown(child)) return false;
        const box = child.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.width <= 32 && box.height <= 32;
      });
      if (marks.length < 2 || marks.length !== row.children.length) continue;
      for (const mark of marks) {
        const style = getComputedStyle(mark);
        // Forced colours keep a background's alpha and repaint its colour: what counts is whether the colour differs.
        const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).join(',');
        const alpha = Number((style.backgroundColor.match(/[\d.]+/g) ?? [])[3] ?? 1);
        const filled = alpha > 0 && rgb(style.backgroundColor) !== rgb(canvas);
        const edged = parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none';
        if (!filled && !edged)
          out.push(
            `forced-colours: a mark in ${row.tagName.toLowerCase()}.${[...row.classList].slice(0, 2).join('.')} — vanishes (drawn by its background alone)`,
          );
      }
    }
    return [...new Set(out)];
  });
}

/**
 * Motion that goes on (WCAG 2.2.2), on a page opened with motion allowed: every animation on the
 * document's timeline that started by itself and lasts more than 5 s from its start (endless ones
 * included), as `motion: <name> on <element> — <how long>`. Scroll-driven effects (the header's
 * shadow) follow the visitor's own scrolling and are not counted; nor is what runs under a pause
 * control (`pausable`: a carousel's own), which the caller checks separately.
 */
export function motionFindings(page: Page, pausable = '[aria-roledescription]'): Promise<string[]> {
  return page.evaluate((exempt) => {
    const out: string[] = [];
    for (const animation of document.getAnimations()) {
      if (!(animation.timeline instanceof DocumentTimeline) || animation.playState === 'idle') continue;
      const effect = animation.effect;
      const target = effect instanceof KeyframeEffect ? effect.target : null;
      if (target?.closest(exempt)) continue;
      const end = Number(effect?.getComputedTiming().endTime ?? 0);
      if (end <= 5000) continue;
      const name =
        animation instanceof CSSAnimation
          ? animation.animationName
          : animation instanceof CSSTransition
            ? animation.transitionProperty
            : animation.id || 'animation';
      const classes = target ? [...target.classList].slice(0, 2).join('.') : '';
      const where = target ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}${classes ? `.${classes}` : ''}` : '?';
      out.push(`motion: ${name} on ${where} — ${end === Infinity ? 'endless' : `${Math.round(end)} ms`}`);
    }
    return out;
  }, pausable);
}
