/**
 * npm run content:check — validates every file under content/ and prints every problem at once:
 *   content/news/x.mdx:4 date — expected a date like 2024-05-12, got "May 12"
 * Exit 0 when all is well, 1 when anything is wrong. Never prints a stack trace for bad content.
 */
import { checkContent } from '../src/content/check';
import { formatProblem } from '../src/content/read';

const root = process.argv[2] ?? process.cwd();
const started = performance.now();
const { problems, files } = await checkContent(root);
const ms = Math.round(performance.now() - started);

if (problems.length) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(
    `\n✖ ${problems.length} problem${problems.length === 1 ? '' : 's'} in content/ (${files} files checked in ${ms} ms). Fix them and run "npm run content:check" again.`,
  );
  process.exit(1);
}
console.log(`✔ content/ is valid: ${files} files checked in ${ms} ms.`);
