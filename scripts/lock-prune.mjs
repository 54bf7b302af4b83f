/* global URL, console */
/**
 * npm run lock:prune — works around npm 11's lockfile bug (npm/cli#9846, #4828): `npm install`
 * here leaves other platforms' optional binaries (rollup, tailwind oxide, sharp…) out of
 * package-lock.json but keeps their names in the parents' `optionalDependencies`, and `npm ci`
 * then rejects the lock as out of sync. This drops those dangling names, so `npm ci` accepts the
 * lock and installs exactly what `npm install` resolved. Run it after every `npm install`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages));
let dropped = 0;

for (const [path, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    // npm resolves a dependency next to its parent first, then up the tree.
    const candidates = [];
    let base = path;
    for (;;) {
      candidates.push(`${base ? `${base}/` : ''}node_modules/${name}`);
      const cut = base.lastIndexOf('/node_modules/');
      if (!base) break;
      base = cut === -1 ? '' : base.slice(0, cut);
    }
    if (!candidates.some((candidate) => present.has(candidate))) {
      delete entry.optionalDependencies[name];
      dropped++;
    }
  }
  if (!Object.keys(entry.optionalDependencies).length) delete entry.optionalDependencies;
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock:prune: ${dropped} optional dependencies with no lock entry removed.`);
