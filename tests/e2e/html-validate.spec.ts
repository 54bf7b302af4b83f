/**
 * Every HTML file the build writes passes html-validate (rules in .htmlvalidate.json) with zero
 * errors. It reads build/client directly, so each file added later is validated as it lands. A
 * page's file (pages, aliases, collection items, the 404s) is validated on the page's own visit,
 * tests/e2e/every-page.spec.ts; here, the rest: the redirect pages and framed documents.
 */
import { expect, test } from '@playwright/test';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { pagesToVisit } from './support';

const CLIENT = join(process.cwd(), 'build', 'client');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === 'assets' ? [] : htmlFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

const validator = new HtmlValidate(new FileSystemConfigLoader());
const files = htmlFiles(CLIENT).sort();
const visited = new Set(pagesToVisit().map((visit) => join(CLIENT, visit.file)));

test('the build has HTML to validate', () => {
  expect(files.length).toBeGreaterThan(20);
  expect(files.map((file) => relative(CLIENT, file))).toEqual(expect.arrayContaining(['index.html', '404.html']));
});

test('every HTML file is validated: the pages on their visit, the rest here', () => {
  expect(files.filter((file) => !visited.has(file)).length).toBeGreaterThan(0);
  for (const file of visited) expect(files, file).toContain(file);
});

for (const file of files.filter((file) => !visited.has(file))) {
  const name = relative(CLIENT, file);
  test(`${name} is valid HTML`, async () => {
    const report = await validator.validateFile(file);
    const errors = report.results.flatMap((result) =>
      result.messages.filter((m) => m.severity === 2).map((m) => `${name}:${m.line}:${m.column} ${m.ruleId} — ${m.message} (${m.selector ?? ''})`),
    );
    expect(errors).toEqual([]);
  });
}
