/**
 * `npm run new:kind` on a copy of the project (issue 44, docs/decisions/3430): the scaffold makes a
 * kind's folder and writes again only what is generated from the kinds (the index, CONTENT.md,
 * the editor's configuration); a page then lists the new kind, and the content check, the
 * "CONTENT.md is up to date" comparison and a build pass, the page showing the section.
 *
 * As cheap as the claim allows: the copy is made by the one helper (node_modules linked, not
 * copied), the check and the CONTENT.md comparison run side by side, then the Arabic edition is
 * left out of the build (the kind needs no translation to be built), which skips its own content
 * check (just run) and what a content:diff build skips (sitemap, search index, compressed copies,
 * the editor).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { folded, found } from './build/built-html';
import { copyProjectInto } from './content-diff/project-copy';

const KIND = 'event-banner';
const HEADING = 'Where the robots go next';
const PAGE = [
  '---',
  'title: "Event banner | iHub Robotics"',
  'description: "A page listing a section of the kind the scaffold made."',
  '',
  'sections:',
  `  - type: ${KIND}`,
  '    eyebrow: Events',
  `    heading: ${HEADING}`,
  '---',
  '',
].join('\n');

let repo = '';
let changed: string[] = [];
const steps: Record<string, { status: number | null; output: string }> = {};

const env = () => {
  const merged: NodeJS.ProcessEnv = { ...process.env, CONTENT_CHECKED: '1', CONTENT_DIFF_BUILD: '1' };
  // Vitest's "test" would make a development build.
  delete merged.NODE_ENV;
  return merged;
};

/** Runs a command in the copy, output kept. */
function run(command: string, args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: repo, env: env() });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => done({ status, output }));
  });
}

const tsx = () => join(repo, 'node_modules', '.bin', 'tsx');

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'new-kind-'));
  copyProjectInto(repo, (cwd, command, ...args) => {
    const result = spawnSync(command, args, {
      cwd,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 't@example.com',
      },
    });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
    return result.stdout;
  });
  steps.scaffold = await run('npm', ['run', 'new:kind', '--', KIND]);
  // What the scaffold changed, before the page and the trimmed edition.
  changed = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: repo, encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
    // The linked node_modules, which .gitignore's "node_modules/" does not match.
    .filter((file) => file !== 'node_modules');
  writeFileSync(join(repo, 'content', 'pages', `${KIND}-demo.mdx`), PAGE);
  const [check, docs] = await Promise.all([run(tsx(), ['scripts/content-check.ts']), run(tsx(), ['scripts/content-docs.ts', '--check'])]);
  Object.assign(steps, { check, docs });
  // Checked whole; built without the Arabic edition.
  rmSync(join(repo, 'content', 'ar'), { recursive: true, force: true });
  steps.build = await run('npm', ['run', 'build']);
}, 600_000);

afterAll(() => {
  if (!repo) return;
  rmSync(join(repo, 'node_modules'), { force: true });
  rmSync(repo, { recursive: true, force: true });
});

test('npm run new:kind makes the kind’s folder and writes again only what is generated from the kinds', () => {
  expect(steps.scaffold!.status, steps.scaffold!.output).toBe(0);
  const generated = new Set(['CONTENT.md', 'src/admin/config.generated.json']);
  const outside = changed.filter(
    (file) => !file.startsWith(`src/kinds/${KIND}/`) && !file.startsWith('src/kinds/generated/') && !generated.has(file),
  );
  expect(outside).toEqual([]);
  expect(changed).toEqual(
    expect.arrayContaining([`src/kinds/${KIND}/schema.ts`, `src/kinds/${KIND}/EventBanner.tsx`, `src/kinds/${KIND}/example.json`]),
  );
  expect(changed.some((file) => file.endsWith('.test.tsx'))).toBe(true);
  // CONTENT.md and the editor show the kind.
  expect(readFileSync(join(repo, 'CONTENT.md'), 'utf8')).toContain(`### \`${KIND}\``);
  expect(readFileSync(join(repo, 'src', 'admin', 'config.generated.json'), 'utf8')).toContain(`"name": "${KIND}"`);
});

test('a page listing the new kind passes the content check, the CONTENT.md comparison and the build, and shows the section', () => {
  expect(steps.check!.status, steps.check!.output).toBe(0);
  expect(steps.docs!.status, steps.docs!.output).toBe(0);
  expect(steps.build!.status, steps.build!.output.slice(-3000)).toBe(0);
  const page = join(repo, 'build', 'client', `${KIND}-demo`, 'index.html');
  expect(existsSync(page)).toBe(true);
  expect(found(readFileSync(page, 'utf8'), 'h2', 'main').map((heading) => folded(heading.text))).toContain(HEADING);
});
