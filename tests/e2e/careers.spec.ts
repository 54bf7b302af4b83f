import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { loadCareers } from '~/content/load.server';
import { parseMailto } from '~/lib/mailto';
import { expectNoAxeViolations, h1Text, hydrated, jsonLdNodes, rawHtml, watchConsole } from './support';

// The postings as content/careers/ holds them, in the order the page lists them.
const postings = loadCareers();
const TITLES = postings.map((posting) => posting.title);
/** The titles a search (title, department or location, any case) and a department filter leave, as SPEC §5 has it. */
const matching = (query: string, department?: string) =>
  postings
    .filter((posting) => [posting.title, posting.department, posting.location].some((field) => field.toLowerCase().includes(query.toLowerCase())))
    .filter((posting) => !department || posting.department === department)
    .map((posting) => posting.title);
/** A posting's first "## " heading: its page shows the body. */
const firstHeading = (file: string) => /^## (.+)$/m.exec(readFileSync(file, 'utf8').split(/^---$/m).slice(2).join('---'))?.[1];

const positions = (page: Page) => page.getByRole('region', { name: 'Open positions' });
const shownTitles = (page: Page) => positions(page).getByRole('heading', { level: 3 }).allTextContents();
const search = (page: Page) => positions(page).getByLabel('Search positions');
const department = (page: Page, name: string) =>
  positions(page).getByRole('group', { name: 'Department' }).getByRole('button', { name, exact: true });

test('visitor reads why to join and sees every open position, in the order of the page', async ({ page }) => {
  const console = watchConsole(page);
  const outside: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol.startsWith('http'),
    (route) => (outside.push(route.request().url()), route.abort()),
  );
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  await expect(page.getByRole('region', { name: 'Why people join iHub Robotics' }).getByRole('listitem')).toHaveCount(3);
  expect(await shownTitles(page)).toEqual(TITLES);
  await expect(positions(page).getByText(`${postings.length} open positions`)).toBeVisible();
  await expect(department(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  const talent = page.getByRole('region', { name: 'No role that fits yet?' });
  await expect(talent.getByRole('link', { name: 'Join our talent network' })).toHaveAttribute('href', '/contact');
  await expectNoAxeViolations(page);
  console.assertNone();
  expect(outside).toEqual([]);
});

test('visitor searches, narrows by department, clears the filters, and the address follows', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/careers');
  await hydrated(page);
  await search(page).fill('BANGALORE');
  expect(await shownTitles(page)).toEqual(matching('bangalore'));
  await expect(page).toHaveURL(/\/careers\?q=BANGALORE$/);

  await department(page, 'Research').click();
  await expect(department(page, 'Research')).toHaveAttribute('aria-pressed', 'true');
  expect(await shownTitles(page)).toEqual(matching('bangalore', 'Research'));
  await expect(page).toHaveURL(/q=BANGALORE&department=research$/);

  // Search also matches the department and the location, not just the title.
  await department(page, 'All').click();
  await search(page).fill('operations');
  expect(await shownTitles(page)).toEqual(matching('operations'));
  await search(page).fill('riyadh');
  expect(await shownTitles(page)).toEqual(matching('riyadh'));

  await department(page, 'Design').click();
  await expect(positions(page).getByText('No jobs matching your criteria')).toBeVisible();
  expect(await shownTitles(page)).toEqual([]);
  await positions(page).getByRole('button', { name: 'Clear filters' }).click();
  expect(await shownTitles(page)).toEqual(TITLES);
  await expect(search(page)).toHaveValue('');
  await expect(department(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/careers$/);

  // The back button returns to the filtered view.
  await page.goBack();
  await expect(page).toHaveURL(/q=riyadh&department=design$/);
  await expect(search(page)).toHaveValue('riyadh');
  await expect(positions(page).getByText('No jobs matching your criteria')).toBeVisible();
  console.assertNone();
});

test('a shared careers address opens with its search and department applied', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/careers?q=engineer&department=engineering');
  await expect(search(page)).toHaveValue('engineer');
  await expect(department(page, 'Engineering')).toHaveAttribute('aria-pressed', 'true');
  expect(await shownTitles(page)).toEqual(matching('engineer', 'Engineering'));
  console.assertNone();
});

