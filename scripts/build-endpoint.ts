/**
 * npm run build:endpoint -- [endpoint URL] — builds a second copy of the site with
 * VITE_FORM_ENDPOINT set, into build/endpoint/, for the contact form's end-to-end tests (the
 * normal build has no endpoint and hands messages to the mail app). build/client is untouched;
 * `npm run build` wipes build/, and with it this copy, so it never goes stale unnoticed.
 *
 *   tsx scripts/build-endpoint.ts http://127.0.0.1:4325/contact-form
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ENDPOINT_BUILD = join('build', 'endpoint');
/** Written last: which endpoint the copy posts to (absent if the build failed). */
export const ENDPOINT_STAMP = join(ENDPOINT_BUILD, 'endpoint.txt');

export function buildEndpointCopy(endpoint: string): void {
  const result = spawnSync(join(process.cwd(), 'node_modules', '.bin', 'react-router'), ['build'], {
    env: { ...process.env, VITE_FORM_ENDPOINT: endpoint, BUILD_DIRECTORY: ENDPOINT_BUILD },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`build-endpoint: react-router build failed (exit ${result.status ?? result.signal})`);
  // The build's own last step (scripts/postbuild.ts) wrote 404.html and headers whose CSP lets
  // the form reach this endpoint (it reads VITE_FORM_ENDPOINT as the build does).
  writeFileSync(ENDPOINT_STAMP, `${endpoint}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const endpoint = process.argv[2] ?? 'http://127.0.0.1:4325/contact-form';
  buildEndpointCopy(endpoint);
  console.log(`build-endpoint: ${ENDPOINT_BUILD}/client posts forms to ${endpoint}`);
}
