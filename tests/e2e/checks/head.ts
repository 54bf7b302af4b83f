/**
 * What a page's raw HTML carries in its head and heading, read as a browser reads it through the
 * build's parse5 helpers (scripts/build/built-html.ts): one line per thing missing or wrong, and
 * the size of the link preview image the head names.
 */
import { expect } from '@playwright/test';
import { canonicalHref, firstText, meta, tags, titleOf } from '../../../scripts/build/built-html';
import type { Lang } from '~/lib/languages';

/**
 * The head of a page as a crawler and a visitor without JavaScript get it: an h1, the page's
 * language (and right to left in Arabic), a title, the site's own fonts preloaded (Inter and Space
 * Grotesk, and the Arabic face on Arabic pages); on a page that is not a 404, a description, an
 * absolute canonical address, an Open Graph title and a large Twitter card.
 */
export function headFindings(html: string, lang: Lang, status: number): string[] {
  const out: string[] = [];
  if (!firstText(html, 'h1')) out.push('no h1 with text in the prerendered HTML');
  const root = tags(html, 'html')[0] ?? {};
  if (root.lang !== lang) out.push(`<html lang="${root.lang ?? ''}">, not "${lang}"`);
  if (lang === 'ar' && root.dir !== 'rtl') out.push(`<html dir="${root.dir ?? ''}">, not "rtl"`);
  if (!titleOf(html)) out.push('no <title> with text');

  const preloads = tags(html, 'link')
    .filter((link) => link.rel === 'preload' && link.as === 'font' && link.type === 'font/woff2' && link.crossorigin === 'anonymous')
    .map((link) => link.href ?? '');
  const fonts = lang === 'ar' ? 3 : 2;
  if (preloads.length !== fonts) out.push(`font preloads: ${preloads.length}, not ${fonts} (${preloads.join(', ')})`);
  for (const href of preloads) if (!/^\/assets\/[\w.-]+\.woff2$/.test(href)) out.push(`font preload from outside /assets/: ${href}`);
  if (lang === 'ar' && !preloads.some((href) => href.includes('noto-sans-arabic'))) out.push('no preload of the Arabic face');

  if (status === 404) return out;
  if (!meta(html, 'description')) out.push('no meta description');
  if (!/^https:\/\/./.test(canonicalHref(html) ?? '')) out.push(`canonical "${canonicalHref(html) ?? ''}" is no https address`);
  if (!meta(html, 'og:title')) out.push('no og:title');
  if (meta(html, 'twitter:card') !== 'summary_large_image') out.push(`twitter:card "${meta(html, 'twitter:card') ?? ''}", not summary_large_image`);
  return out;
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1'), 'PNG signature').toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}
