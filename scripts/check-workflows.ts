/**
 * npm run workflows:check — every GitHub Actions workflow in .github/workflows/ against the
 * workflow schema (@action-validator/cli, run once per file: it takes one path), every action a
 * step uses against the major version this project has checked is current (CURRENT_MAJORS;
 * docs/decisions/1550), and the rule that keeps a pull request's code away from write tokens and
 * secrets (pullRequestProblems; docs/decisions/3310). Prints each problem with its file; exits 1
 * on any.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * The newest major version of each action, looked up when the workflows were last changed.
 * A new action, or a new major of one, is added here after reading its release notes.
 */
export const CURRENT_MAJORS: Record<string, string> = {
  'actions/checkout': 'v6',
  'actions/cache': 'v5',
  'actions/upload-artifact': 'v7',
  // 2026-11-29: v8.0.1 is its newest line (v8 made a digest mismatch an error); it downloads
  // another run's artifact with `run-id` and `github-token` (docs/decisions/3310).
  'actions/download-artifact': 'v8',
  'marocchino/sticky-pull-request-comment': 'v3',
  // 2026-11-27: v4.7 is its newest line (docs/decisions/2901); it also publishes the previews to
  // their own repository (`repository-name`, `ssh-key`; docs/decisions/3310).
  'JamesIves/github-pages-deploy-action': 'v4',
};

export type WorkflowProblem = { file: string; message: string };

/** `uses:` of every step of every job, in order. Tolerant of odd shapes: the validator reports those. */
export function actionsUsed(yamlText: string): string[] {
  const doc: unknown = parse(yamlText);
  const out: string[] = [];
  if (!doc || typeof doc !== 'object' || !('jobs' in doc) || !doc.jobs || typeof doc.jobs !== 'object') return out;
  for (const job of Object.values(doc.jobs as Record<string, unknown>)) {
    if (!job || typeof job !== 'object' || !('steps' in job) || !Array.isArray(job.steps)) continue;
    for (const step of job.steps as unknown[])
      if (step && typeof step === 'object' && 'uses' in step && typeof step.uses === 'string') out.push(step.uses);
  }
  return out;
}

