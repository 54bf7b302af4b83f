import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { parse } from 'yaml';
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

test('main is published to the root of gh-pages after CI passes on a push, keeping the pull-request previews (docs/decisions/2901)', () => {
  const deploy = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as {
    on: { workflow_run: { workflows: string[]; types: string[]; branches: string[] } };
    jobs: { deploy: { if: string; steps: { uses?: string; run?: string; with?: Record<string, unknown> }[] } };
  };
  const ci = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as { name: string };
  const preview = parse(readFileSync('.github/workflows/content-preview.yml', 'utf8')) as {
    jobs: { preview: { steps: { uses?: string; with?: Record<string, unknown> }[] } };
  };
  expect(deploy.on.workflow_run).toEqual({ workflows: [ci.name], types: ['completed'], branches: ['main'] });
  expect(deploy.jobs.deploy.if).toContain("github.event.workflow_run.conclusion == 'success'");
  const publish = deploy.jobs.deploy.steps.find((step) => step.uses?.startsWith('JamesIves/github-pages-deploy-action@'))!;
  const previews = preview.jobs.preview.steps.find((step) => step.uses?.startsWith('rossjrw/pr-preview-action@'))!;
  expect(publish.with).toMatchObject({ folder: 'build/client', branch: 'gh-pages', force: false });
  // The folder the previews are deployed into is the one the main deployment leaves alone.
  expect(publish.with!['clean-exclude']).toBe(`${String(previews.with!['umbrella-dir'])}/`);
  expect(deploy.jobs.deploy.steps.some((step) => step.run?.includes('.nojekyll'))).toBe(true);
});
