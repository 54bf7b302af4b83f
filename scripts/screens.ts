/**
 * npm run screens -- [route …] — full-page screenshots at 390px and 1440px of the built site
 * (served on 127.0.0.1) into screens/ (git-ignored), for reviewers to look at.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium';
import { startServer } from './server-process';
import { sitePages } from '../src/site-map.server';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : sitePages().map((page) => page.path);
const widths = [390, 1440];
mkdirSync('screens', { recursive: true });

const server = await startServer(Number(process.env.PORT ?? 4180));
const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 }, reducedMotion: 'reduce' });
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
      const name = `screens/${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
