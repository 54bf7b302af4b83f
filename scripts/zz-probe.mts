import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
for (const path of ['/', '/ar', '/careers']) {
  await page.goto('http://127.0.0.1:4280' + path);
  const r = await page.evaluate(() => {
    const W = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const b = el.getBoundingClientRect();
      if ((b.right > W + 1 || b.left < -1) && b.width > 0) out.push(`${el.tagName}.${(el.className?.toString?.() ?? '').slice(0, 60)} L${Math.round(b.left)} R${Math.round(b.right)}`);
    }
    return { sw: document.documentElement.scrollWidth, W, out: out.slice(0, 8) };
  });
  console.log(path, JSON.stringify(r, null, 1));
  await page.screenshot({ path: `/tmp/i18n-${path === '/' ? 'home' : path.slice(1)}-390.png` });
}
await browser.close();
