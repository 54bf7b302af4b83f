/**
 * npm run screens -- [--rtl] [route …] — full-page screenshots at 390px and 1440px of the built site
 * (served on 127.0.0.1) into screens/ (git-ignored), for reviewers to look at. `--rtl` sets
 * `dir="rtl"` on the page before it renders (files end in `-rtl`): how a layout holds up right to
 * left before the Arabic text exists.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium';
import { FORCE_RTL } from './force-rtl';
import { startServer } from './server-process';
import { sitePages } from '~/site-map.server';

const args = process.argv.slice(2);
const rtl = args.includes('--rtl');
const named = args.filter((arg) => arg !== '--rtl');
const routes = named.length ? named : sitePages().map((page) => page.path);
const widths = [390, 1440];
mkdirSync('screens', { recursive: true });

const server = await startServer(Number(process.env.PORT ?? 4180));
const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 }, reducedMotion: 'reduce' });
    if (rtl) await page.addInitScript({ content: FORCE_RTL });
    for (const route of routes) {
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      // Lazy images load only near the viewport: scroll through once so the full-page shot shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = `screens/${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}${rtl ? '-rtl' : ''}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
