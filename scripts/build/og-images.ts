/**
 * Link preview cards: one 1200×630 PNG per page, generated after the build for every
 * `og:image` the prerendered HTML points into /og/ (src/content/seo.ts names them), so each new
 * page gets its card without a list to keep. The card shows the brand mark and name, the
 * page's title in Space Grotesk, a line of context, its address, and — when the page has one —
 * its main artwork (the first content image in <main>).
 *
 * The self-hosted brand fonts ship as WOFF2 only, which sharp's FreeType cannot read; they
 * are decoded to TrueType in a temporary folder (wawoff2: Google's WOFF2 decoder) and handed to
 * pango by file, so the cards look the same on every machine, whatever fonts it has.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { escapeText } from '../../src/lib/escape';
import { OG_IMAGE } from '../../src/content/seo';
import { colors, logoMarkSvg } from '../../src/styles/brand';
import { DEFAULT_LANG, langOfPath } from '../../src/lib/languages';
import { builtHtml, canonicalHref, meta, tags, titleOf, type BuiltHtml } from './built-html';
import { decompress } from 'wawoff2';
import { inputFile, renderCache } from './render-cache';

/** Resolves a package file from the project (the build always runs at its root). */
const packageFile = (spec: string) => createRequire(join(process.cwd(), 'package.json')).resolve(spec);
const { width: W, height: H } = OG_IMAGE;
const MARGIN = 80;
/** Top of the short teal rule above the headline (and the eyebrow beside it). */
const ACCENT_Y = 176;
/** Where a page's artwork may sit: right column, between the brand row and the address. */
const ART_BOX = { y: 72, w: 400, h: 440 };
const INK = colors.ink[900];
const INK_800 = colors.ink[800];
const TEAL = colors.brand[500];
const TEAL_400 = colors.brand[400];
const TEAL_300 = colors.brand[300];
const TEAL_200 = colors.brand[200];
const INK_300 = colors.ink[300];

type Fonts = { display: { file: string; family: string }; text: { file: string; family: string } };

