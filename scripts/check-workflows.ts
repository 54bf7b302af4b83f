/**
 * npm run workflows:check — every GitHub Actions workflow in .github/workflows/ against the
 * workflow schema (@action-validator/cli, run once per file: it takes one path), and every
 * action a step uses against the major version this project has checked is current
 * (CURRENT_MAJORS; docs/decisions/1550). Prints each problem with its file; exits 1 on any.
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
  'rossjrw/pr-preview-action': 'v1',
  'marocchino/sticky-pull-request-comment': 'v3',
  // 2026-11-27: v4.7 is its newest line; rossjrw/pr-preview-action's README names it for the
  // main deployment beside the previews (docs/decisions/2901).
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
    return [...schemaProblems(file).map((p) => ({ ...p, file: shown })), ...versionProblems(shown, readFileSync(file, 'utf8'))];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkWorkflows();
  for (const problem of problems) console.error(`${problem.file}: ${problem.message}`);
  if (problems.length) process.exit(1);
  console.log('workflows:check: every workflow is valid and uses current action versions.');
}
