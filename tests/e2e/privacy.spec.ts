/**
 * Private by default: on every page, nothing leaves the site's origin until the visitor asks
 * for an embed, no cookie is set, nothing is written to local storage, and session storage
 * holds only the contact form's draft. Fonts are the site's own, preloaded, swapped in.
 */
import { expect, test } from '@playwright/test';
import { tags } from '../../scripts/build/built-html';
import { guard } from './checks/policy';
import { contactForm } from './content';

/** The only web storage the site writes (src/lib/form-draft.ts). */
const DRAFT_PREFIX = 'ihub:form-draft:';

// Each test watches its page with the guard every page's checks use (checks/policy.ts): what it
// sends elsewhere is answered there, never reaching the internet, and listed.

// Every page read to the end sends nothing elsewhere and stores nothing: tests/e2e/every-page.spec.ts.

test('the contact draft lives in session storage only, under its own key', async ({ page, context }) => {
  const net = await guard(page);
  await page.goto('/contact');
  const { heading, fields } = contactForm().form;
  const form = page.getByRole('form', { name: heading });
  await form.getByLabel(fields.name.label).fill('Asha');
  await form.getByLabel(fields.message.label).fill('We run a 120-bed ward.');
  await expect.poll(() => page.evaluate(() => Object.keys(window.sessionStorage))).toEqual([expect.stringMatching(new RegExp(`^${DRAFT_PREFIX}`))]);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  expect(await context.cookies()).toEqual([]);
  expect(net.elsewhere).toEqual([]);
});

// Each page preloads the site's own two fonts (three on an Arabic page): tests/e2e/every-page.spec.ts.
test('fonts are the site’s own: swapped in, never fetched elsewhere', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const stylesheets = tags(html, 'link').flatMap(({ rel, href }) => (rel === 'stylesheet' && href ? [href] : []));
  expect(stylesheets.length).toBeGreaterThan(0);
  for (const href of stylesheets) {
    const css = await (await request.get(href)).text();
    const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(faces.length, href).toBeGreaterThan(0);
    for (const face of faces) {
      expect(face, 'font-display').toMatch(/font-display:\s*swap/);
      expect(face, 'no font from another origin').not.toMatch(/url\(["']?(https?:)?\/\//);
    }
    expect(css, 'no @import from another origin').not.toMatch(/@import\s+(url\()?["']?(https?:)?\/\//);
  }

  const net = await guard(page);
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const families = await page.evaluate(() =>
    [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family.replace(/"/g, '')),
  );
  expect(families).toEqual(expect.arrayContaining(['Inter Variable', 'Space Grotesk Variable']));
  const fontFiles = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\.(woff2?|ttf|otf)(\?|$)/.test(name)),
  );
  for (const url of fontFiles) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  expect(net.elsewhere).toEqual([]);
});
