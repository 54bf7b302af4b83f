/**
 * Issue 27: the pages Gulf buyers need most are published in Arabic — the hospitals and schools
 * solutions, About (/robotics, alias /about), Rhino, the privacy policy and the terms — and the
 * language switcher takes a reader between the two versions of each. (Every Arabic page is also
 * checked for axe, phone width and no-JS reading by every-page.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { h1Text, rawHtml } from './support';

const pages = [
  { english: '/solutions/hospitals', h1: 'روبوت مساعد للمستشفيات' },
  { english: '/solutions/schools', h1: 'الذكاء الاصطناعي والروبوتات للمدارس والكليات' },
  { english: '/robotics', h1: 'روبوتات ذكية رائدة' },
  { english: '/defense/rhino', h1: 'Rhino' },
  { english: '/privacy', h1: 'سياسة الخصوصية' },
  { english: '/terms', h1: 'الشروط والأحكام' },
] as const;

for (const { english, h1 } of pages) {
  test(`visitor switches ${english} to Arabic and back, landing on the same page each time`, async ({ page }) => {
    const arabic = `/ar${english}`;
    const { status, html } = await rawHtml(page, arabic);
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(h1Text(html)).toBe(h1);

    await page.goto(english);
    const toArabic = page.locator('header').getByRole('link', { name: 'العربية', exact: true });
    await expect(toArabic).toHaveAttribute('href', arabic);
    await toArabic.click();
    await expect(page).toHaveURL(new RegExp(`${arabic}$`));
    const toEnglish = page.locator('header').getByRole('link', { name: 'English', exact: true });
    await expect(toEnglish).toHaveAttribute('href', english);
  });
}

test('the About page alias keeps its English address and leads to the Arabic About page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('header').getByRole('link', { name: 'العربية', exact: true })).toHaveAttribute('href', '/ar/robotics');
});

test('mail subjects stay in English on the Arabic pages', async ({ page }) => {
  for (const [path, subject] of [
    ['/ar/solutions/hospitals', 'TARA Care Demo Request'],
    ['/ar/solutions/schools', 'TARA Learn Demo Request'],
    ['/ar/defense/rhino', 'Rhino Consultation Request'],
  ] as const) {
    const { html } = await rawHtml(page, path);
    expect(html, path).toContain(`subject=${encodeURIComponent(subject)}`);
  }
});

test('the Arabic home says how many clients and partners there are in a sentence, with no band of a lone number, no tile, initials or invented descriptor', async ({
  page,
}) => {
  await page.goto('/ar');
  // No client or partner is named yet: their sections are not shown (docs/decisions/3350)…
  await expect(page.getByRole('region', { name: 'عملاء يثقون بنا', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'بدعم من', exact: true })).toHaveCount(0);
  // …and the figures band says how many there are.
  const text = await page.locator('main').innerText();
  for (const count of ['16', '10']) expect(text).toMatch(new RegExp(`(^|\\D)${count}(\\D|$)`));
  for (const descriptor of ['مجموعة فنادق', 'جهة حكومية', 'كلية هندسة', 'تظهر الأسماء والشعارات']) expect(text).not.toContain(descriptor);
});
