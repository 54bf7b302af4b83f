import { test } from '@playwright/test';
import { startServer } from '../../scripts/server-process';
test('probe', async ({ page }) => {
  const site = await startServer(4391, process.env.PROBE_DIR!);
  await page.addInitScript(() => { addEventListener('ihub:hydrated', () => ((window as any).__h = performance.now())); });
  for (let i = 0; i < 3; i++) {
    await page.goto('http://127.0.0.1:4391/contact');
    const t0 = await page.evaluate(() => performance.timing.loadEventEnd - performance.timing.navigationStart);
    await page.waitForFunction(() => (window as any).__h);
    const h = await page.evaluate(() => (window as any).__h);
    console.log(process.env.PROBE_DIR, 'load', t0, 'hydrated at', Math.round(h));
  }
  await site.stop();
});
