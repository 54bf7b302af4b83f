import { defineConfig, devices } from '@playwright/test';
import { testBrowserPath } from './scripts/chromium';

// End-to-end tests run against the built site (npm run build) served by scripts/serve.ts, the
// same server as `npm start`, on a loopback port of its own.
const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI or here: a test that passes only on its second try is a flake to fix
  // (issue 29), and a retry would hide it.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  // The list reporter names the slowest spec files at the end; scripts/test.ts the slowest tests.
  reportSlowTests: { max: 5, threshold: 60_000 },
  timeout: 60_000,
  // Visual baselines are of the kit gallery only (tests/e2e/kit-gallery.spec.ts, docs/decisions/3330):
  // one PNG per fixture page, width and mode, e.g. tests/visual/kit/en/forms-390.png.
  // `npm run test:visual:update` rewrites the ones that changed.
  snapshotPathTemplate: 'tests/visual/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      // Per pixel, YIQ distance as pixelmatch reads it: anti-aliasing noise passes, a changed
      // letter does not. A page may differ in that many pixels at most: none, run to run, on the
      // same Chromium; a one-word change is hundreds (docs/testing.md, measured).
      threshold: 0.2,
      maxDiffPixels: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: testBrowserPath() },
    trace: 'off',
  },
  webServer: {
    command: `./node_modules/.bin/tsx scripts/serve.ts build/client`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
