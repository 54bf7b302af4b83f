/**
 * Optimises the SVG artwork under content/images/ with svgo, in place, and prints a table.
 *
 *   tsx scripts/optimize-svg.ts [dir or file …]   optimise (default: content/images)
 *   tsx scripts/optimize-svg.ts --check [dir …]   report only; exit 1 if a file would shrink noticeably
 *
 * Keeps what the site relies on: width, height and viewBox (intrinsic size, CLS 0), no text
 * turned into paths, no references leaving the file. Fails when an SVG embeds a raster image
 * or references an external resource, or is larger than 15 KB after optimisation.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { optimize, type Config } from 'svgo';

const LIMIT = 15 * 1024;

export const svgoConfig: Config = {
  multipass: true,
  floatPrecision: 2,
  plugins: [
    { name: 'preset-default', params: { overrides: { cleanupIds: { minify: true } } } },
    // Explicit width/height/viewBox stay: pages read them to reserve the image's space.
    'removeScripts',
  ],
};

function svgFiles(path: string): string[] {
  if (statSync(path).isFile()) return path.endsWith('.svg') ? [path] : [];
  return readdirSync(path).flatMap((name) => svgFiles(join(path, name)));
}

/** Problems a content SVG must not have, whatever its size. */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  for (const attribute of ['width', 'height', 'viewBox']) if (!new RegExp(`\\s${attribute}="`).test(tag)) problems.push(`missing ${attribute}`);
  if (/<image\b|data:image\//.test(svg)) problems.push('embeds a raster image');
  if (/(?:href|src)="(?:https?:)?\/\//.test(svg) || /url\((?:'|")?https?:/.test(svg)) problems.push('references an external resource');
  return problems;
}

export type Row = { file: string; before: number; after: number; problems: string[] };

export function optimiseFile(file: string, write: boolean): Row {
  const source = readFileSync(file, 'utf8');
  const { data } = optimize(source, { ...svgoConfig, path: file });
  const output = data.length < source.length ? data : source;
  if (write && output !== source) writeFileSync(file, output);
  const problems = svgProblems(output);
  if (output.length > LIMIT) problems.push(`larger than ${LIMIT / 1024} KB`);
  return { file, before: source.length, after: output.length, problems };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const targets = args.filter((arg) => arg !== '--check');
  const files = (targets.length ? targets : ['content/images']).flatMap(svgFiles).sort();
  const rows = files.map((file) => optimiseFile(file, !check));
  const width = Math.max(4, ...rows.map((row) => relative(process.cwd(), row.file).length));
  console.log(`${'file'.padEnd(width)}  ${'before'.padStart(9)}  ${'after'.padStart(9)}  saved  notes`);
  for (const row of rows) {
    const saved = row.before ? Math.round((1 - row.after / row.before) * 100) : 0;
    console.log(
      `${relative(process.cwd(), row.file).padEnd(width)}  ${kb(row.before).padStart(9)}  ${kb(row.after).padStart(9)}  ${`${saved}%`.padStart(5)}  ${row.problems.join('; ')}`,
    );
  }
  const total = rows.reduce((sum, row) => ({ before: sum.before + row.before, after: sum.after + row.after }), { before: 0, after: 0 });
  console.log(`${`${rows.length} files`.padEnd(width)}  ${kb(total.before).padStart(9)}  ${kb(total.after).padStart(9)}`);
  const failing = rows.filter((row) => row.problems.length);
  // Small leftovers (a few bytes) are not worth a failure; an unoptimised drawing saves far more.
  const shrinkable = check ? rows.filter((row) => row.before - row.after > Math.max(64, row.before * 0.02)) : [];
  if (shrinkable.length) console.error(`\n✖ ${shrinkable.length} file(s) not optimised: run "tsx scripts/optimize-svg.ts".`);
  if (failing.length) console.error(`\n✖ ${failing.length} file(s) break the artwork rules (see notes).`);
  if (failing.length || shrinkable.length) process.exit(1);
}
