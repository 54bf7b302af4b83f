import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { actionsUsed, checkWorkflows, versionProblems } from './check-workflows';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function workflows(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'workflows-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const job = (steps: string) => `name: t\non: pull_request\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;

test("the project's workflows pass the validator and use current action versions", () => {
  expect(checkWorkflows()).toEqual([]);
});

test('reports a misspelt key with its file and path', () => {
  const dir = workflows({ 'ok.yml': job('      - run: echo ok\n'), 'bad.yml': job('      - run: echo\n        shell-name: bash\n') });
  const problems = checkWorkflows(dir, dir);
  expect(problems.map((p) => p.file)).toEqual(['bad.yml']);
  expect(problems[0]!.message).toContain('/jobs/a');
}, 20_000);

test('names an action on an old major and one nobody looked up', () => {
  const text = job('      - uses: actions/checkout@v4\n      - uses: someone/else@v2\n      - uses: ./local\n');
  expect(actionsUsed(text)).toEqual(['actions/checkout@v4', 'someone/else@v2', './local']);
  expect(versionProblems('w.yml', text).map((p) => p.message)).toEqual([
    'actions/checkout@v4: use actions/checkout@v6, the current major version',
    'someone/else@v2: not in CURRENT_MAJORS of scripts/check-workflows.ts; look up its current major and add it',
  ]);
});
