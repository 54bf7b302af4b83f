/**
 * Toasts (src/lib/toast.ts, src/components/ui/Toaster.tsx, docs/decisions/0010-own-toasts.md):
 * announced to screen readers, closable, held while a visitor is on them, placed clear of the
 * scroll-to-top button. The contact form's "Please fill in all required fields" toast and the
 * funding toast drive them; time is Playwright's clock.
 */
import { expect, test, type Page } from '@playwright/test';
import { found, type Found } from '../../scripts/build/built-html';
import { contactForm, sectionOf, site } from './content';
import { expectNoAxeViolations, hydrated, rawHtml, watchConsole } from './support';

// SPEC's message (sections 5 and 8); the form's, the toasts' and the funding page's other words from content/.
const REQUIRED = 'Please fill in all required fields';
const { form } = contactForm();
const { ui } = site();
const START = new Date('2025-03-03T09:00:00Z');

const region = (page: Page) => page.getByRole('region', { name: ui.notifications });
const toasts = (page: Page) => region(page).getByRole('listitem');
const polite = (page: Page) => region(page).locator('[aria-live="polite"]');
const assertive = (page: Page) => region(page).locator('[aria-live="assertive"]');
const closeButton = (page: Page) => toasts(page).last().getByRole('button', { name: ui.closeNotification });
const submitEmpty = (page: Page) => page.getByRole('form', { name: form.heading }).getByRole('button', { name: form.submit.draft }).click();

/** /contact with React running and the clock stopped: only `runFor` moves time. */
async function contactOnHold(page: Page) {
  await page.clock.install({ time: START });
  await page.goto('/contact');
  await hydrated(page);
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

test('the notifications region and its live regions are in the HTML before any toast, empty', async ({ page }) => {
  for (const path of ['/contact', '/funding', '/news']) {
    const { html } = await rawHtml(page, path);
    const toaster = found(html, 'section').find(({ attrs }) => attrs['data-toaster'] === '');
    expect(toaster, path).toBeDefined();
    expect(toaster!.attrs['aria-label']).toBe(ui.notifications);
    // Each live region and the list of toasts is there, and empty: no element, no text inside.
    const empty = (element: Found) => element.text === '' && element.all('*').length === 0;
    for (const live of ['polite', 'assertive'])
      expect(
        toaster!.all('div').some((div) => div.attrs['aria-live'] === live && empty(div)),
        `${path}: ${live}`,
      ).toBe(true);
    expect(toaster!.all('ol').some(empty), `${path}: toasts`).toBe(true);
  }
});

test('a visitor who sends an empty form hears the error at once, sees one toast however often they try, and closes it', async ({ page }) => {
  const console = watchConsole(page);
  await contactOnHold(page);
  await submitEmpty(page);

  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toHaveText(REQUIRED);
  await expect(toasts(page).first().locator('svg').first()).toBeVisible(); // the error icon
  await expect(assertive(page)).toHaveText(REQUIRED);
  await expect(polite(page)).toHaveText('');
  // Said once, then out of the live region, so nobody browsing the page hears it twice.
  await page.clock.runFor(1000);
  await expect(assertive(page)).toHaveText('');
  await expect(toasts(page)).toHaveCount(1);

  // A second try replaces the toast and says it again.
  await submitEmpty(page);
  await expect(toasts(page)).toHaveCount(1);
  await expect(assertive(page)).toHaveText(REQUIRED);

  await closeButton(page).click();
  await page.clock.runFor(200);
  await expect(toasts(page)).toHaveCount(0);
  console.assertNone();
});

test('a toast on screen passes axe', async ({ page }) => {
  await page.goto('/contact');
  await hydrated(page);
  await submitEmpty(page);
  await expect(toasts(page)).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('a toast waits while the pointer rests on it, then takes only the time it had left', async ({ page }) => {
  await contactOnHold(page);
  await submitEmpty(page);
  await page.mouse.move(0, 0);
  await page.clock.runFor(3000);

  await toasts(page).first().hover();
  await page.clock.runFor(20_000);
  await expect(toasts(page)).toHaveCount(1);

  await page.mouse.move(0, 0);
  await page.clock.runFor(999);
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(1 + 200);
  await expect(toasts(page)).toHaveCount(0);
});

test('focus inside a toast holds it; Escape closes it and focus goes back where it was', async ({ page }) => {
  await contactOnHold(page);
  const name = page.getByRole('form', { name: form.heading }).getByLabel(form.fields.name.label);
  await submitEmpty(page);
  await expect(name).toBeFocused();

  await closeButton(page).focus();
  await page.clock.runFor(20_000);
  await expect(toasts(page)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.clock.runFor(200);
  await expect(toasts(page)).toHaveCount(0);
  await expect(name).toBeFocused();

  // Nothing stays held: the next toast leaves after its 4 s.
  await submitEmpty(page);
  await page.clock.runFor(4000);
  await expect(toasts(page).filter({ hasText: REQUIRED })).toHaveCount(1);
  await page.clock.runFor(200);
  await expect(toasts(page)).toHaveCount(0);
});

test('the funding toast is announced politely, with its text', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto('/funding');
  await expect(toasts(page)).toHaveCount(1);
  const { title, description } = sectionOf('/funding', 'celebration');
  await expect(polite(page)).toHaveText(`${title} ${description}`);
  await expect(assertive(page)).toHaveText('');
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${width} px the toast sits bottom-centre, inside the screen and clear of the scroll-to-top button`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await contactOnHold(page);
    await submitEmpty(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const top = page.getByRole('button', { name: ui.scrollTop });
    await expect(top).toBeVisible();

    const toast = (await toasts(page).first().boundingBox())!;
    const button = (await top.boundingBox())!;
    expect(Math.abs(toast.x + toast.width / 2 - width / 2)).toBeLessThan(1);
    expect(toast.x).toBeGreaterThanOrEqual(16);
    expect(toast.y + toast.height).toBeLessThanOrEqual(height - 16);
    const apart = toast.y + toast.height + 8 <= button.y || button.x + button.width + 8 <= toast.x || toast.x + toast.width + 8 <= button.x;
    expect(apart, `toast ${JSON.stringify(toast)} and button ${JSON.stringify(button)} overlap`).toBe(true);
  });
}

test('a toast slides in with a short transition, and simply appears for a visitor who prefers less motion', async ({ page }) => {
  /** Puts the toast back into the list and reports the transitions its first style starts. */
  const entrance = () =>
    page.evaluate(() => {
      const toast = document.querySelector('[data-toast]')!;
      const list = toast.parentElement!;
      const next = toast.nextSibling;
      toast.remove();
      list.insertBefore(toast, next);
      return toast
        .getAnimations()
        .map((animation) =>
          animation instanceof CSSTransition ? `${animation.transitionProperty} ${String(animation.effect?.getTiming().duration)}` : '?',
        )
        .sort();
    });

  await page.goto('/contact');
  await hydrated(page);
  await submitEmpty(page);
  await expect(toasts(page)).toHaveCount(1);
  expect(await entrance()).toEqual(['opacity 200', 'translate 200']);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await entrance()).toEqual([]);
});
