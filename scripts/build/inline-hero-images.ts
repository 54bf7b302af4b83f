/**
 * A page's main image (`<Picture priority>`, rendered with `fetchpriority="high"`) is written
 * into the page itself when it is a small SVG: a `data:` address instead of a request of its own.
 * The image then arrives with the HTML, and the first paint waits for no further request, which
 * on a slow mobile connection is worth a round trip to the largest paint (decision 1604). Raster
 * images, large drawings and every other image keep their own file, cached across pages.
 *
 * The built HTML is read by parse5 with source locations, and only the `src` value and the
 * image's now useless `<link rel="preload">` are spliced: every other byte of the page stays as
 * React wrote it. Runs before the headers step, which hashes the final HTML.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from 'parse5';
import { siteBase } from '../../src/base-path.config';
import { builtHtml } from './built-html';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** Above this, a drawing costs the page more bytes than the request it saves. */
export const INLINE_MAX_BYTES = 8 * 1024;

/** An SVG as a `data:` address, percent-encoded so it is safe inside a quoted attribute. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function elements(node: Node, out: Element[] = []): Element[] {
  if (defaultTreeAdapter.isElementNode(node)) out.push(node);
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) elements(child, out);
  if ('content' in node) elements(node.content, out);
  return out;
}

/**
 * The page with its small high-priority SVG images inlined. `svgAt(src)` returns the drawing
 * served at `src`, or undefined when there is none (or it is too large to inline).
 */
export function inlineHeroImages(html: string, svgAt: (src: string) => string | undefined): { html: string; inlined: string[] } {
  const all = elements(parse(html, { sourceCodeLocationInfo: true }));
  const edits: { start: number; end: number; text: string }[] = [];
  const inlined = new Set<string>();
  for (const img of all) {
    if (img.tagName !== 'img' || attr(img, 'fetchpriority') !== 'high' || attr(img, 'srcset') !== undefined) continue;
    const src = attr(img, 'src');
    if (!src || !/^\/[^?#]*\.svg$/.test(src)) continue;
    const svg = svgAt(src);
    const at = img.sourceCodeLocation?.attrs?.src;
    if (svg === undefined || !at) continue;
    edits.push({ start: at.startOffset, end: at.endOffset, text: `src="${svgDataUri(svg)}"` });
    inlined.add(src);
  }
  for (const link of all) {
    if (link.tagName !== 'link' || attr(link, 'rel') !== 'preload' || attr(link, 'as') !== 'image') continue;
    const href = attr(link, 'href');
    const at = link.sourceCodeLocation;
    if (href && inlined.has(href) && at) edits.push({ start: at.startOffset, end: at.endOffset, text: '' });
  }
  let out = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { html: out, inlined: [...inlined] };
}

/** Inlines the small hero drawings of every built page in `out` (build/client). */
export function inlineHeroImagesStep(out: string): void {
  // Under a base path the pages name /<base>/images/…; the files sit in build/client/images/.
  const base = siteBase();
  const drawings = new Map<string, string | undefined>();
  const svgAt = (src: string) => {
    if (!drawings.has(src)) {
      let svg: string | undefined;
      try {
        const path = src.startsWith(base) ? src.slice(base.length) : src;
        const bytes = readFileSync(join(out, decodeURIComponent(path)));
        svg = bytes.length <= INLINE_MAX_BYTES ? bytes.toString('utf8') : undefined;
      } catch {
        svg = undefined;
      }
      drawings.set(src, svg);
    }
    return drawings.get(src);
  };
  let pages = 0;
  for (const page of builtHtml(out)) {
    const { html, inlined } = inlineHeroImages(page.html, svgAt);
    if (inlined.length === 0) continue;
    writeFileSync(page.file, html);
    pages++;
  }
  console.log(`postbuild: the main drawing written into ${pages} pages (SVG up to ${INLINE_MAX_BYTES / 1024} KB).`);
}
