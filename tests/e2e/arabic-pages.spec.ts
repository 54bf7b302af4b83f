/**
 * Issue 27: the pages Gulf buyers need most are published in Arabic — the hospitals and schools
 * solutions, About (/robotics, alias /about), Rhino, the privacy policy and the terms — and the
 * language switcher takes a reader between the two versions of each. (Every Arabic page is also
 * checked for axe, phone width and no-JS reading by every-page.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { actionsOf, pageHeading, sectionsOf, site } from './content';
import { firstText, tags } from '../../scripts/build/built-html';
import { rawHtml } from './support';

// The pages issue 27 publishes in Arabic; their headings and the switcher's words from content/.
const pages = ['/solutions/hospitals', '/solutions/schools', '/robotics', '/defense/rhino', '/privacy', '/terms'];
const [english, arabic] = [site('en').ui.language, site('ar').ui.language];

for (const path of pages) {
  test(`visitor switches ${path} to Arabic and back, landing on the same page each time`, async ({ page }) => {
    const translated = `/ar${path}`;
    const { status, html } = await rawHtml(page, translated);
    expect(status).toBe(200);
    expect(tags(html, 'html')[0]).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(firstText(html, 'h1')).toBe(pageHeading(translated));

    await page.goto(path);
    const toArabic = page.locator('header').getByRole('link', { name: arabic, exact: true });
    await expect(toArabic).toHaveAttribute('href', translated);
    await toArabic.click();
    await expect(page).toHaveURL(new RegExp(`${translated}$`));
    const toEnglish = page.locator('header').getByRole('link', { name: english, exact: true });
    await expect(toEnglish).toHaveAttribute('href', path);
  });
}

test('the About page alias keeps its English address and leads to the Arabic About page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('header').getByRole('link', { name: arabic, exact: true })).toHaveAttribute('href', '/ar/robotics');
});

test('mail subjects stay in English on the Arabic pages', async ({ page }) => {
  // SPEC section 7's subjects, as SPEC writes them; and every mail button of an Arabic page drafts what its English page's does.
  for (const [path, subject] of [
    ['/ar/solutions/hospitals', 'TARA Care Demo Request'],
    ['/ar/solutions/schools', 'TARA Learn Demo Request'],
  ] as const) {
    const { html } = await rawHtml(page, path);
    expect(html, path).toContain(`subject=${encodeURIComponent(subject)}`);
  }
  for (const path of ['/ar/solutions/hospitals', '/ar/solutions/schools', '/ar/defense/rhino']) {
    const subjects = (at: string) => new Set(actionsOf(at).flatMap((action) => (action.subject ? [action.subject] : [])));
    expect([...subjects(path)].sort(), path).toEqual([...subjects(path.slice('/ar'.length))].sort());
    const { html } = await rawHtml(page, path);
    for (const subject of subjects(path)) expect(html, `${path}: ${subject}`).toContain(`subject=${encodeURIComponent(subject)}`);
  }
});

test('the Arabic home says how many clients and partners there are in a sentence, with no band of a lone number, no tile, initials or invented descriptor', async ({
  page,
}) => {
  await page.goto('/ar');
  const text = await page.locator('main').innerText();
  for (const group of sectionsOf('/ar', 'organisations')) {
    const region = page.getByRole('region', { name: group.heading, exact: true });
    // A group none of which is named is not shown; once one is, its tiles are the named ones only (docs/decisions/3350).
    if (group.entries?.length) await expect(region.getByRole('listitem')).toHaveCount(group.entries.length);
    else await expect(region).toHaveCount(0);
    // How many there are is said on the page all the same.
    expect(text).toMatch(new RegExp(`(^|\\D)${group.total}(\\D|$)`));
    const given = JSON.stringify(group);
    for (const descriptor of ['مجموعة فنادق', 'جهة حكومية', 'كلية هندسة', 'تظهر الأسماء والشعارات'])
      if (!given.includes(descriptor)) expect(text).not.toContain(descriptor);
  }
});
