/**
 * npm run content:check — validates every file under content/ and prints every problem at once:
 *   content/news/x.mdx:4 date — expected a date like 2024-05-12, got "May 12"
 * Exit 0 when all is well, 1 when anything is wrong. Never prints a stack trace for bad content.
 *
 * Warnings are listed too, grouped by kind (./content-check-report.ts), and never fail the check: what the company has yet to supply ("waiting
 * for the company": names, logos, portraits, video addresses, dates; docs/decisions/2710, 3350), a translation
 * whose English text changed since it was translated, an interface string a translation lacks
 * (docs/decisions/1800), a page nothing links to. With --brief (the build), what is waiting for
 * the company is counted, not listed. On GitHub Actions every problem and warning is also an
 * annotation on its file and line (`::error file=…,line=…,title=…::…`), shown in the pull
 * request's files.
 */
import { checkContent } from '~/content/check';
import { WAITING } from '~/content/check-waiting';
import { formatProblem } from '~/content/read';
import { annotation } from './annotations';
import { warningReport } from './content-check-report';

const args = process.argv.slice(2);
const brief = args.includes('--brief');
const root = args.find((arg) => !arg.startsWith('--')) ?? process.cwd();
const started = performance.now();
const { problems, warnings, files } = await checkContent(root);
const ms = Math.round(performance.now() - started);

const onGitHub = process.env.GITHUB_ACTIONS === 'true';

// Warnings by kind, what waits for the company last and counted (./content-check-report.ts).
for (const line of warningReport(warnings, brief)) console.warn(line);
if (onGitHub)
  for (const warning of brief ? warnings.filter((warning) => !warning.message.startsWith(WAITING)) : warnings)
    console.log(annotation('warning', warning));
if (problems.length) {
  for (const problem of problems) console.error(formatProblem(problem));
  // Each problem also on its file and line in the pull request, not only in the workflow's log.
  if (onGitHub) for (const problem of problems) console.log(annotation('error', problem));
  console.error(
    `\n✖ ${problems.length} problem${problems.length === 1 ? '' : 's'} in content/ (${files} files checked in ${ms} ms). Fix them and run "npm run content:check" again.`,
  );
  process.exit(1);
}
console.log(`✔ content/ is valid: ${files} files checked in ${ms} ms.`);
