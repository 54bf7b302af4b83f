/** For the kinds' tests: validates a real page file with one edit applied to its text. */
import { readFileSync } from 'node:fs';
import { parseSource } from '~/content/source';
import { validate } from '~/content/validate';
import { pageSchema } from '~/content/schemas/page';

export function problemsAfterEdit(file: string, edit: (text: string) => string): string[] {
  const result = validate(pageSchema, parseSource(file, edit(readFileSync(file, 'utf8'))));
  return result.ok ? [] : result.problems.map((p) => `${p.field} — ${p.message}`);
}
