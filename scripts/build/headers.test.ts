import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, readHeaderRules } from '../host-rules';
import {
  COMMON_HEADERS,
  DOCUMENT_HEADERS,
  EMBED_ORIGINS,
  FALLBACK_CSP,
  IMMUTABLE,
  REVALIDATE,
  cspFor,
  formEndpointFromEnv,
  writeHeaders,
} from './headers';

/** Netlify's reading of the file: every matching rule's value for the header, joined. */
const joined = (rules: Awaited<ReturnType<typeof readHeaderRules>>, path: string, name: string) =>
  rules.filter((rule) => rule.forRegExp.test(path)).flatMap((rule) => (rule.values[name] === undefined ? [] : [rule.values[name]]));

const page = (script: string, extra = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title></head><body>${extra}<script>${script}</script><script type="module" async="">import "/assets/x.js";</script><script type="application/ld+json">{"@type":"Thing"}</script><script src="/assets/y.js"></script></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A small client build: two pages, an alias-like page, 404.html and a framed document. */
function fixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  const write = (path: string, html: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), html);
  };
  write('index.html', page('window.home = 1;'));
  write('tara/index.html', page('window.tara = "é";'));
  write('defense/rhino/index.html', page('window.rhino = 1;'));
  write('404.html', page('window.missing = 1;'));
  write(
    'scenes/scene.html',
    '<!doctype html><html lang="en"><head><title>s</title><style>body{margin:0}</style></head><body><script src="/scenes/s.js"></script></body></html>',
  );
  write('assets/x.js', '');
  for (const file of [
    'pagefind/pagefind.js',
    'pagefind/pagefind.en_3c6342749f.pf_meta',
    'pagefind/wasm.en.pagefind',
    'pagefind/index/en_1a2b3c4.pf_index',
  ])
    write(file, 'x');
  write('_redirects', '/newsroom /news 301\n');
  return dir;
}

