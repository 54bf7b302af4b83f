import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium';

// End-to-end tests run against the built site (npm run build) served by scripts/serve.ts, the
// same server as `npm start`, on a loopback port of its own.
const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI only: a few tests read real animation frames, which a starved 2-core
  // machine can skip. Locally a failure is always reported at once.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath() },
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