/** Decodes the brand fonts from @fontsource into TrueType files in `dir`. */
export async function brandFonts(dir: string): Promise<Fonts> {
  const decode = async (spec: string, name: string) => {
    const file = join(dir, name);
    writeFileSync(file, await decompress(readFileSync(packageFile(spec))));
    return file;
  };
  return {
    // The variable Space Grotesk names its family after its default instance.
    display: {
      file: await decode('@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2', 'display.ttf'),
      family: 'Space Grotesk Light',
    },
    text: { file: await decode('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 'text.ttf'), family: 'Inter' },
  };
}

type TextStyle = { font: { file: string; family: string }; size: number; weight: number; color: string; lineHeight?: number; tracking?: number };

/** Text wrapped at `width` px, rendered by pango with the given brand font (transparent PNG). */
async function textImage(text: string, style: TextStyle, width: number): Promise<{ input: Buffer; width: number; height: number }> {
  const markup = `<span font_family="${style.font.family}" font_weight="${style.weight}" size="${style.size * 1024}" foreground="${style.color}" line_height="${style.lineHeight ?? 1.15}" letter_spacing="${Math.round((style.tracking ?? 0) * style.size * 1024)}">${escapeText(text)}</span>`;
  const { data, info } = await sharp({ text: { text: markup, fontfile: style.font.file, width, dpi: 72, rgba: true, align: 'left', wrap: 'word' } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** Height in px of `lines` lines of text in this style, measured with pango itself. */
const blockHeights = new Map<string, [number, number]>();
async function linesHeight(style: TextStyle, lines: number): Promise<number> {
  const key = JSON.stringify(style);
  let measured = blockHeights.get(key);
  if (!measured) {
    const one = await textImage('Hg', style, 4000);
    const two = await textImage('Hg\nHg', style, 4000);
    measured = [one.height, two.height - one.height];
    blockHeights.set(key, measured);
  }
  return measured[0] + (lines - 1) * measured[1];
}

/** The first size/line budget `text` fits in, else the last one, cut to fit with an ellipsis. */
async function fitText(text: string, style: Omit<TextStyle, 'size'>, options: { size: number; lines: number }[], width: number) {
  for (const { size, lines } of options) {
    const image = await textImage(text, { ...style, size }, width);
    if (image.height <= (await linesHeight({ ...style, size }, lines)) + 2) return { ...image, size, cut: false };
  }
  const { size, lines } = options.at(-1)!;
  const limit = (await linesHeight({ ...style, size }, lines)) + 2;
  const words = text.split(/\s+/);
  for (let n = words.length - 1; n > 0; n--) {
    const image = await textImage(
      `${words
        .slice(0, n)
        .join(' ')
        .replace(/[\s,.;:—–-]+$/, '')}…`,
      { ...style, size },
      width,
    );
    if (image.height <= limit) return { ...image, size, cut: true };
  }
  return { ...(await textImage(text, { ...style, size }, width)), size, cut: true };
}

/** Background, grid, glow, brand mark, accents and (when there is artwork) the artwork panel. */
function backgroundSvg(panel: { x: number; y: number; w: number; h: number } | undefined, eyebrow: boolean): string {
  const grid = [
    ...Array.from({ length: Math.floor(H / 60) }, (_, i) => `M0 ${(i + 1) * 60}h${W}`),
    ...Array.from({ length: Math.floor(W / 60) }, (_, i) => `M${(i + 1) * 60} 0v${H}`),
  ].join('');
  const decoration = panel
    ? `<rect x="${panel.x}" y="${panel.y}" width="${panel.w}" height="${panel.h}" rx="28" fill="${INK_800}"/>`
    : `<g transform="translate(780 150) scale(11)" opacity=".16">${logoMarkSvg({ shell: TEAL_300, core: TEAL, eye: INK })}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<radialGradient id="glow" cx="0.92" cy="0.08" r="0.75"><stop offset="0" stop-color="${TEAL}" stop-opacity=".38"/><stop offset="1" stop-color="${TEAL}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="${INK}"/>
<path d="${grid}" stroke="#ffffff" stroke-opacity=".06" stroke-width="1"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${decoration}
<g transform="translate(${MARGIN} 64) scale(1.75)">${logoMarkSvg({ shell: colors.white, core: TEAL, eye: INK })}</g>
<rect x="${MARGIN}" y="${ACCENT_Y}" width="${eyebrow ? 40 : 64}" height="6" rx="3" fill="${TEAL_400}"/>
<rect y="${H - 10}" width="${W}" height="10" fill="${TEAL}"/>
</svg>`;
}

export type Card = {
  /** Where the PNG is written, relative to the client build (e.g. /og/tara.png). */
  path: string;
  siteName: string;
  eyebrow: string;
  headline: string;
  subline: string;
  address: string;
  /** Absolute file of the page's main artwork, if it has one. */
  artwork?: string | undefined;
};

/**
 * A page title as a card: "Tara Gen 1 — Humanoid service robot | iHub Robotics" → headline
 * "Tara Gen 1", subline "Humanoid service robot"; "Senior Engineer | Careers | iHub Robotics" →
 * eyebrow "Careers", headline "Senior Engineer", subline from the description. The site name
 * goes (the card shows it with the mark).
 */
export function splitTitle(title: string, siteName: string, description: string): { eyebrow: string; headline: string; subline: string } {
  const parts = title
    .split(/\s+\|\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && parts.at(-1) === siteName) parts.pop();
  const [first = title, ...sections] = parts;
  const [headline, ...rest] = first.split(/\s+[—–]\s+/);
  return { eyebrow: sections.join(' · '), headline: headline!, subline: rest.length ? rest.join(' — ') : description };
}

/** The page's main artwork: the first content image inside <main>, if the file exists. */
function artworkOf(page: BuiltHtml, clientDir: string): string | undefined {
  const src = tags(page.html, 'img', 'main').find((img) => img.src?.startsWith('/images/'))?.src;
  const file = src ? join(clientDir, decodeURIComponent(src.split('?')[0]!)) : undefined;
  return file && existsSync(file) ? file : undefined;
}

/** Every card the built pages ask for (deduplicated: aliases share their page's card). */
export function cardsFor(clientDir: string): Card[] {
  // Each page is read once (parsing is most of the cost), then the candidates are ranked.
  const candidates = builtHtml(clientDir)
    .filter((page) => page.kind === 'route')
    .flatMap((page) => {
      const image = meta(page.html, 'og:image');
      if (!image) return [];
      const path = new URL(image).pathname;
      if (!path.startsWith('/og/')) return [];
      const siteName = meta(page.html, 'og:site_name') ?? '';
      const title = meta(page.html, 'og:title') ?? titleOf(page.html) ?? siteName;
      const { eyebrow, headline, subline } = splitTitle(title, siteName, meta(page.html, 'og:description') ?? '');
      const url = new URL(meta(page.html, 'og:url') ?? canonicalHref(page.html) ?? image);
      const address = `${url.host.replace(/^www\./, '')}${url.pathname === '/' ? '' : url.pathname}`;
      const card: Card = { path, siteName, eyebrow, headline, subline, address, artwork: artworkOf(page, clientDir) };
      // A page that is its own canonical describes the card best; aliases come after it. A translated
      // page shares its English page's card (the card's fonts are Latin): the English page draws it.
      return [{ card, rank: Number(isSelfCanonical(page)) * 2 + Number(langOfPath(page.urlPath) === DEFAULT_LANG) }];
    })
    .sort((a, b) => b.rank - a.rank);
  const cards = new Map<string, Card>();
  for (const { card } of candidates) if (!cards.has(card.path)) cards.set(card.path, card);
  return [...cards.values()];
}

function isSelfCanonical(page: BuiltHtml): boolean {
  const canonical = canonicalHref(page.html);
  return !!canonical && new URL(canonical).pathname === page.urlPath;
}

/** The artwork's box: as large as its proportions allow in ART_BOX, right-aligned, centred on it. */
async function panelFor(artwork: string) {
  const { width = ART_BOX.w, height = ART_BOX.h } = await sharp(artwork).metadata();
  const scale = Math.min(ART_BOX.w / width, ART_BOX.h / height);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return { x: W - MARGIN - w, y: ART_BOX.y + Math.round((ART_BOX.h - h) / 2), w, h, sourceWidth: width };
}

/** Renders one card to PNG bytes. */
export async function renderCard(card: Card, fonts: Fonts): Promise<Buffer> {
  const panel = card.artwork ? await panelFor(card.artwork) : undefined;
  const textWidth = (panel ? W - MARGIN - ART_BOX.w - 48 : W - 240) - MARGIN;
  const layers: OverlayOptions[] = [];

  const name = await textImage(card.siteName, { font: fonts.display, size: 32, weight: 600, color: '#ffffff' }, 600);
  layers.push({ input: name.input, left: MARGIN + 56 + 18, top: 64 + 28 - Math.round(name.height / 2) });

  if (card.eyebrow) {
    const eyebrow = await textImage(
      card.eyebrow.toUpperCase(),
      { font: fonts.text, size: 22, weight: 600, color: TEAL_300, tracking: 0.14 },
      textWidth - 60,
    );
    layers.push({ input: eyebrow.input, left: MARGIN + 40 + 16, top: ACCENT_Y + 3 - Math.round(eyebrow.height / 2) });
  }

  const address = await fitText(
    card.address,
    { font: fonts.text, weight: 500, color: INK_300 },
    [26, 22, 18].map((size) => ({ size, lines: 1 })),
    W - 2 * MARGIN,
  );
  const addressTop = H - 10 - 56 - address.height;
  layers.push({ input: address.input, left: MARGIN, top: addressTop });

  const headlineTop = ACCENT_Y + 36;
  const headline = await fitText(
    card.headline,
    { font: fonts.display, weight: 600, color: '#ffffff', lineHeight: 1.04 },
    [
      { size: 84, lines: 2 },
      { size: 76, lines: 2 },
      { size: 68, lines: 2 },
      { size: 60, lines: 3 },
      { size: 52, lines: 3 },
      { size: 46, lines: 3 },
    ],
    textWidth,
  );
  layers.push({ input: headline.input, left: MARGIN - 3, top: headlineTop });

  const sublineTop = headlineTop + headline.height + 22;
  const room = addressTop - 28 - sublineTop;
  const lines = Math.min(3, Math.floor(room / (30 * 1.3)));
  if (card.subline && lines > 0) {
    const subline = await fitText(
      card.subline,
      { font: fonts.text, weight: 400, color: TEAL_200, lineHeight: 1.3 },
      [{ size: 30, lines }],
      textWidth,
    );
    layers.push({ input: subline.input, left: MARGIN, top: sublineTop });
  }

  if (card.artwork && panel) {
    // The whole artwork, scaled into the panel and clipped to its rounded corners.
    const density = Math.min(2400, Math.max(72, 72 * (panel.w / panel.sourceWidth) * 1.25));
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${panel.w}" height="${panel.h}"><rect width="${panel.w}" height="${panel.h}" rx="28"/></svg>`,
    );
    const art = await sharp(card.artwork, { density })
      .resize({ width: panel.w, height: panel.h, fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
    layers.push({ input: art, left: panel.x, top: panel.y });
  }

  return sharp(Buffer.from(backgroundSvg(panel, !!card.eyebrow)))
    .composite(layers)
    .png({ compressionLevel: 7 })
    .toBuffer();
}

/** Writes every card the built pages ask for into the client build; returns how many. */
export async function writeOgImages(clientDir: string): Promise<number> {
  const cards = cardsFor(clientDir);
  // A card whose text, artwork and renderer are unchanged is copied from the last build that drew it.
  const cache = renderCache('og-cards', ['scripts/build/og-images.ts', 'src/lib/escape.ts', 'src/styles/brand.ts', 'src/content/seo.ts']);
  const fontDir = mkdtempSync(join(tmpdir(), 'ihub-og-fonts-'));
  let fonts: Promise<Fonts> | undefined;
  try {
    // A few at a time: sharp works on libuv's thread pool, so cards overlap on every core.
    const queue = [...cards];
    const worker = async () => {
      for (let card = queue.shift(); card; card = queue.shift()) {
        const file = join(clientDir, card.path);
        mkdirSync(join(file, '..'), { recursive: true });
        const input = { ...card, artwork: card.artwork ? inputFile(card.artwork) : undefined };
        writeFileSync(file, await cache.get(input, async () => renderCard(card, await (fonts ??= brandFonts(fontDir)))));
      }
    };
    await Promise.all([worker(), worker(), worker()]);
  } finally {
    rmSync(fontDir, { recursive: true, force: true });
  }
  const { rendered, cached } = cache.counts;
  console.log(`postbuild: ${cards.length} link preview images written to /og/ (${rendered} drawn, ${cached} from the cache).`);
  return cards.length;
}
