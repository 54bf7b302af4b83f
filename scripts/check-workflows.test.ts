import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { parse } from 'yaml';
import { actionsUsed, checkWorkflows, pullRequestProblems, secretsIn, triggers, versionProblems, writeGrants } from './check-workflows';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function workflows(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'workflows-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const job = (steps: string) =>
  `name: t\non: pull_request\npermissions:\n  contents: read\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;

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

type Step = { name?: string; id?: string; uses?: string; run?: string; if?: string; env?: Record<string, string>; with?: Record<string, unknown> };
type Job = { if?: string; permissions?: unknown; steps: Step[] };
type Workflow = { name: string; on: Record<string, unknown>; permissions?: unknown; jobs: Record<string, Job> };
const workflow = (name: string) => parse(readFileSync(`.github/workflows/${name}`, 'utf8')) as Workflow;

/** A workflow triggered by pull_request with `top` before its jobs and one job `a` with `head` before its steps. */
const pr = (top: string, head = '', steps = '      - run: echo ok\n') =>
  `name: t\non: pull_request\n${top}jobs:\n  a:\n    runs-on: ubuntu-latest\n${head}    steps:\n${steps}`;
const refusals = (text: string) => pullRequestProblems('w.yml', text).map((p) => p.message);

test('refuses a workflow triggered by pull_request_target, in any form of `on:`', () => {
  for (const on of ['pull_request_target', '[push, pull_request_target]', '\n  pull_request_target:\n    types: [opened]'])
    expect(refusals(`name: t\non: ${on}\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n`), on).toEqual([
      expect.stringMatching(/^triggered by pull_request_target/),
    ]);
});

test('refuses a token that may write in a workflow triggered by pull_request: at the workflow, at a job, or by default', () => {
  expect(refusals(pr('permissions:\n  contents: write\n'))).toEqual([
    expect.stringMatching(/^permissions: contents: write in a workflow triggered by pull_request/),
  ]);
  expect(refusals(pr('permissions: write-all\n'))).toEqual([expect.stringMatching(/^permissions: write-all/)]);
  expect(refusals(pr('permissions:\n  contents: read\n', '    permissions:\n      pull-requests: write\n'))).toEqual([
    expect.stringMatching(/^jobs\.a: permissions pull-requests: write/),
  ]);
  expect(refusals(pr('', '    permissions:\n      id-token: write\n      contents: read\n'))).toEqual([
    expect.stringMatching(/^jobs\.a: permissions id-token: write/),
  ]);
  // Omitted at both levels: the repository's default token, which may write.
  expect(refusals(pr(''))).toEqual([expect.stringMatching(/^jobs\.a: no permissions, so its token is the repository's default/)]);
  // Read, none, read-all or nothing at all, at either level, passes; so does a job that narrows a read-only workflow.
  for (const [top, head] of [
    ['permissions:\n  contents: read\n', ''],
    ['permissions: read-all\n', ''],
    ['permissions: {}\n', ''],
    ['', '    permissions:\n      contents: read\n      pull-requests: none\n'],
    ['permissions:\n  contents: read\n', '    permissions: {}\n'],
  ])
    expect(refusals(pr(top!, head)), `${top}${head}`).toEqual([]);
});

test('refuses any secret but GITHUB_TOKEN reaching a workflow triggered by pull_request, however it is named', () => {
  const ok = 'permissions:\n  contents: read\n';
  const step = (line: string) => pr(ok, '', `      - run: echo "$X"\n${line}`);
  expect(refusals(step('        env:\n          X: ${{ secrets.DEPLOY_KEY }}\n'))).toEqual([
    expect.stringMatching(/^jobs\.a: the secret DEPLOY_KEY reaches/),
  ]);
  expect(refusals(step("        env:\n          X: ${{ Secrets['npm_token'] }}\n"))).toEqual([expect.stringMatching(/the secret npm_token/)]);
  expect(refusals(pr(ok, '', '      - uses: actions/cache@v5\n        with:\n          token: ${{ secrets.CACHE_TOKEN }}\n'))).toEqual([
    expect.stringMatching(/the secret CACHE_TOKEN/),
  ]);
  expect(refusals(step('        env:\n          X: ${{ toJSON(secrets) }}\n'))).toEqual([expect.stringMatching(/the whole secrets context/)]);
  expect(refusals(step("        if: secrets.TOKEN != ''\n"))).toEqual([expect.stringMatching(/the secret TOKEN/)]);
  expect(refusals(pr(`${ok}env:\n  X: \${{ secrets.API_KEY }}\n`))).toEqual([expect.stringMatching(/^the workflow: the secret API_KEY/)]);
  const reusable = `name: t\non: pull_request\n${ok}jobs:\n  a:\n    uses: ./.github/workflows/b.yml\n    secrets: inherit\n`;
  expect(refusals(reusable)).toEqual([expect.stringMatching(/^jobs\.a: secrets: inherit/)]);
  // The run's own token, and text that only says "secrets", pass.
  expect(
    refusals(step('        env:\n          X: ${{ secrets.GITHUB_TOKEN }}\n          Y: ${{ github.token }}\n          Z: no secrets here\n')),
  ).toEqual([]);
  expect(secretsIn("github.event.secrets.x || vars.secrets || secrets.A && secrets [ 'B' ]")).toEqual(['A', 'B']);
});

test('leaves workflows not triggered by pull_request to their own rules: a workflow_run workflow may write and use secrets', () => {
  const text =
    'name: t\non:\n  workflow_run:\n    workflows: [x]\n    types: [completed]\npermissions:\n  pull-requests: write\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n        env:\n          K: ${{ secrets.KEY }}\n';
  expect(refusals(text)).toEqual([]);
  expect(triggers(parse(text))).toEqual(['workflow_run']);
  expect(writeGrants({ contents: 'read', 'pull-requests': 'write' })).toEqual(['pull-requests: write']);
});

test('the workflow check refuses a planted violation in a workflow file, beside the validator and the versions', () => {
  const dir = workflows({ 'ok.yml': pr('permissions:\n  contents: read\n'), 'bad.yml': pr('permissions:\n  contents: write\n') });
  const problems = checkWorkflows(dir, dir);
  expect(problems.map((p) => p.file)).toEqual(['bad.yml']);
  expect(problems[0]!.message).toMatch(/^permissions: contents: write/);
}, 20_000);

test('a pull request is built with a read-only token and published by a workflow_run workflow that never runs its code (docs/decisions/3310)', () => {
  const build = workflow('content-preview.yml');
  const publish = workflow('content-preview-publish.yml');
  expect(Object.keys(build.on)).toEqual(['pull_request']);
  expect(build.permissions).toEqual({ contents: 'read' });
  for (const job of Object.values(build.jobs)) expect(job.permissions).toBeUndefined();
  // Nothing in the build writes: the preview and the report leave it as the artifact the publishing workflow downloads.
  const buildSteps = Object.values(build.jobs).flatMap((job) => job.steps);
  expect(buildSteps.filter((step) => step.uses?.startsWith('actions/upload-artifact@')).map((step) => step.with?.name)).toEqual([
    'content-preview',
    'content-preview',
  ]);
  expect(buildSteps.some((step) => /JamesIves|sticky-pull-request-comment|pr-preview-action/.test(step.uses ?? ''))).toBe(false);

  expect(publish.on).toEqual({ workflow_run: { workflows: [build.name], types: ['completed'] } });
  const steps = publish.jobs.publish!.steps;
  expect(publish.jobs.publish!.if).toContain('github.event.workflow_run.head_repository.full_name == github.repository');
  // It never checks out or runs code of the pull request: no checkout, no npm, node or script from the artifact.
  expect(steps.some((step) => step.uses?.startsWith('actions/checkout@'))).toBe(false);
  for (const step of steps)
    expect(step.run ?? '', step.name).not.toMatch(/\b(npm|npx|node|tsx|bash|sh|source)\b|preview\/.*\.(sh|js|ts)\b|\. preview/);
  // Nothing is interpolated into a script: values reach the shell through the environment.
  for (const step of [...steps, ...buildSteps]) expect(step.run ?? '', step.name).not.toContain('${{');
  // The number is checked against GitHub's record of the run before anything is published.
  const check = steps.find((step) => step.id === 'pr');
  expect(check?.run).toMatch(/gh api "repos\/\$GITHUB_REPOSITORY\/pulls\/\$claimed"/);
  expect(check?.env).toMatchObject({ HEAD_SHA: '${{ github.event.workflow_run.head_sha }}' });
  for (const step of steps.filter((step) => step.uses?.startsWith('JamesIves/') || step.uses?.startsWith('marocchino/'))) {
    expect(JSON.stringify(step.with), step.name).toContain('steps.pr.outputs.number');
    // Each runs only once that check passed: on its outputs, or on those of a step that ran on them.
    expect(step.if, step.name).toMatch(/steps\.(pr\.outputs\.state|site\.outputs\.deploy)/);
  }
  // Both halves compute the preview's address with the same lines, which refuse the production origin.
  const where = (steps: Step[]) => steps.find((step) => step.name === 'Where the preview will live')!.run;
  expect(where(steps)).toBe(where(buildSteps));
  expect(where(steps)).toContain('if [ "$origin" = "$production" ]');
});

test('main is published to the root of gh-pages after CI passes on a push, and the branch keeps nothing beside it (docs/decisions/2901, 3310)', () => {
  const deploy = workflow('deploy.yml');
  const ci = workflow('ci.yml');
  expect(deploy.on.workflow_run).toEqual({ workflows: [ci.name], types: ['completed'], branches: ['main'] });
  expect(deploy.jobs.deploy!.if).toContain("github.event.workflow_run.conclusion == 'success'");
  const publish = deploy.jobs.deploy!.steps.find((step) => step.uses?.startsWith('JamesIves/github-pages-deploy-action@'))!;
  expect(publish.with).toEqual({ folder: 'build/client', branch: 'gh-pages', clean: true, force: false });
  expect(deploy.jobs.deploy!.steps.some((step) => step.run?.includes('.nojekyll'))).toBe(true);
  // No other workflow publishes into this repository: previews go to their own (repository-name).
  for (const name of ['content-preview.yml', 'content-preview-publish.yml', 'ci.yml'])
    for (const job of Object.values(workflow(name).jobs))
      for (const step of job.steps.filter((step) => step.uses?.startsWith('JamesIves/')))
        expect(step.with?.['repository-name'], `${name}: ${step.name}`).toBe('${{ steps.where.outputs.repository }}');
});
