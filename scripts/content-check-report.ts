/**
 * How `npm run content:check` lists its warnings (issue 45): grouped by kind, each group under a
 * line that names it and counts it, what a writer can act on first: translations (a stale one
 * quotes the English lines that changed), then pages no link leads to, then, last, what is
 * waiting for the company, counted, its items in a short form (the check cannot be made to pass
 * them: they wait for names, logos, dates). With `brief` (the build), the waiting items are only
 * counted.
 */
import { WAITING } from '~/content/check-waiting';
import { UNLINKED } from '~/content/orphans';
import { formatProblem } from '~/content/read';
import type { Problem } from '~/content/source';

type Group = { title: string; warnings: Problem[] };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The warnings by kind, in the order they are listed: waiting for the company last. */
export function warningGroups(warnings: readonly Problem[]): Group[] {
  const waiting = warnings.filter((warning) => warning.message.startsWith(WAITING));
  const unlinked = warnings.filter((warning) => warning.message.startsWith(UNLINKED));
  const translations = warnings.filter((warning) => !waiting.includes(warning) && !unlinked.includes(warning));
  return [
    { title: `${plural(translations.length, 'warning')} about translations`, warnings: translations },
    { title: `${plural(unlinked.length, 'page')} no link leads to`, warnings: unlinked },
    { title: `${plural(waiting.length, 'item')} waiting for the company (names, logos, portraits, video addresses, dates)`, warnings: waiting },
  ].filter((group) => group.warnings.length);
}

/** The lines the check prints for its warnings, ending with their count by kind. */
export function warningReport(warnings: readonly Problem[], brief: boolean): string[] {
  if (!warnings.length) return [];
  const out: string[] = [];
  for (const group of warningGroups(warnings)) {
    const waiting = group.warnings[0]!.message.startsWith(WAITING);
    if (waiting && brief) {
      out.push('', `⚠ ${group.title}: "npm run content:check" lists them.`);
      continue;
    }
    out.push('', `⚠ ${group.title}:`);
    for (const warning of group.warnings) {
      // What waits for the company is told in a short form: its place and what is missing.
      out.push(
        waiting ? `  ${formatProblem({ ...warning, message: warning.message.slice(WAITING.length).trim() })}` : `warning: ${formatProblem(warning)}`,
      );
    }
  }
  out.push(
    '',
    `⚠ ${plural(warnings.length, 'warning')}: ${warningGroups(warnings)
      .map((group) => group.title.replace(/ \(.*\)$/, ''))
      .join('; ')} (they do not fail the check).`,
    '',
  );
  return out;
}
