import { expect, test, type Page } from '@playwright/test';
import { parseMailto } from '~/lib/mailto';
import { departments } from '~/content/taxonomy';
import { bodyOf, careers, fill, literal, pageHeading, sectionOf, site } from './content';
import { firstText, tags } from '../../scripts/build/built-html';
import { expectNoAxeViolations, hydrated, jsonLdNodes, rawHtml, watchConsole } from './support';

// The positions and the careers page's words, read from content/ (tests/e2e/content.ts).
const postings = careers();
/** Every title, in the order the page lists them (content/careers/'s order). */
const TITLES = postings.map((posting) => posting.title);
const copy = sectionOf('/careers', 'open-positions');

/**
 * The titles SPEC's search shows (section 5: case-insensitive, against title, department or
 * location, within the department), computed here from the postings of content/careers/.
 */
const matching = (q: string, department?: string) =>
  postings
    .filter((posting) => !department || posting.department === department)
    .filter((posting) => [posting.title, posting.department, posting.location].some((field) => field.toLowerCase().includes(q.toLowerCase())))
    .map((posting) => posting.title);
/** The places and departments that postings name, the most postings first. */
const byCount = (values: string[]) =>
  [...new Set(values)].sort((a, b) => values.filter((v) => v === b).length - values.filter((v) => v === a).length);
const placesNamed = byCount(postings.map((posting) => posting.location));
const departmentsNamed = byCount(postings.map((posting) => posting.department));

/** The address follows the search and the department (`?q=…&department=…`; an empty part is left out). */
const addressIs = (q: string, department?: string) => (url: URL) =>
  url.pathname === '/careers' &&
  (url.searchParams.get('q') ?? '') === q &&
  (url.searchParams.get('department') ?? '') === (department?.toLowerCase() ?? '');

const positions = (page: Page) => page.getByRole('region', { name: copy.heading, exact: true });
const shownTitles = (page: Page) => positions(page).getByRole('heading', { level: 3 }).allTextContents();
const search = (page: Page) => positions(page).getByLabel(copy.search.label);
const department = (page: Page, name: string) =>
  positions(page).getByRole('group', { name: copy.department.label }).getByRole('button', { name, exact: true });

test('visitor reads why to join and sees every open position, in the order of the page', async ({ page }) => {
  const console = watchConsole(page);
  const outside: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol.startsWith('http'),
    (route) => (outside.push(route.request().url()), route.abort()),
  );
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('/careers'));
  const reasons = sectionOf('/careers', 'reasons');
  await expect(page.getByRole('region', { name: reasons.heading, exact: true }).getByRole('listitem')).toHaveCount(reasons.items.length);
  expect(await shownTitles(page)).toEqual(TITLES);
  await expect(positions(page).getByText(fill(copy.count, { count: postings.length }))).toBeVisible();
  await expect(department(page, copy.department.all)).toHaveAttribute('aria-pressed', 'true');
  // SPEC section 2: a talent-network link to /contact.
  const talent = sectionOf('/careers', 'talent-network');
  await expect(
    page.getByRole('region', { name: talent.heading, exact: true }).getByRole('link', { name: talent.action.label, exact: true }),
  ).toHaveAttribute('href', '/contact');
  await expectNoAxeViolations(page);
  console.assertNone();
  expect(outside).toEqual([]);
});

test('visitor searches, narrows by department, clears the filters, and the address follows', async ({ page }) => {
  // Chosen from the postings: the place most of them are in (typed in capitals), a department among those,
  // then a department's own name and another place (in lower case), and a department none of that place's postings is in.
  const place = placesNamed[0]!.toUpperCase();
  const narrowed = postings.find((posting) => matching(place).includes(posting.title))!.department;
  const byDepartment = departmentsNamed.find((name) => name !== narrowed) ?? narrowed;
  const otherPlace = (placesNamed[1] ?? placesNamed[0]!).toLowerCase();
  const nowhere = departments.find((name) => !matching(otherPlace, name).length);
  const console = watchConsole(page);
  await page.goto('/careers');
  await hydrated(page);
  await search(page).fill(place);
  expect(await shownTitles(page)).toEqual(matching(place));
  await expect(page).toHaveURL(addressIs(place));

  await department(page, narrowed).click();
  await expect(department(page, narrowed)).toHaveAttribute('aria-pressed', 'true');
  expect(await shownTitles(page)).toEqual(matching(place, narrowed));
  await expect(page).toHaveURL(addressIs(place, narrowed));

  // Search also matches the department and the location, not just the title.
  await department(page, copy.department.all).click();
  await search(page).fill(byDepartment.toLowerCase());
  expect(await shownTitles(page)).toEqual(matching(byDepartment));
  await search(page).fill(otherPlace);
  expect(await shownTitles(page)).toEqual(matching(otherPlace));

  test.skip(!nowhere, `every department has a posting in ${otherPlace}: no search here finds nothing`);
  await department(page, nowhere!).click();
  // SPEC section 8: the careers list with no match.
  await expect(positions(page).getByText('No jobs matching your criteria')).toBeVisible();
  expect(await shownTitles(page)).toEqual([]);
  await positions(page).getByRole('button', { name: 'Clear filters' }).click();
  expect(await shownTitles(page)).toEqual(TITLES);
  await expect(search(page)).toHaveValue('');
  await expect(department(page, copy.department.all)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/careers$/);

  // The back button returns to the filtered view.
  await page.goBack();
  await expect(page).toHaveURL(addressIs(otherPlace, nowhere));
  await expect(search(page)).toHaveValue(otherPlace);
  await expect(positions(page).getByText('No jobs matching your criteria')).toBeVisible();
  console.assertNone();
});

