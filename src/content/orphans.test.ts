import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { checkContent } from './check';
import { formatProblem } from './read';

// Each test runs the whole content check: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const PAGE = `---
title: "Trade fairs | iHub Robotics"
description: "Where to meet our robots at trade fairs."

sections:
  - type: hero
    heading: Trade fairs
    lead: Where to meet our robots this year. [Write to us](/contact) to book a visit.
---
`;

function withNewPage(): string {
  const root = mkdtempSync(join(tmpdir(), 'orphans-'));
  made.push(root);
  cpSync('content', join(root, 'content'), { recursive: true });
  cpSync('public', join(root, 'public'), { recursive: true });
  writeFileSync(join(root, 'content', 'pages', 'trade-fairs.mdx'), PAGE);
  return root;
}

const orphaned = 'content/pages/trade-fairs.mdx:1 (file) — no link leads to /trade-fairs: add it to the menu or the footer in content/site.yaml, or link to it from another page, so that visitors can find it';

test('a new page no link leads to passes the check with a warning that says how to link it', async () => {
  const result = await checkContent(withNewPage());
  expect(result.problems.map(formatProblem)).toEqual([]);
  expect(result.warnings.map(formatProblem)).toContain(orphaned);
});

test('a link from another page (or the menu) ends the warning; the page linking to itself does not', async () => {
  const root = withNewPage();
  const terms = join(root, 'content', 'pages', 'terms.mdx');
  writeFileSync(terms, `${readFileSync(terms, 'utf8').trimEnd()}\n\nWe are at [trade fairs](/trade-fairs) too.\n`);
  expect((await checkContent(root)).warnings.map(formatProblem)).not.toContain(orphaned);
  const self = withNewPage();
  writeFileSync(join(self, 'content', 'pages', 'trade-fairs.mdx'), `${PAGE}\nSee [this page](/trade-fairs).\n`);
  expect((await checkContent(self)).warnings.map(formatProblem)).toContain(orphaned);
});
