/**
 * Every HTML file the build writes passes html-validate (rules in .htmlvalidate.json) with zero
 * errors: pages, aliases, collection items, the redirect page, 404.html and framed documents.
 * It reads build/client directly, so each page added later is validated as it lands.
 */
import { expect, test } from '@playwright/test';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

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

test('the build has HTML to validate', () => {
  expect(files.length).toBeGreaterThan(20);
  expect(files.map((file) => relative(CLIENT, file))).toEqual(expect.arrayContaining(['index.html', '404.html']));
});

for (const file of files) {
  const name = relative(CLIENT, file);
  test(`${name} is valid HTML`, async () => {
    const report = await validator.validateFile(file);
    const errors = report.results.flatMap((result) =>
      result.messages.filter((m) => m.severity === 2).map((m) => `${name}:${m.line}:${m.column} ${m.ruleId} — ${m.message} (${m.selector ?? ''})`),
    );
    expect(errors).toEqual([]);
  });
}
