/**
 * Before/after screenshots of changed routes at each width, and a pixel-difference image
 * (pixelmatch). On the "after" one the changed blocks are outlined (their boxes read from the
 * page, the rectangles drawn into a copy of the screenshot), and both sides get a small thumbnail of the part where the first change is (sharp), for the pull
 * request comment. Pages are served by scripts/serve.ts on loopback; no request leaves the
 * machine. Base screenshots can come from the base build's cache.
 *
 * Images are decoded and encoded by sharp (libvips) and handled in between as raw RGBA pixels, each
 * once: a full-page screenshot is up to 1440 × 11,000 pixels, and a PNG coder written in
 * JavaScript spent more time on it than the browser took to draw the page.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { chromiumPath, findTestBrowser } from '../chromium';

export const WIDTHS = [390, 1440] as const;

export type Shot = {
  width: number;
  before: string;
  after: string;
  diff: string;
  /** Share of pixels that differ, 0 to 1 (over the larger of the two page sizes). */
  changed: number;
  /** First row with a difference: where to look. */
  top: number;
  /** Pixel heights of the three images. */
  heights: { before: number; after: number; diff: number };
  /** The after page with the changed blocks outlined, and how many were outlined. */
  marked: string;
  outlined: number;
  /** Small crops around the first change, for the comment. */
  thumbs: { before: string; after: string };
};

/** A page only one build has (an added or a removed route), shot at one width: the whole page and a thumbnail of its top. */
export type PageShot = { width: number; side: 'before' | 'after'; file: string; thumb: string; height: number };

/**
 * What to outline on the after page: the added lines of the text diff (as snapshot.ts writes
 * them: "## Heading", "- item", "[image: alt]"), looked for in <main> or, for a header or
 * footer change, in the whole body.
 */
export type Marks = { lines: string[]; scope: 'main' | 'body' };

/** A snapshot line back to the text a visitor sees: "## Team" → "Team"; images by their alt. */
export function markTarget(line: string): { text: string } | { alt: string } {
  const image = /^\[image: (.*)\]$/.exec(line);
  if (image) return { alt: image[1]! };
  return { text: line.replace(/^(#{1,6} |- )/, '') };
}

/** File-name part for a route: "/" → "home", "/news/a" → "news_a". */
export const routeSlug = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/[^a-zA-Z0-9-]+/g, '_'));

/** An image as raw RGBA pixels. */
export type Raw = { data: Uint8Array; width: number; height: number };

export async function decodePng(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png, { limitInputPixels: false }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A PNG of `raw`; diff and review images favour speed over size (they live for one pull request). */
export function encodePng(raw: Raw, compressionLevel = 2): Promise<Buffer> {
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 }, limitInputPixels: false })
    .png({ compressionLevel })
    .toBuffer();
}

/** Pads an image to `width` × `height` with a light grey, so pages of different height compare. */
function padded(image: Raw, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const out = new Uint8Array(width * height * 4).fill(0xee);
  for (let y = 0; y < image.height; y++) out.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), y * width * 4);
  return out;
}

export type DiffBox = { left: number; top: number; right: number; bottom: number };

export type PixelDiff = { png: Buffer; changed: number; top: number; box?: DiffBox; heights: Shot['heights'] };

export async function pixelDiff(before: Buffer | Raw, after: Buffer | Raw): Promise<PixelDiff> {
  const [a, b] = await Promise.all([before, after].map(async (image) => (Buffer.isBuffer(image) ? decodePng(image) : image)));
  const width = Math.max(a!.width, b!.width);
  const height = Math.max(a!.height, b!.height);
  const out: Raw = { data: new Uint8Array(width * height * 4), width, height };
  const count = pixelmatch(padded(a!, width, height), padded(b!, width, height), out.data, width, height, { threshold: 0.1, alpha: 0.25 });
  // pixelmatch paints differing pixels pure red: their bounding box is where the change is.
  let box: DiffBox | undefined;
  for (let i = 0; count && i < out.data.length; i += 4) {
    if (out.data[i] !== 255 || out.data[i + 1] !== 0 || out.data[i + 2] !== 0) continue;
    const x = (i / 4) % width;
    const y = Math.floor(i / 4 / width);
    if (!box) box = { left: x, top: y, right: x, bottom: y };
    else {
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.bottom = y;
    }
  }
  return {
    png: await encodePng(out),
    changed: count / (width * height),
    top: box?.top ?? 0,
    ...(box ? { box } : {}),
    heights: { before: a!.height, after: b!.height, diff: height },
  };
}

