/**
 * npm run content:check — validates every file under content/ and prints every problem at once:
 *   content/news/x.mdx:4 date — expected a date like 2024-05-12, got "May 12"
 * Exit 0 when all is well, 1 when anything is wrong. Never prints a stack trace for bad content.
 *
 * Warnings (a translation whose English text changed since it was translated, an interface
 * string a translation lacks: docs/decisions/1800) are listed too, and never fail the check; on
 * GitHub Actions each is also an annotation on its file and line.
 */
import { checkContent } from '../src/content/check';
import { formatProblem } from '../src/content/read';
import type { Problem } from '../src/content/source';

const root = process.argv[2] ?? process.cwd();
const started = performance.now();
const { problems, warnings, files } = await checkContent(root);
const ms = Math.round(performance.now() - started);

/** A GitHub Actions workflow command: the warning shows on the run and on the file's line in the pull request. */
const annotation = (warning: Problem) => {
  const escape = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const where = [`file=${warning.file}`, ...(warning.line ? [`line=${warning.line}`] : []), `title=${warning.field}`]
    .map((part) => part.replace(/,/g, '%2C'))
    .join(',');
  return `::warning ${where}::${escape(warning.message)}`;
};

if (warnings.length) {
  for (const warning of warnings) console.warn(`warning: ${formatProblem(warning)}`);
  if (process.env.GITHUB_ACTIONS === 'true') for (const warning of warnings) console.log(annotation(warning));
  console.warn(`\n⚠ ${warnings.length} warning${warnings.length === 1 ? '' : 's'} about translations (they do not fail the check).\n`);
}
if (problems.length) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(
    `\n✖ ${problems.length} problem${problems.length === 1 ? '' : 's'} in content/ (${files} files checked in ${ms} ms). Fix them and run "npm run content:check" again.`,
  );
  process.exit(1);
}
console.log(`✔ content/ is valid: ${files} files checked in ${ms} ms.`);
