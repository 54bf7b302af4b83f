/**
 * Layout checks a browser runs on every page at each width (tests/e2e/every-page.spec.ts): no
 * sideways scroll, no text out of its box, the header's controls inside the bar, the hero's
 * picture clear of the headline, and the type scale (the title above every section heading).
 */
import type { Page } from '@playwright/test';

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