/** Outline colour and width, in pixels of the screenshot. */
const OUTLINE = { rgb: [229, 72, 77] as const, width: 3, gap: 2 };

type Box = { x: number; y: number; width: number; height: number };

/**
 * The boxes (page coordinates) of the innermost elements whose whole visible text is one of
 * `texts`, or images with one of `alts`, inside `scope`. Runs in the page.
 */
function changedBoxes({ texts, alts, scope }: { texts: string[]; alts: string[]; scope: string }): Box[] {
  // No named inner functions: tsx would wrap them in a helper the page does not have.
  const root = document.querySelector(scope) ?? document.body;
  // Compared without white space or case: the snapshot joins inline elements without the line
  // breaks innerText puts between them, and innerText applies text-transform.
  const wanted = new Set(texts.map((s) => s.replace(/\s+/g, '').toLowerCase()));
  const found: Element[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    if (el.closest('svg, script, style, [hidden]')) continue;
    if (el instanceof HTMLImageElement ? alts.includes(el.alt) : wanted.has((el.innerText || '').replace(/\s+/g, '').toLowerCase())) found.push(el);
  }
  // The innermost element that holds the whole line: drop any that contains another match.
  return found
    .filter((el) => !found.some((other) => other !== el && el.contains(other)))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0)
    .map((r) => ({ x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height }));
}

/**
 * A copy of the screenshot with a rectangle drawn around each box (drawn into the pixels, so the
 * page is shot once and the pixel difference stays free of outlines).
 */
export function outlineBoxes(image: Raw, boxes: readonly Box[]): Raw {
  const { width: w, height: h } = image;
  const data = new Uint8Array(image.data);
  const paint = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    data.set([...OUTLINE.rgb, 255], (y * w + x) * 4);
  };
  for (const box of boxes) {
    const left = Math.round(box.x) - OUTLINE.gap - OUTLINE.width;
    const top = Math.round(box.y) - OUTLINE.gap - OUTLINE.width;
    const right = Math.round(box.x + box.width) + OUTLINE.gap + OUTLINE.width - 1;
    const bottom = Math.round(box.y + box.height) + OUTLINE.gap + OUTLINE.width - 1;
    for (let k = 0; k < OUTLINE.width; k++) {
      for (let x = left; x <= right; x++) {
        paint(x, top + k);
        paint(x, bottom - k);
      }
      for (let y = top; y <= bottom; y++) {
        paint(left + k, y);
        paint(right - k, y);
      }
    }
  }
  return { data, width: w, height: h };
}

/** Thumbnails: at most this much of the page's width, around the change; scaled to `width`. */
const THUMB = { crop: 720, above: 120, aspect: 1.2, width: 360 };

/** Where to crop both sides' thumbnails: the change's box with some page around it. */
export function thumbnailArea(pageWidth: number, box: DiffBox | undefined): { left: number; top: number; width: number; height: number } {
  const width = Math.min(pageWidth, THUMB.crop);
  const centre = box ? (box.left + box.right) / 2 : pageWidth / 2;
  const left = Math.round(Math.max(0, Math.min(pageWidth - width, centre - width / 2)));
  return { left, top: Math.max(0, (box?.top ?? 0) - THUMB.above), width, height: Math.round(width * THUMB.aspect) };
}

/** A crop of `image` (clamped to it), scaled to the thumbnail width. */
async function thumbnail(image: Raw, area: ReturnType<typeof thumbnailArea>): Promise<Buffer> {
  const top = Math.max(0, Math.min(area.top, image.height - 1));
  const left = Math.max(0, Math.min(area.left, image.width - 1));
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 }, limitInputPixels: false })
    .extract({
      left,
      top,
      width: Math.max(1, Math.min(area.width, image.width - left)),
      height: Math.max(1, Math.min(area.height, image.height - top)),
    })
    .resize({ width: THUMB.width })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/**
 * The whole page as a PNG, asked of Chromium directly: its fast PNG encoder (`optimizeForSpeed`)
 * takes a third of the time Playwright's full-page screenshot does, for the same pixels (compared
 * when this was written: identical on every route tried). Like Playwright's `animations:
 * 'disabled'`, animations that run on the clock jump to their end, or stop when they never end;
 * one that follows scrolling (the header's shadow) is left as the page draws it.
 */
