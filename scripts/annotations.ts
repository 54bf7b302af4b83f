/**
 * GitHub Actions workflow commands for content problems: `::error file=…,line=…,title=…::message`
 * shows the message on the run's summary and on the file's line in the pull request
 * (https://docs.github.com/actions/reference/workflow-commands-for-github-actions). Values are
 * escaped as the runner expects: "%", CR and LF everywhere, and "," and ":" in properties.
 */
import type { Problem } from '~/content/source';

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function annotation(kind: 'error' | 'warning', problem: Problem): string {
  const properties = [
    `file=${escapeProperty(problem.file)}`,
    ...(problem.line ? [`line=${problem.line}`] : []),
    `title=${escapeProperty(problem.field)}`,
  ].join(',');
  return `::${kind} ${properties}::${escapeData(problem.message)}`;
}
