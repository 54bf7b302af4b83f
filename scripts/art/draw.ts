/**
 * npm run art — draws the site's robot artwork (scripts/art/pictures/) and writes it under
 * content/images/, optimised as scripts/optimize-svg.ts would, so `npm run svg:optimize` leaves it
 * as it is. The SVGs are committed, so the site never depends on this script;
 * scripts/art/art.test.ts fails when one differs from what this script draws.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { svgProblems } from '../optimize-svg';
import { pictures } from './pictures';

const LIMIT = 15 * 1024;
let failed = false;
for (const { file, svg } of pictures()) {
  const path = join(process.cwd(), 'content', 'images', file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
  const problems = [...svgProblems(svg), ...(svg.length > LIMIT ? [`larger than ${LIMIT / 1024} KB`] : [])];
  failed ||= problems.length > 0;
  console.log(`${file.padEnd(40)} ${(svg.length / 1024).toFixed(1).padStart(5)} KB${problems.length ? `  ${problems.join(', ')}` : ''}`);
}
if (failed) process.exit(1);