async function fullPagePng(page: Page): Promise<Buffer> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.timeline !== document.timeline) continue;
      try {
        animation.finish();
      } catch {
        animation.cancel(); // one that repeats for ever has no end to jump to
      }
    }
    document.documentElement.style.setProperty('caret-color', 'transparent', 'important');
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    const { cssContentSize } = await cdp.send('Page.getLayoutMetrics');
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      captureBeyondViewport: true,
      clip: { x: 0, y: 0, width: Math.ceil(cssContentSize.width), height: Math.ceil(cssContentSize.height), scale: 1 },
    });
    return Buffer.from(data, 'base64');
  } finally {
    await cdp.detach();
  }
}

/**
 * A fresh page in a context of its own: pages of one context taking full-page screenshots at the
 * same time get the first screen repeated down the page. Its size is set when it is used.
 */
const freshPage = (browser: Browser) => browser.newPage({ reducedMotion: 'reduce' });

async function capture(page: Page, url: string, width: number, marks?: Marks): Promise<{ png: Buffer; boxes: Box[] }> {
  try {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.goto(url, { waitUntil: 'load' });
    // Fonts in, then two animation frames. Islands hydrate onto the markup already drawn, so
    // the picture does not wait for them.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    const png = await fullPagePng(page);
    if (!marks) return { png, boxes: [] };
    const targets = marks.lines.map(markTarget);
    const boxes = await page.evaluate(changedBoxes, {
      texts: targets.flatMap((t) => ('text' in t ? [t.text] : [])),
      alts: targets.flatMap((t) => ('alt' in t ? [t.alt] : [])),
      scope: marks.scope,
    });
    return { png, boxes };
  } finally {
    await page.close();
  }
}

/** A loopback port with no server (the discard service's number; nothing runs it here). */
const CLOSED_PORT = 9;

/**
 * Names the way screenshots are taken, in the base cache's file names: a base screenshot taken
 * another way (an older checkout's) is taken again, never compared with one of these.
 */
const CAPTURE = 'cdp1';

/**
 * The browser screenshots are taken with (a caller may start it early, while the site builds).
 * Only the local servers answer it: every other address goes to a proxy on a loopback port
 * nothing listens on, so embeds and fonts from elsewhere fail at once and never make a
 * screenshot flaky (Chromium never sends loopback requests through a proxy). A launch flag, not
 * a route handler: that handler made each request of each page a round trip through this process.
 * The tests' headless shell where it is installed (faster, and what the suite runs), else a full Chromium.
 */
export const launchBrowser = () =>
  chromium.launch({ executablePath: findTestBrowser() ?? chromiumPath(), args: [`--proxy-server=http://127.0.0.1:${CLOSED_PORT}`] });

/** Routes × widths shot at a time: while one page loads, another is drawn and a third diffed. */
const WORKERS = 3;

/** A browser being launched and a page for each worker being opened in it. */
export type Camera = { browser: Promise<Browser>; pages: Promise<Page>[] };

/**
 * Launches the browser and opens the first pages, so that a caller starting this while the site
 * builds finds both ready (a page takes a fifth of a second to open, more on a busy machine).
 */
export function startCamera(): Camera {
  const browser = launchBrowser();
  const pages = Array.from({ length: WORKERS }, () => browser.then(freshPage));
  // Settled here too: a failed launch is reported where the browser is awaited, never as unhandled.
  for (const page of pages) page.catch(() => {});
  return { browser, pages };
}

/**
 * Screenshots every route in `routes` from both servers, writes `<slug>-<width>-{before,after,
 * diff,marked}.png` and two thumbnails into `dir` and returns the file names (relative to
 * `dir`) with the changed share. Routes in `single` exist on one side only (added: "after",
 * removed: "before"): each is shot from that side, with a thumbnail of the top of the page.
 * `marks` says what to outline per route; base screenshots are read from, and written to,
 * `baseCache` when given; `camera` may be one already starting. `baseUrl` may be a function that
 * starts the base's server: it is called only when a base screenshot is needed and not cached.
 */
