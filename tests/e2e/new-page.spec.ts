/**
 * A copywriter adds a page with one file and nothing else: a copy of the project gets one new
 * file under content/pages/ with three sections, `npm run build` builds it, and the built site
 * serves it at the address its place names, with its text, and lists it in the sitemap.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/server-process';

const PAGE = `---
title: "Fixture page | iHub Robotics"
description: "A page a copywriter added with one file, to prove the site needs nothing else."
sections:
  - type: hero
    eyebrow: Fixture
    heading: A page made of content alone
    lead: Written as one file under content/pages/.
  - type: feature-cards
    heading: Three sections, no code
    items:
      - { title: Quoted figure, icon: language, description: "Tara Greet speaks [[tara-greet.languages]] languages." }
  - type: cta
    heading: Talk to us about it
    actions:
      - { label: Contact us, href: /contact }
---
`;

test('copywriter adds content/pages/<new>.mdx and the build serves it, in the sitemap, with no other file', async ({ page }) => {
  test.setTimeout(300_000);
  const root = process.cwd();
  const copy = mkdtempSync(join(tmpdir(), 'ihub-new-page-'));
  try {
    for (const entry of [
      'content',
      'public',
      'src',
      'scripts',
      'package.json',
      'package-lock.json',
      'vite.config.ts',
      'react-router.config.ts',
      'tsconfig.json',
    ]) {
      cpSync(join(root, entry), join(copy, entry), { recursive: true });
    }
    symlinkSync(realpathSync(join(root, 'node_modules')), join(copy, 'node_modules'), 'dir');
    writeFileSync(join(copy, 'content', 'pages', 'fixture-page.mdx'), PAGE);

    const build = spawnSync('npm', ['run', 'build'], { cwd: copy, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    expect(build.status, build.stderr.slice(-2000)).toBe(0);

    // The suite's port + 3: inside the block of ports a developer gives the suite with E2E_PORT.
    const server = await startServer(Number(process.env.E2E_PORT ?? 4174) + 3, join(copy, 'build', 'client'));
    try {
      const response = await page.goto(`${server.url}/fixture-page`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'A page made of content alone' })).toBeVisible();
      await expect(page.getByText('Tara Greet speaks 32+ languages.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
      const sitemap = await (await page.request.get(`${server.url}/sitemap.xml`)).text();
      expect(sitemap).toContain('/fixture-page</loc>');
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(join(copy, 'node_modules'), { force: true });
    rmSync(copy, { recursive: true, force: true });
  }
});
