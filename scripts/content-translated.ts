/**
 * npm run content:translated -- content/ar/pages/tara.mdx [more files…]
 *
 * A translator has brought a translated file up to date with its English file: this stamps it
 * with the English file's current hash (`translationOf`: the first 12 characters of its
 * SHA-256, as `sha256sum` prints it), so `npm run content:check` stops warning that the English
 * text changed since (docs/decisions/1800). Only that one line is written or replaced; the rest of
 * the file, its comments included, stays as it is.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { englishFileOf, langOfFile, sourceStamp, TRANSLATION_OF } from '~/content/translation';

const root = process.cwd();

/** The file's text with its stamp set: the existing `translationOf:` line replaced, or one added at the top of its fields. */
export function stamped(text: string, stamp: string, isMdx: boolean): string {
  const line = `${TRANSLATION_OF}: "${stamp}"`;
  const existing = new RegExp(`^${TRANSLATION_OF}:.*$`, 'm');
  if (existing.test(text)) return text.replace(existing, line);
  if (isMdx) return text.replace(/^---[ \t]*\r?\n/, (fence) => `${fence}${line}\n`);
  // YAML: after the leading comment block, before the first field.
  const lines = text.split('\n');
  const first = lines.findIndex((item) => item.trim() !== '' && !item.startsWith('#'));
  lines.splice(first === -1 ? lines.length : first, 0, line);
  return lines.join('\n');
}

function main(files: string[]): number {
  if (!files.length) {
    console.error('Name the translated files to stamp, e.g.: npm run content:translated -- content/ar/pages/tara.mdx');
    return 1;
  }
  let failed = 0;
  for (const arg of files) {
    const file = relative(root, join(root, arg)).split('\\').join('/');
    const english = englishFileOf(file);
    if (!langOfFile(file) || !existsSync(join(root, file))) {
      console.error(`✖ ${arg}: expected a translated file under content/<lang>/ (e.g. content/ar/pages/tara.mdx)`);
      failed++;
      continue;
    }
    if (!existsSync(join(root, english))) {
      console.error(`✖ ${file}: its English file ${english} does not exist`);
      failed++;
      continue;
    }
    const stamp = sourceStamp(readFileSync(join(root, english)));
    const text = readFileSync(join(root, file), 'utf8');
    writeFileSync(join(root, file), stamped(text, stamp, file.endsWith('.mdx')));
    console.log(`✔ ${file}: translation of ${english} as of ${stamp}`);
  }
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
