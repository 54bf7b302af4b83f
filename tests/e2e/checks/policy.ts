/**
 * What a page may load, run and keep (tests/e2e/every-page.spec.ts, hosting.spec.ts): its policy
 * read as directives, the hashes of its inline scripts taken from the raw HTML, and a guard that
 * watches the page for policy violations, storage and cookie writes and requests to other sites.
 */
import { test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { scripts, tags } from '../../../scripts/build/built-html';

/** The site's embeds that may be framed once the visitor asks for them. */
export const EMBED_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org', 'https://my.spline.design'];

/** A policy as directive → values. */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/**
 * Hashes of the inline scripts in a page (not the data blocks: JSON and JSON-LD), computed here
 * independently of the build, from the page parsed as a browser parses it.
 */
export function inlineScriptHashes(html: string): string[] {
  return scripts(html)
    .filter(({ attrs }) => attrs.src === undefined && attrs.type !== 'application/json' && attrs.type !== 'application/ld+json')
    .map(({ body }) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * Script the policy could not vouch for, written into the markup: an inline event handler
 * (`onclick="…"`) on any element, or a `javascript:` address in a link. One line each.
 */
export function markupScriptFindings(html: string): string[] {
  return tags(html, '*').flatMap((attrs) => [
    ...Object.keys(attrs)
      .filter((name) => /^on[a-z]+$/.test(name))
      .map((name) => `inline event handler: ${name}="${attrs[name]!.slice(0, 40)}"`),
    ...(/^\s*javascript:/i.test(attrs.href ?? '') ? [`javascript: link: href="${attrs.href!.slice(0, 40)}"`] : []),
  ]);
}

declare global {
  interface Window {
    cspViolations: string[];
    storageWrites: string[];
    cookieWrites: string[];
  }
}

/**
 * Watches a page from its first byte: CSP violations it reports, every storage and cookie write,
 * and every request to another origin — answered here with a stub, so a test never reaches the
 * internet.
 */
export async function guard(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    window.storageWrites = [];
    window.cookieWrites = [];
    document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      window.storageWrites.push(`${this === window.localStorage ? 'local' : 'session'}:${key}`);
      return setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get: cookie.get,
      set(value: string) {
        window.cookieWrites.push(value.split('=')[0]!);
        cookie.set!.call(this, value);
      },
    });
  });
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url);
  });
  await page.route(
    (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
  return {
    elsewhere,
    violations: () => page.evaluate(() => window.cspViolations),
    writes: () => page.evaluate(() => ({ storage: window.storageWrites, cookies: window.cookieWrites })),
  };
}