test('a shared careers address opens with its search and department applied', async ({ page }) => {
  // The first word of a posting's title, in lower case, and that posting's department.
  const [posting] = postings;
  const q = posting!.title.split(/\s+/)[0]!.toLowerCase();
  const console = watchConsole(page);
  await page.goto(`/careers?q=${encodeURIComponent(q)}&department=${posting!.department.toLowerCase()}`);
  await expect(search(page)).toHaveValue(q);
  await expect(department(page, posting!.department)).toHaveAttribute('aria-pressed', 'true');
  expect(await shownTitles(page)).toEqual(matching(q, posting!.department));
  console.assertNone();
});

test('visitor opens one position at a time and reads its requirements', async ({ page }) => {
  test.skip(postings.length < 2, 'content/careers/ has one position: nothing to open one at a time');
  const [one, two] = [postings[0]!, postings[1]!];
  await page.goto('/careers');
  const first = positions(page).locator('details').filter({ hasText: one.title });
  const second = positions(page).locator('details').filter({ hasText: two.title });
  await first.getByRole('heading', { name: one.title, exact: true }).click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first.getByText(one.requirements[0]!)).toBeVisible();
  await second.getByRole('heading', { name: two.title, exact: true }).click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open', '');
  await expect(first.getByText(one.requirements[0]!)).toBeHidden();
  // Collapsible: a second click closes it.
  await second.getByRole('heading', { name: two.title, exact: true }).click();
  await expect(second).not.toHaveAttribute('open', '');

  await first.getByRole('heading', { name: one.title, exact: true }).click();
  const apply = first.getByRole('link', { name: new RegExp(`^${literal(copy.posting.apply)}`) });
  expect(parseMailto((await apply.getAttribute('href'))!)).toMatchObject({
    to: [site().mailboxes.careers],
    fields: { subject: fill(copy.posting.subject, { title: one.title }) },
  });
  await first.getByRole('link', { name: new RegExp(literal(copy.view)) }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/${one.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(one.title);
});

test('without JavaScript every position is listed, can be opened, and its page shows its whole text', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const posting = postings.at(-1)!;
  await page.goto('/careers?q=nothing-matches');
  expect(await shownTitles(page)).toEqual(TITLES);
  await positions(page).getByRole('heading', { name: posting.title, exact: true }).click();
  await expect(positions(page).getByText(posting.requirements.at(-1)!)).toBeVisible();
  await page.goto(`/careers/${posting.slug}`);
  // Its whole text, down to the last heading of its body.
  const last = bodyOf(posting.file).headings.at(-1);
  if (last) await expect(page.getByRole('heading', { name: last, exact: true })).toBeVisible();
  await expect(page.getByText(posting.description)).toBeVisible();
  await context.close();
});

test('every posting page is prerendered, with JobPosting data once the company gives its date', async ({ page }) => {
  const { html } = await rawHtml(page, '/careers');
  const links = [...new Set(tags(html, 'a').flatMap(({ href }) => (/^\/careers\/[a-z0-9-]+$/.test(href ?? '') ? [href!] : [])))];
  expect(links.sort()).toEqual(postings.map((posting) => `/careers/${posting.slug}`).sort());
  for (const link of links) {
    const given = postings.find((item) => `/careers/${item.slug}` === link)!;
    const posting = await rawHtml(page, link);
    expect(posting.status, link).toBe(200);
    const title = firstText(posting.html, 'h1')!;
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
      hiringOrganization: { '@type': 'Organization', name: site().name, url: new URL('/', site().url).href },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: expect.stringMatching(/^(IN|AE|SA)$/) } },
    });
  }
});

test('visitor applies from a posting page by mail draft, or goes back to careers', async ({ page }) => {
  const { slug, title } = postings.at(-1)!;
  const console = watchConsole(page);
  await page.goto(`/careers/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(fill(copy.posting.title, { title }));
  await expect(page.getByRole('heading', { name: copy.posting.requirements, exact: true })).toBeVisible();
  const applies = page.getByRole('link', { name: new RegExp(`^${literal(copy.posting.apply)}`) });
  await expect(applies).toHaveCount(2);
  for (const href of await applies.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
    const draft = parseMailto(href);
    expect(draft.to).toEqual([site().mailboxes.careers]);
    expect(draft.fields.subject).toBe(fill(copy.posting.subject, { title }));
    if (copy.posting.body) expect(draft.fields.body?.replace(/\r\n/g, '\n')).toContain(fill(copy.posting.body, { title }).trim());
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: copy.posting.back, exact: true }).click();
  await expect(page).toHaveURL(/\/careers$/);
  console.assertNone();
});
