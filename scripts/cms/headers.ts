/**
 * The editor's own headers, added to the build's `_headers` and nginx map after the public
 * pages' (scripts/build/headers.ts writes those; nothing here changes them):
 *
 * - its own Content-Security-Policy: Decap CMS compiles its configuration's JSON schema and the
 *   preview compiles MDX, so scripts may be evaluated ('unsafe-eval'), on /admin/ only; it talks
 *   to GitHub's API and, on this machine, to the local backend; GitHub avatars and uploads shown
 *   before they are committed (blob:) are images;
 * - Cross-Origin-Opener-Policy that keeps the sign-in window able to answer (the OAuth client's
 *   window tells the editor the token through `window.opener`);
 * - never indexed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMMUTABLE, serializeCsp } from '../build/headers';
import { ADMIN_DIR } from './vite';

/** The editor's policy; `authUrl` is the OAuth client, which the editor also asks to renew a sign-in. */
export function editorCsp(authUrl?: string): string {
  return serializeCsp([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'https://api.github.com', ...(authUrl ? [new URL(authUrl).origin] : []), 'http://127.0.0.1:*', 'http://localhost:*']],
    ['frame-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

export type Rule = { path: string; headers: [string, string][] };

export function editorHeaderRules(authUrl?: string): Rule[] {
  return [
    {
      path: `/${ADMIN_DIR}/*`,
      headers: [
        ['Content-Security-Policy', editorCsp(authUrl)],
        ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
        ['X-Robots-Tag', 'noindex, nofollow'],
      ],
    },
    { path: `/${ADMIN_DIR}/assets/*`, headers: [['Cache-Control', IMMUTABLE]] },
  ];
}

const MARKER = '# The content editor (scripts/cms/headers.ts)';

/** Adds the editor's rules after the public ones in the build's `_headers` and nginx CSP map (build/nginx/csp-map.conf); again, replaces them. */
export function appendEditorRules(clientDir: string, authUrl?: string): void {
  const rules = editorHeaderRules(authUrl);
  const headers = join(clientDir, '_headers');
  const blocks = rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  const publicRules = readFileSync(headers, 'utf8').split(`\n${MARKER}\n`)[0]!;
  writeFileSync(headers, `${publicRules.replace(/\n*$/, '\n')}\n${MARKER}\n${blocks.join('\n\n')}\n`);
  const map = join(clientDir, '..', 'nginx', 'csp-map.conf');
  if (existsSync(map)) {
    const entry = `  "/${ADMIN_DIR}/index.html" "${editorCsp(authUrl)}";`;
    const lines = readFileSync(map, 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith(`  "/${ADMIN_DIR}/index.html"`));
    // The map's closing brace is its last line: the editor's page goes just before it.
    const close = lines.lastIndexOf('}');
    if (close === -1) throw new Error(`${map}: no closing "}" to add the editor's policy before`);
    lines.splice(close, 0, entry);
    writeFileSync(map, lines.join('\n'));
  }
}
