/**
 * npm run brand — writes the files generated from src/styles/brand.ts: Tailwind's colour
 * tokens (src/styles/tokens.css) and public/favicon.svg. src/styles/brand.test.ts fails when
 * either is stale.
 */
import { writeFileSync } from 'node:fs';
import { BRAND_FILES } from '~/styles/brand-files';

for (const [file, text] of Object.entries(BRAND_FILES)) {
  writeFileSync(file, text());
  console.log(`brand: ${file} written.`);
}