test('visitor opens one position at a time and reads its requirements', async ({ page }) => {
  await page.goto('/careers');
  const first = positions(page).locator('details').filter({ hasText: TITLES[0] });
  const second = positions(page).locator('details').filter({ hasText: TITLES[1] });
  await first.getByRole('heading', { name: TITLES[0] }).click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first.getByText(postings[0]!.requirements[0]!)).toBeVisible();
  await second.getByRole('heading', { name: TITLES[1] }).click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open', '');
  await expect(first.getByText(postings[0]!.requirements[0]!)).toBeHidden();
  // Collapsible: a second click closes it.
  await second.getByRole('heading', { name: TITLES[1] }).click();
  await expect(second).not.toHaveAttribute('open', '');

  await first.getByRole('heading', { name: TITLES[0] }).click();
  const apply = first.getByRole('link', { name: 'Apply by e-mail' });
  expect(parseMailto((await apply.getAttribute('href'))!)).toMatchObject({
    to: ['careers@ihubrobotics.com'],
    fields: { subject: `Application: ${TITLES[0]}` },
  });
  await first.getByRole('link', { name: /Read the full posting/ }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/${postings[0]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[0]!);
});

test('without JavaScript every position is listed, can be opened, and its page shows its whole text', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/careers?q=nothing-matches');
  expect(await shownTitles(page)).toEqual(TITLES);
  await positions(page).getByRole('heading', { name: TITLES[1] }).click();
  await expect(positions(page).getByText(postings[1]!.requirements[0]!)).toBeVisible();
  await page.goto(`/careers/${postings[1]!.slug}`);
  await expect(page.getByRole('heading', { name: firstHeading(postings[1]!.file) })).toBeVisible();
  await context.close();
});

test('every posting page is prerendered, with JobPosting data once the company gives its date', async ({ page }) => {
  const { html } = await rawHtml(page, '/careers');
  const links = [...new Set([...html.matchAll(/href="(\/careers\/[a-z0-9-]+)"/g)].map((m) => m[1]!))];
  expect(links).toHaveLength(postings.length);
  for (const link of links) {
    const given = postings.find((item) => `/careers/${item.slug}` === link)!;
    const posting = await rawHtml(page, link);
    expect(posting.status, link).toBe(200);
    const title = h1Text(posting.html)!;
    expect(title).toBe(given.title);
    const ld = jsonLdNodes(posting.html).filter((node) => node['@type'] === 'JobPosting');
    // Search engines take a JobPosting only with datePosted: none is published without the date.
    if (!given.posted) {
      expect(ld, link).toEqual([]);
      continue;
    }
    expect(ld).toHaveLength(1);
    expect(ld[0], link).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title,
      description: expect.stringContaining('<li>'),
      datePosted: given.posted,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'iHub Robotics', url: 'https://www.ihubrobotics.com/' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: expect.stringMatching(/^(IN|AE|SA)$/) } },
    });
  }
});

test('visitor applies from a posting page by mail draft, or goes back to careers', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/careers/marketing-manager-saudi-arabia');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketing Manager, Saudi Arabia');
  await expect(page).toHaveTitle('Marketing Manager, Saudi Arabia | Careers at iHub Robotics');
  await expect(page.getByRole('heading', { name: 'What we are looking for' })).toBeVisible();
  const applies = page.getByRole('link', { name: 'Apply by e-mail' });
  await expect(applies).toHaveCount(2);
  for (const href of await applies.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
    const draft = parseMailto(href);
    expect(draft.to).toEqual(['careers@ihubrobotics.com']);
    expect(draft.fields.subject).toBe('Application: Marketing Manager, Saudi Arabia');
    expect(draft.fields.body).toContain('apply for the Marketing Manager, Saudi Arabia position');
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '← Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  console.assertNone();
});