/** Problems with the pinned versions: an action not in CURRENT_MAJORS, or on another major. */
export function versionProblems(file: string, yamlText: string): WorkflowProblem[] {
  return actionsUsed(yamlText).flatMap((uses): WorkflowProblem[] => {
    if (uses.startsWith('./') || uses.startsWith('docker://')) return [];
    const [name = '', ref = ''] = uses.split('@');
    const major = CURRENT_MAJORS[name];
    if (!major) return [{ file, message: `${uses}: not in CURRENT_MAJORS of scripts/check-workflows.ts; look up its current major and add it` }];
    if (ref !== major) return [{ file, message: `${uses}: use ${name}@${major}, the current major version` }];
    return [];
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The events a workflow runs on: `on:` as one word, a list or a map. */
export function triggers(doc: unknown): string[] {
  if (!isRecord(doc)) return [];
  const on = doc.on;
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.filter((event): event is string => typeof event === 'string');
  return isRecord(on) ? Object.keys(on) : [];
}

/** What a `permissions:` value grants beyond reading (`contents: write`, `write-all`…); none for read-only or empty ones. */
export function writeGrants(permissions: unknown): string[] {
  if (permissions === 'read-all') return [];
  if (typeof permissions === 'string') return [permissions];
  if (!isRecord(permissions)) return [String(permissions)];
  return Object.entries(permissions)
    .filter(([, level]) => level !== 'read' && level !== 'none')
    .map(([scope, level]) => `${scope}: ${String(level)}`);
}

/** The secrets an expression names (`secrets.NAME`, `secrets['NAME']`), or `secrets` for the whole context. GitHub expressions ignore case. */
export function secretsIn(expression: string): string[] {
  const out: string[] = [];
  for (const match of expression.matchAll(/(?<![\w.-])secrets\b(?:\s*\.\s*([A-Za-z_][\w-]*)|\s*\[\s*'([^']*)'\s*\])?/gi)) {
    out.push(match[1] ?? match[2] ?? 'secrets');
  }
  return out;
}

/** Every expression in a value: `${{ … }}` anywhere, and the whole of an `if:` (which may be written without `${{ }}`). */
function expressions(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    const wrapped = [...value.matchAll(/\$\{\{([\s\S]*?)\}\}/g)].map((match) => match[1]!);
    return key === 'if' ? [value, ...wrapped] : wrapped;
  }
  if (Array.isArray(value)) return value.flatMap((item) => expressions(item));
  if (isRecord(value)) return Object.entries(value).flatMap(([name, item]) => expressions(item, name));
  return [];
}

const RULE = 'docs/decisions/3310';

/**
 * The rule for workflows that run a pull request's code (docs/decisions/3310):
 * - none is triggered by `pull_request_target` (which runs with a write token and the
 *   repository's secrets, where a step that checks out the pull request runs its code with them);
 * - in a workflow triggered by `pull_request`, every job's token reads only: the workflow's
 *   `permissions:` and each job's, and a job with neither is refused, since the repository's
 *   default may be read and write;
 * - no secret but GITHUB_TOKEN reaches such a workflow: no `secrets.NAME` in any expression of
 *   it (workflow-level `env:` included), no `secrets` context as a whole, no `secrets: inherit`.
 * What a pull request needs written (a preview, a comment) is done by a `workflow_run` workflow
 * that runs the default branch's code and reads the pull request's build as data.
 */
export function pullRequestProblems(file: string, yamlText: string): WorkflowProblem[] {
  const doc: unknown = parse(yamlText);
  if (!isRecord(doc)) return [];
  const events = triggers(doc);
  const problems: WorkflowProblem[] = [];
  if (events.includes('pull_request_target')) {
    problems.push({
      file,
      message: `triggered by pull_request_target, which gives a run a write token and the repository's secrets beside the pull request; build in a pull_request workflow that only reads, and write from a workflow_run workflow (${RULE})`,
    });
  }
  if (!events.includes('pull_request')) return problems;
  if (doc.permissions !== undefined) {
    const grants = writeGrants(doc.permissions);
    if (grants.length)
      problems.push({
        file,
        message: `permissions: ${grants.join(', ')} in a workflow triggered by pull_request, which runs the pull request's code; it may only read (${RULE})`,
      });
  }
  const jobs = isRecord(doc.jobs) ? doc.jobs : {};
  for (const [id, job] of Object.entries(jobs)) {
    if (!isRecord(job)) continue;
    const permissions = job.permissions ?? doc.permissions;
    if (permissions === undefined) {
      problems.push({
        file,
        message: `jobs.${id}: no permissions, so its token is the repository's default, which may write; set \`permissions: contents: read\` on the workflow or the job (${RULE})`,
      });
    } else if (job.permissions !== undefined && writeGrants(job.permissions).length) {
      problems.push({
        file,
        message: `jobs.${id}: permissions ${writeGrants(job.permissions).join(', ')} in a workflow triggered by pull_request; it may only read (${RULE})`,
      });
    }
    if (job.secrets === 'inherit')
      problems.push({ file, message: `jobs.${id}: secrets: inherit hands every secret to a workflow triggered by pull_request (${RULE})` });
  }
  // Workflow-level keys reach every job (env:, defaults:, concurrency:…); `on:` and `jobs:` are read apart.
  const workflowLevel = Object.entries(doc).filter(([key]) => key !== 'on' && key !== 'jobs');
  const reached = [
    ...workflowLevel.flatMap(([key, value]) => expressions(value, key)).map((expression) => ({ where: 'the workflow', expression })),
    ...Object.entries(jobs).flatMap(([id, job]) => expressions(job).map((expression) => ({ where: `jobs.${id}`, expression }))),
  ];
  for (const { where, expression } of reached) {
    for (const name of secretsIn(expression)) {
      if (name.toUpperCase() === 'GITHUB_TOKEN') continue;
      const what = name === 'secrets' ? 'the whole secrets context' : `the secret ${name}`;
      problems.push({
        file,
        message: `${where}: ${what} reaches a workflow triggered by pull_request, which runs the pull request's code; only GITHUB_TOKEN may (${RULE})`,
      });
    }
  }
  return problems;
}

/** The schema check of one file: the validator's errors as one line each. */
export function schemaProblems(file: string): WorkflowProblem[] {
  const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin', 'action-validator');
  const result = spawnSync(bin, [file], { encoding: 'utf8' });
  if (result.status === 0) return [];
  const output = `${result.stdout}${result.stderr}`;
  const start = output.indexOf('{');
  try {
    const report = JSON.parse(output.slice(start)) as { errors?: { path?: string; title?: string; detail?: string; states?: unknown }[] };
    const errors = report.errors ?? [];
    if (errors.length) return errors.map((error) => ({ file, message: `${error.path ?? ''} ${error.detail ?? error.title ?? 'invalid'}`.trim() }));
  } catch {
    // not JSON: reported as it is below
  }
  return [{ file, message: output.trim() || `action-validator exited ${result.status ?? result.signal}` }];
}

/** Every problem of every workflow in `dir`; file names are shown relative to `shownFrom`. */
export function checkWorkflows(dir = join(process.cwd(), '.github', 'workflows'), shownFrom = process.cwd()): WorkflowProblem[] {
  const files = readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join(dir, name));
  if (!files.length) return [{ file: dir, message: 'no workflow files found' }];
  return files.flatMap((file) => {
    const shown = relative(shownFrom, file);
    const text = readFileSync(file, 'utf8');
    return [...schemaProblems(file).map((p) => ({ ...p, file: shown })), ...versionProblems(shown, text), ...pullRequestProblems(shown, text)];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkWorkflows();
  for (const problem of problems) console.error(`${problem.file}: ${problem.message}`);
  if (problems.length) process.exit(1);
  console.log(
    "workflows:check: every workflow is valid, uses current action versions, and gives a pull request's code no write token and no secret.",
  );
}