export async function screenshotRoutes(
  routes: readonly string[],
  baseUrl: string | (() => Promise<string>),
  headUrl: string,
  dir: string,
  {
    marks,
    baseCache,
    camera: started,
    single = new Map(),
  }: { marks?: ReadonlyMap<string, Marks>; baseCache?: string; camera?: Camera; single?: ReadonlyMap<string, 'before' | 'after'> } = {},
): Promise<{ compared: Map<string, Shot[]>; pages: Map<string, PageShot[]> }> {
  const result = new Map<string, Shot[]>();
  const pages = new Map<string, PageShot[]>();
  if (!routes.length && !single.size) return { compared: result, pages };
  if (baseCache) mkdirSync(baseCache, { recursive: true });
  const camera = started ?? startCamera();
  const browser = await camera.browser;
  const opened = [...camera.pages];
  const page = () => opened.shift() ?? freshPage(browser);
  let baseServer: Promise<string> | undefined;
  const baseAt = () => (baseServer ??= typeof baseUrl === 'string' ? Promise.resolve(baseUrl) : baseUrl());
  try {
    const tasks = routes.flatMap((route) => WIDTHS.map((width) => ({ route, width })));
    const shots = new Map<string, Shot>();
    const base = async (route: string, width: number): Promise<Buffer> => {
      const cached = baseCache ? join(baseCache, `${routeSlug(route)}-${width}-${CAPTURE}.png`) : undefined;
      if (cached && existsSync(cached)) return readFileSync(cached);
      const { png } = await capture(await page(), (await baseAt()) + route, width);
      if (cached) writeFileSync(cached, png);
      return png;
    };
    const oneSide = [...single].flatMap(([route, side]) => WIDTHS.map((width) => ({ route, width, side })));
    const singles = new Map<string, PageShot>();
    const shootOneSide = async ({ route, width, side }: (typeof oneSide)[number]) => {
      const png = side === 'before' ? await base(route, width) : (await capture(await page(), headUrl + route, width)).png;
      const raw = await decodePng(png);
      const name = `${routeSlug(route)}-${width}-${side}`;
      writeFileSync(join(dir, `${name}.png`), png);
      writeFileSync(join(dir, `${name}-thumb.png`), await thumbnail(raw, thumbnailArea(width, undefined)));
      singles.set(`${route} ${width}`, { width, side, file: `${name}.png`, thumb: `${name}-thumb.png`, height: raw.height });
    };
    let next = 0;
    let nextSingle = 0;
    const worker = async () => {
      for (let task = oneSide[nextSingle++]; task; task = oneSide[nextSingle++]) await shootOneSide(task);
      for (let task = tasks[next++]; task; task = tasks[next++]) {
        const { route, width } = task;
        const [before, after] = await Promise.all([
          base(route, width),
          page().then((fresh) => capture(fresh, headUrl + route, width, marks?.get(route))),
        ]);
        const name = `${routeSlug(route)}-${width}`;
        // Each screenshot is decoded once; the diff, the outlined copy and the thumbnails share the pixels.
        const [beforeRaw, afterRaw] = await Promise.all([decodePng(before), decodePng(after.png)]);
        const { png, changed, top, box, heights } = await pixelDiff(beforeRaw, afterRaw);
        const marked = after.boxes.length ? outlineBoxes(afterRaw, after.boxes) : undefined;
        const area = thumbnailArea(width, box);
        const files = {
          before: `${name}-before.png`,
          after: `${name}-after.png`,
          diff: `${name}-diff.png`,
          marked: `${name}-marked.png`,
          thumbs: { before: `${name}-before-thumb.png`, after: `${name}-after-thumb.png` },
        };
        writeFileSync(join(dir, files.before), before);
        writeFileSync(join(dir, files.after), after.png);
        writeFileSync(join(dir, files.diff), png);
        if (marked) writeFileSync(join(dir, files.marked), await encodePng(marked));
        else copyFileSync(join(dir, files.after), join(dir, files.marked));
        writeFileSync(join(dir, files.thumbs.before), await thumbnail(beforeRaw, area));
        writeFileSync(join(dir, files.thumbs.after), await thumbnail(marked ?? afterRaw, area));
        shots.set(`${route} ${width}`, { width, ...files, changed, top, heights, outlined: after.boxes.length });
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    for (const route of routes)
      result.set(
        route,
        WIDTHS.map((width) => shots.get(`${route} ${width}`)!),
      );
    for (const route of single.keys())
      pages.set(
        route,
        WIDTHS.map((width) => singles.get(`${route} ${width}`)!),
      );
  } finally {
    await browser.close();
  }
  return { compared: result, pages };
}