describe('headers for a static build', () => {
  it('allows exactly each page’s own inline scripts by hash and WebAssembly, never inline script in general or eval', async () => {
    const dir = fixture();
    await writeHeaders(dir, {});
    const rules = await readHeaderRules(dir);
    const tara = headersFor(rules, '/tara').get('Content-Security-Policy')!;
    const scriptSrc = /script-src ([^;]+)/.exec(tara)![1]!.split(' ');
    expect(scriptSrc).toEqual(["'self'", "'wasm-unsafe-eval'", sha('window.tara = "é";'), sha('import "/assets/x.js";')]);
    expect(tara).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*;\s*style/);
    expect(tara).toMatch(/frame-ancestors 'none'/);
    expect(tara).toMatch(/connect-src 'self';/);
    expect(headersFor(rules, '/').get('Content-Security-Policy')).toContain(sha('window.home = 1;'));
    expect(headersFor(rules, '/').get('Content-Security-Policy')).not.toContain(sha('window.tara = "é";'));
    expect(headersFor(rules, '/defense/rhino').get('Content-Security-Policy')).toContain(sha('window.rhino = 1;'));
  });

  it('lets only our own pages frame a framed document, and no one frame a page', async () => {
    const dir = fixture();
    await writeHeaders(dir, {});
    const rules = await readHeaderRules(dir);
    expect(headersFor(rules, '/scenes/scene.html').get('Content-Security-Policy')).toMatch(/frame-ancestors 'self'$/);
    expect(headersFor(rules, '/404.html').get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'$/);
  });

  it('adds the form endpoint’s origin, and only it, to connect-src', async () => {
    const dir = fixture();
    await writeHeaders(dir, { formEndpoint: 'https://forms.example.org/f/abc?x=1' });
    const rules = await readHeaderRules(dir);
    expect(headersFor(rules, '/tara').get('Content-Security-Policy')).toMatch(/connect-src 'self' https:\/\/forms\.example\.org;/);
    expect(cspFor(page('x'), 'route', { formEndpoint: 'http://127.0.0.1:4325/contact-form' })).toMatch(
      /connect-src 'self' http:\/\/127\.0\.0\.1:4325;/,
    );
  });

  it('reads the endpoint from the environment as Vite does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-'));
    writeFileSync(join(dir, '.env.production'), 'VITE_FORM_ENDPOINT=https://forms.example.org/f\n');
    expect(formEndpointFromEnv(dir)).toBe('https://forms.example.org/f');
    expect(formEndpointFromEnv(mkdtempSync(join(tmpdir(), 'env-')))).toBeUndefined();
  });

  it('never sets one header twice for a path (hosts would join the values), except the policy', async () => {
    const dir = fixture();
    await writeHeaders(dir, {});
    const rules = await readHeaderRules(dir);
    const files = (d: string): string[] =>
      readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : [`/${relative(dir, join(d, n))}`]));
    for (const path of [...files(dir), '/', '/tara', '/defense/rhino', '/no-such-page']) {
      const names = rules
        .flatMap((rule) => (rule.forRegExp.test(path) ? Object.keys(rule.values) : []))
        .filter((n) => n !== 'Content-Security-Policy');
      expect(names.length, path).toBe(new Set(names).size);
    }
    expect(headersFor(rules, '/assets/x.js').get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/pagefind/index/en_1a2b3c4.pf_index').get('Cache-Control')).toBe(IMMUTABLE);
    expect(headersFor(rules, '/pagefind/pagefind.en_3c6342749f.pf_meta').get('Content-Type')).toBe('application/octet-stream');
    expect(headersFor(rules, '/pagefind/pagefind.js').get('Cache-Control')).toBeUndefined();
    expect(headersFor(rules, '/tara').get('Cache-Control')).toBe('no-cache');
    expect(headersFor(rules, '/no-such-page').get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('sends a policy at an unknown path too, one that changes no page’s own policy when a host sends both', async () => {
    const dir = fixture();
    await writeHeaders(dir, {});
    const rules = await readHeaderRules(dir);
    const [fallback, ...others] = joined(rules, '/no-such-page', 'Content-Security-Policy');
    expect(others).toEqual([]);
    expect(fallback).toBe(FALLBACK_CSP);
    expect(fallback).toMatch(/frame-ancestors 'self'/);
    expect(fallback).toMatch(/object-src 'none'/);
    const sources = (policy: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]+)`).exec(policy)?.[1]?.split(' ');
    for (const path of ['/', '/tara', '/defense/rhino', '/404.html', '/scenes/scene.html']) {
      const [general, own, ...more] = joined(rules, path, 'Content-Security-Policy');
      expect([general, more], path).toEqual([FALLBACK_CSP, []]);
      // Every directive of the fallback is in the page's own policy with no source the fallback lacks ('none' allows nothing).
      for (const [name] of fallback!.split('; ').map((part) => part.split(' ')))
        for (const source of sources(own!, name!) ?? ['(missing)'])
          if (source !== "'none'") expect(sources(fallback!, name!), `${path} ${name}`).toContain(source);
    }
  });

  it('gives 404.html its policy in a <meta> tag before any script, without frame-ancestors, once', async () => {
    const dir = fixture();
    await writeHeaders(dir, {});
    await writeHeaders(dir, {});
    const html = readFileSync(join(dir, '404.html'), 'utf8');
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain(sha('window.missing = 1;').replace(/'/g, '&#x27;').slice(6, 20));
    expect(html).not.toMatch(/frame-ancestors/);
  });

  it('writes the same policies for nginx, keyed by the file nginx serves, and the redirects', async () => {
    const dir = fixture();
    await writeHeaders(dir, {});
    const map = readFileSync(join(dir, '..', 'nginx', 'csp-map.conf'), 'utf8');
    expect(map).toContain(`"/tara/index.html" "${cspFor(page('window.tara = "é";'), 'route')}";`);
    expect(map).toContain('"/index.html" ');
    expect(map).toContain('"/404.html" ');
    expect(readFileSync(join(dir, '..', 'nginx', 'redirects.conf'), 'utf8')).toContain('location = /newsroom { return 301 /news$is_args$args; }');
  });
});

describe('embeds in content', () => {
  it('every embed address in content is allowed by frame-src (or is on this site)', () => {
    const files = (d: string): string[] =>
      readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : /\.(mdx|ya?ml)$/.test(n) ? [join(d, n)] : []));
    const urls = files('content').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !line.trim().startsWith('#'))
        .flatMap((line) => [...line.matchAll(/embedUrl:\s*["']?([^"'\s]+)/g)].map(([, url]) => ({ file, url: url! }))),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const { file, url } of urls) {
      if (url.startsWith('/')) continue;
      expect(EMBED_ORIGINS as readonly string[], `${file}: ${url}`).toContain(new URL(url).origin);
    }
  });
});

describe('docs/nginx.conf', () => {
  it('sends the same common headers and cache rules as _headers', () => {
    const conf = readFileSync('docs/nginx.conf', 'utf8');
    for (const [name, value] of COMMON_HEADERS)
      expect(conf, name).toMatch(new RegExp(`add_header ${name} ["']${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'] always;`));
    expect(conf).toContain(`~^/assets/   "${IMMUTABLE}"`);
    expect(conf).toContain(`~\\.html$     "${REVALIDATE}"`);
    expect(conf).toContain('include /etc/nginx/ihub/csp-map.conf;');
    expect(conf).toContain('include /etc/nginx/ihub/redirects.conf;');
    expect(conf).toContain('add_header Content-Security-Policy $ihub_csp always;');
    // A page's opener policy, and the content editor's (scripts/cms/headers.ts), chosen by address.
    for (const [name, value] of DOCUMENT_HEADERS) {
      expect(conf).toContain(`add_header ${name} $ihub_coop always;`);
      expect(conf).toContain(`default        "${value}";`);
    }
  });
});
