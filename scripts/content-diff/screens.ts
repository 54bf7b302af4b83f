/**
 * Before/after screenshots of changed routes at each width, and a pixel-difference image
 * (pixelmatch). Pages are served by scripts/serve.ts on loopback; no request leaves the machine.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { chromiumPath } from '../chromium';

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
};

/** File-name part for a route: "/" → "home", "/news/a" → "news_a". */
export const routeSlug = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/[^a-zA-Z0-9-]+/g, '_'));

/** Pads an image to `width` × `height` with a light grey, so pages of different height compare. */
function padded(png: PNG, width: number, height: number): Uint8Array {
  if (png.width === width && png.height === height) return png.data;
  const out = new Uint8Array(width * height * 4).fill(0xee);
  for (let y = 0; y < png.height; y++) out.set(png.data.subarray(y * png.width * 4, (y + 1) * png.width * 4), y * width * 4);
  return out;
}

export function pixelDiff(before: Buffer, after: Buffer): { png: Buffer; changed: number; top: number; heights: Shot['heights'] } {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const out = new PNG({ width, height });
  const count = pixelmatch(padded(a, width, height), padded(b, width, height), out.data, width, height, { threshold: 0.1, alpha: 0.25 });
  // pixelmatch paints differing pixels pure red: the first red row is where the change starts.
  let top = 0;
  for (let i = 0; count && i < out.data.length; i += 4) {
    if (out.data[i] === 255 && out.data[i + 1] === 0 && out.data[i + 2] === 0) {
      top = Math.floor(i / 4 / width);
      break;
    }
  }
  return {
    png: PNG.sync.write(out, { deflateLevel: 3 }),
    changed: count / (width * height),
    top,
    heights: { before: a.height, after: b.height, diff: height },
  };
}

async function capture(browser: Browser, url: string, width: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 }, reducedMotion: 'reduce' });
  try {
    // Only the local server: embeds and fonts from elsewhere would make screenshots flaky.
    await page.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
    await page.goto(url, { waitUntil: 'load' });
    // Fonts in, hydration done: two animation frames after the fonts are ready.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await page.close();
  }
}

/**
 * Screenshots every route in `routes` from both servers, writes `<slug>-<width>-{before,after,
 * diff}.png` into `dir` and returns the file names (relative to `dir`) with the changed share.
 */
export async function screenshotRoutes(routes: readonly string[], baseUrl: string, headUrl: string, dir: string): Promise<Map<string, Shot[]>> {
  const result = new Map<string, Shot[]>();
  if (!routes.length) return result;
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const tasks = routes.flatMap((route) => WIDTHS.map((width) => ({ route, width })));
    const shots = new Map<string, Shot>();
    // Two routes × widths at a time (four pages): rendering overlaps with the pixel diffs.
    let next = 0;
    const worker = async () => {
      for (let task = tasks[next++]; task; task = tasks[next++]) {
        const { route, width } = task;
        const [before, after] = await Promise.all([capture(browser, baseUrl + route, width), capture(browser, headUrl + route, width)]);
        const name = `${routeSlug(route)}-${width}`;
        const { png, changed, top, heights } = pixelDiff(before, after);
        writeFileSync(join(dir, `${name}-before.png`), before);
        writeFileSync(join(dir, `${name}-after.png`), after);
        writeFileSync(join(dir, `${name}-diff.png`), png);
        shots.set(`${route} ${width}`, {
          width,
          before: `${name}-before.png`,
          after: `${name}-after.png`,
          diff: `${name}-diff.png`,
          changed,
          top,
          heights,
        });
      }
    };
    await Promise.all([worker(), worker()]);
    for (const route of routes)
      result.set(
        route,
        WIDTHS.map((width) => shots.get(`${route} ${width}`)!),
      );
  } finally {
    await browser.close();
  }
  return result;
}
