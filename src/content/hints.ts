/**
 * "Did you mean …?" for references the content check cannot resolve (issue 30): a link to a page
 * (`/tara-grete`), an image path (`octa-bto.svg`), a product (`rhinoo`). The nearest existing
 * name by edit distance, compared without case; nothing when none is near.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { closest } from './validate';

/** The digits of a name: "/tara-gen2" → "2". A near name with other digits is another model, never a typo of this one. */
const digits = (name: string) => name.replace(/\D/g, '');

/** The nearest of `candidates` with the same digits, compared without case. */
function nearSameDigits(word: string, candidates: readonly string[]): string | undefined {
  const same = candidates.filter((candidate) => digits(candidate) === digits(word));
  return same.find((candidate) => candidate.toLowerCase() === word.toLowerCase()) ?? closest(word, same);
}

/** `did you mean "/tara-greet"? ` for a path near one of `known`, else "". */
export function pathHint(path: string, known: Iterable<string>): string {
  const candidates = [...known].filter((candidate) => candidate.startsWith('/') && !candidate.includes('.'));
  const near = nearSameDigits(path, candidates);
  return near && near !== path ? `did you mean "${near}"? ` : '';
}

/** Every file under content/images/, as the `/images/…` path content writes. */
function imagePaths(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full, `${prefix}/${name}`);
      else out.push(`${prefix}/${name}`);
    }
  };
  walk(join(root, 'content', 'images'), '/images');
  return out;
}

/**
 * `did you mean "/images/products/octa-bot.svg"? ` for an image path that leads to no file: the
 * nearest file name in the same folder first (a typo in the name), else the same name in another
 * folder, else the nearest path.
 */
export function imageHint(root: string, path: string): string {
  const files = imagePaths(root);
  const folder = path.slice(0, path.lastIndexOf('/') + 1);
  const name = path.slice(folder.length);
  const inFolder = files.filter((file) => file.startsWith(folder) && !file.slice(folder.length).includes('/'));
  const sameFolder = nearSameDigits(
    name,
    inFolder.map((file) => file.slice(folder.length)),
  );
  const elsewhere = files.find((file) => file.endsWith(`/${name}`) || file.toLowerCase() === path.toLowerCase());
  const near = sameFolder ? `${folder}${sameFolder}` : (elsewhere ?? nearSameDigits(path, files));
  return near ? `did you mean "${near}"? ` : '';
}

/** `did you mean "rhino"? ` for a name near one of `names`, else "". */
export function nameHint(name: string, names: readonly string[]): string {
  const near = nearSameDigits(name, names);
  return near && near !== name ? `did you mean "${near}"? ` : '';
}
