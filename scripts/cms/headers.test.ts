import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { FALLBACK_CSP, headerRules, headersFile } from '../build/headers';
import { headersFor, readHeaderRules } from '../host-rules';
import { appendEditorRules, editorCsp } from './headers';

const PAGE = '<!doctype html><html><head><title>x</title><script type="module">import("/assets/a.js")</script></head><body></body></html>';

function build(): string {
  const root = mkdtempSync(join(tmpdir(), 'ihub-cms-headers-'));
  mkdirSync(join(root, 'client'));
  mkdirSync(join(root, 'nginx'));
  writeFileSync(join(root, 'client', '_headers'), headersFile(headerRules([{ file: 'index.html', urlPath: '/', kind: 'route', html: PAGE }])));
  writeFileSync(join(root, 'nginx', 'csp-map.conf'), 'map $uri $ihub_csp {\n  default "";\n  "/index.html" "x";\n}\n');
  return root;
}

test('the editor’s rules follow the public ones, which stay as they were, and a second run replaces them', () => {
  const root = build();
  try {
    const before = readFileSync(join(root, 'client', '_headers'), 'utf8');
    appendEditorRules(join(root, 'client'), 'https://auth.example.com/x');
    appendEditorRules(join(root, 'client'), 'https://auth.example.com/x');
    const after = readFileSync(join(root, 'client', '_headers'), 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after.match(/# The content editor/g)).toHaveLength(1);
    const map = readFileSync(join(root, 'nginx', 'csp-map.conf'), 'utf8');
    expect(map).toBe(
      `map $uri $ihub_csp {\n  default "";\n  "/index.html" "x";\n  "/admin/index.html" "${editorCsp('https://auth.example.com/x')}";\n}\n`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('/admin/ gets its own policies, the pages keep theirs, and no header of the editor is set twice', async () => {
  const root = build();
  try {
    appendEditorRules(join(root, 'client'), 'https://auth.example.com');
    const rules = await readHeaderRules(join(root, 'client'));
    const editor = headersFor(rules, '/admin');
    expect(editor.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    expect(editor.get('Content-Security-Policy')).toBe(editorCsp('https://auth.example.com'));
    expect(editor.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(headersFor(rules, '/admin/assets/index-x.js').get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/').get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    // CDNs join the values of rules that both match: only the deliberate fallback policy may be given twice.
    const names = rules.filter((rule) => rule.forRegExp.test('/admin')).flatMap((rule) => Object.keys(rule.values));
    const twice = names.filter((name, index) => names.indexOf(name) !== index);
    expect(twice).toEqual(['Content-Security-Policy']);
    expect(rules.find((rule) => rule.for === '/*')?.values['Content-Security-Policy']).toBe(FALLBACK_CSP);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the editor may run code it compiles and reach GitHub, its sign-in client and this machine’s local backend; nothing else', () => {
  const policy = new Map(
    editorCsp('https://auth.example.com/oauth')
      .split('; ')
      .map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]),
  );
  expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
  expect(policy.get('connect-src')).toEqual([
    "'self'",
    'https://api.github.com',
    'https://auth.example.com',
    'http://127.0.0.1:*',
    'http://localhost:*',
  ]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
});
