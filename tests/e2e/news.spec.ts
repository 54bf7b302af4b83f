import { expect, test, type Page } from '@playwright/test';
import { newsCategories, type NewsCategory } from '~/content/taxonomy';
import { parseMailto } from '~/lib/mailto';
import { firstText, meta, pageText, tags } from '../../scripts/build/built-html';
import { bodyOf, featuredNews, fill, literal, news, pageHeading, quotedFigures, readableDate, sectionOf, site } from './content';
import { expectNoAxeViolations, jsonLdNodes, rawHtml, watchConsole } from './support';

// The newsroom's words and stories, read from content/ (tests/e2e/content.ts): a copywriter who
// adds, rewords or removes a story changes what these tests expect with it.
const featured = featuredNews();
const FEATURED = `/news/${featured.slug}`;
const list = sectionOf('/news', 'news-list');
const signupCopy = sectionOf('/news', 'newsletter');
const { info } = site().mailboxes;
/** Every story, in the newsroom's order: newest first, the ones the company has not dated yet after. */
const stories = news();
/** The stories of the grid, in that order: every one but the featured. */
const others = stories.filter((item) => !item.featured);
/** The grid's stories in a category, in that order. */
const inCategory = (category: string) => others.filter((item) => item.category === category);
/** Categories with stories in the grid, most stories first. */
const filled = newsCategories.filter((category) => inCategory(category).length).sort((a, b) => inCategory(b).length - inCategory(a).length);

/** A filter chip's name: its label and how many stories it shows. */
const chipName = (category: NewsCategory | 'all') =>
  `${category === 'all' ? list.filter.all : list.categories[category]} ${category === 'all' ? others.length : inCategory(category).length}`;

/** Blocks and records every request that would leave 127.0.0.1. */
async function stayLocal(page: Page) {
  const outside: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol.startsWith('http'),
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  return { assertNone: () => expect(outside, 'requests that left the site').toEqual([]) };
}

const signupOf = (page: Page) => page.getByRole('region', { name: signupCopy.heading, exact: true });
const grid = (page: Page) => page.getByRole('region', { name: list.heading, exact: true }).getByRole('article');
const gridLinks = (page: Page) =>
  page.getByRole('region', { name: list.heading, exact: true }).getByRole('link', { name: new RegExp(`^${literal(list.readMore)}`) });

/** The page's schema.org nodes of one type. */
function jsonLdOf(html: string, type: string): Record<string, unknown>[] {
  return jsonLdNodes(html).filter((node) => node['@type'] === type);
}

test('visitor sees the featured story on top and every other story in the newsroom order, never the featured one twice', async ({ page }) => {
  const console = watchConsole(page);
  const local = await stayLocal(page);
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('/news'));
  const top = page.getByRole('region', { name: featured.title, exact: true });
  await expect(top.getByText(sectionOf('/news', 'news-featured').label)).toBeVisible();
  await expect(top.getByRole('link', { name: new RegExp(`^${literal(list.readMore)}`) })).toHaveAttribute('href', FEATURED);

  await expect(grid(page)).toHaveCount(others.length);
  const hrefs = await gridLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(others.map((story) => `/news/${story.slug}`));
  // A date shows only where the company gave one, as the story's own.
  const dates = await grid(page)
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
  expect(dates).toEqual(others.flatMap((item) => (item.date ? [item.date] : [])));
  await expect(page.getByText(fill(list.count, { count: others.length }))).toBeVisible();

  // Scroll-to-top appears past 300px.
  await page.mouse.wheel(0, 800);
  await expect(page.getByRole('button', { name: site().ui.scrollTop })).toBeVisible();
  await expectNoAxeViolations(page);
  console.assertNone();
  local.assertNone();
});

test('visitor filters by category, shares the address and walks back with the back button', async ({ page, context }) => {
  // The category with the most stories but the featured one's, then the featured story's own (when
  // the grid has stories of it: a filter with none is not offered), then a third with stories (or the first again).
  const first = filled.find((category) => category !== featured.category) ?? filled[0]!;
  const second =
    filled.includes(featured.category) && featured.category !== first ? featured.category : (filled.find((category) => category !== first) ?? first);
  const third = filled.find((category) => category !== first && category !== second) ?? first;
  const hrefs = (category: string) => inCategory(category).map((item) => `/news/${item.slug}`);
  const console = watchConsole(page);
  await page.goto('/news');
  const filter = page.getByRole('navigation', { name: list.filter.label });
  const chipOf = (category: NewsCategory) => filter.getByRole('link', { name: chipName(category), exact: true });

  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await chipOf(first).click();
  await expect(page).toHaveURL(new RegExp(`/news\\?category=${first}$`));
  await expect(chipOf(first)).toHaveAttribute('aria-current', 'true');
  await expect(grid(page)).toHaveCount(inCategory(first).length);
  for (const chip of await grid(page).locator('p > span').allTextContents()) expect(chip).toBe(list.categories[first]);

  await chipOf(second).click();
  await expect(page).toHaveURL(new RegExp(`category=${second}$`));
  // The featured story stays out of the grid, even under its own category.
  await expect(grid(page)).toHaveCount(inCategory(second).length);
  expect(await gridLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(hrefs(second));

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`category=${first}$`));
  await expect(grid(page)).toHaveCount(inCategory(first).length);
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(grid(page)).toHaveCount(others.length);
  // Filtering is instant: the stories are already on the page, nothing is fetched again.
  expect(fetched.filter((path) => path.endsWith('.data'))).toEqual([]);

  // A shared address opens on the same view.
  const shared = await context.newPage();
  await shared.goto(`/news?category=${third}`);
  await expect(grid(shared)).toHaveCount(inCategory(third).length);
  await expect(shared.getByRole('link', { name: chipName(third), exact: true })).toHaveAttribute('aria-current', 'true');
  console.assertNone();
});

test('the newsroom offers a filter only where it leads to stories, each with how many, and a shared address to an empty one still shows it chosen', async ({
  page,
}) => {
  await page.goto('/news');
  const filter = page.getByRole('navigation', { name: list.filter.label });
  const offered = await filter.getByRole('link').allInnerTexts();
  // "All" first, then every category with stories in the grid, in the taxonomy's order; none without.
  expect(offered.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(
    [...(['all'] as const), ...newsCategories.filter((category) => inCategory(category).length)].map(chipName),
  );
  for (const category of filled) {
    await filter.getByRole('link', { name: chipName(category), exact: true }).click();
    await expect(grid(page)).toHaveCount(inCategory(category).length);
  }
  const empty = newsCategories.find((category) => !inCategory(category).length);
  test.skip(!empty, 'every category has stories in the grid');
  await page.goto(`/news?category=${empty}`);
  await expect(filter.getByRole('link', { name: chipName(empty!), exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(grid(page)).toHaveCount(0);
  await expect(page.getByText(list.empty, { exact: true })).toBeVisible();
});

test('without JavaScript the newsroom lists every story and an article shows its whole text', async ({ browser }) => {
  // The story whose body has the most headings: its last heading and last paragraph are far down the article.
  const [article] = news()
    .map((item) => ({ item, body: bodyOf(item.file) }))
    .filter(({ body }) => body.headings.length && body.paragraphs.length)
    .sort((a, b) => b.body.headings.length - a.body.headings.length);
  test.skip(!article, 'no news item in content/news/ has a body with a heading');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/news?category=${filled[0] ?? featured.category}`);
  await expect(grid(page)).toHaveCount(others.length);
  await page.goto(`/news/${article!.item.slug}`);
  await expect(page.getByRole('heading', { name: article!.body.headings.at(-1)!, exact: true })).toBeVisible();
  await expect(page.getByText(article!.body.paragraphs.at(-1)!, { exact: true })).toBeVisible();
  await context.close();
});

test('an article opened directly runs no framework code and its links open the next article', async ({ page }) => {
  // A story whose body links to another story.
  const linking = news().flatMap((item) => {
    const link = bodyOf(item.file).links.find(({ url }) => url.startsWith('/news/') && url !== `/news/${item.slug}`);
    const target = link && news().find((other) => `/news/${other.slug}` === link.url);
    return link && target ? [{ item, link, target }] : [];
  })[0];
  test.skip(!linking, 'no news item in content/news/ links to another news item in its body');
  const { item, link, target } = linking!;
  const console = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/news/${item.slug}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  // An article has no islands: its one script is the shell's (docs/decisions/1600).
  expect(scripts.filter((script) => /\/assets\/islands-/.test(script))).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: link.text, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${literal(link.url)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
  console.assertNone();
});

test('the newsroom ships excerpts, never article bodies', async ({ page }) => {
  const reads: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\.(js|data)(\?|$)/.test(response.url())) reads.push(response.text().catch(() => ''));
  });
  await page.goto('/news', { waitUntil: 'networkidle' });
  await expect(grid(page)).toHaveCount(others.length);
  // Every script the page asked for, islands included, read in full before judging.
  const scripts = await Promise.all(reads);
  const { html } = await rawHtml(page, '/news');
  const data = (await rawHtml(page, '/news.data')).html;
  const text = pageText(html);
  // Sentences that appear only in article bodies: each body's longest paragraph that no title or excerpt holds.
  const cards = news().map((item) => `${item.title} ${item.excerpt}`);
  const bodies = news().flatMap((item) => {
    const only = bodyOf(item.file).paragraphs.filter((paragraph) => !cards.some((card) => card.includes(paragraph)));
    return only.sort((a, b) => b.length - a.length).slice(0, 1);
  });
  expect(bodies.length, 'news bodies to look for').toBeGreaterThan(0);
  for (const body of bodies) {
    expect(text).not.toContain(body);
    expect(data).not.toContain(body);
    for (const script of scripts) expect(script).not.toContain(body);
  }
  // Each card's excerpt is there, product figures filled in.
  for (const item of others) expect(text).toContain(item.excerpt.replace(/\s+/g, ' '));
  expect(html).not.toContain('[[');
});

test('every Read more leads to a prerendered article with its date when it has one, NewsArticle data and social tags', async ({ page }) => {
  const { html } = await rawHtml(page, '/news');
  const links = [...new Set(tags(html, 'a').flatMap(({ href }) => (/^\/news\/[a-z0-9-]+$/.test(href ?? '') ? [href!] : [])))];
  expect(links.sort()).toEqual(
    news()
      .map((item) => `/news/${item.slug}`)
      .sort(),
  );
  for (const link of links) {
    const story = stories.find((item) => `/news/${item.slug}` === link)!;
    const article = await rawHtml(page, link);
    expect(article.status, link).toBe(200);
    const title = firstText(article.html, 'h1')!;
    expect(title, link).toBeTruthy();
    expect(meta(article.html, 'og:type'), link).toBe('article');
    expect(meta(article.html, 'og:title'), link).toBeTruthy();
    const [ld] = jsonLdOf(article.html, 'NewsArticle');
    expect(ld, link).toMatchObject({ '@context': 'https://schema.org', '@type': 'NewsArticle' });
    // A date the company has not given is published nowhere: not in the data, not in the head.
    expect(ld!.datePublished, link).toBe(story.date);
    expect(meta(article.html, 'article:published_time') !== undefined, link).toBe(story.date !== undefined);
    expect(ld!.mainEntityOfPage).toBe(new URL(link, site().url).href);
    expect(ld!.author).toMatchObject({ '@type': 'Organization', name: site().name });
    // The headline in the data is the visible title.
    expect(ld!.headline).toBe(title);
  }
});

test('visitor reads an article, moves to the previous story and back to the newsroom', async ({ page }) => {
  // A story of the grid with an older one after it (the newsroom's order, newest first).
  const all = news();
  const index = all.findIndex((item, i) => !item.featured && all[i + 1]);
  test.skip(index < 0, 'content/news/ has no story in the grid with an older one after it');
  const [item, older] = [all[index]!, all[index + 1]!];
  const { article } = list;
  const console = watchConsole(page);
  await page.goto('/news');
  await gridLinks(page).filter({ hasText: item.title }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${item.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  if (item.date) await expect(page.getByText(readableDate(item.date))).toBeVisible();
  else await expect(page.locator('main time')).toHaveCount(0);
  await expect(page).toHaveTitle(item.title);
  for (const heading of bodyOf(item.file).headings) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const more = page.getByRole('navigation', { name: article.more, exact: true });
  await more.getByRole('link', { name: new RegExp(literal(article.older)) }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${older.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(older.title);
  await page.getByRole('link', { name: article.back, exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  console.assertNone();
});

test('the feed is linked from the newsroom, parses as XML and lists every story', async ({ page }) => {
  const { html } = await rawHtml(page, '/news');
  expect(tags(html, 'link')).toContainEqual({ rel: 'alternate', type: 'application/rss+xml', title: list.feed.title, href: '/news/feed.xml' });
  const response = await page.request.get('/news/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  await page.goto('/news');
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      version: doc.documentElement.getAttribute('version'),
      links: [...doc.querySelectorAll('item > link')].map((link) => link.textContent),
      dates: [...doc.querySelectorAll('item > pubDate')].map((date) => Date.parse(date.textContent ?? '')),
      // The feed's words as a reader gets them, entities decoded by the browser's XML parser.
      text: (doc.documentElement.textContent ?? '').replace(/\s+/g, ' '),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.version).toBe('2.0');
  expect(feed.links).toEqual(news().map((item) => new URL(`/news/${item.slug}`, site().url).href));
  // A <pubDate> only for a date the company gave, newest first.
  expect(feed.dates).toHaveLength(stories.filter((item) => item.date).length);
  expect(feed.dates).toEqual([...feed.dates].sort((a, b) => b - a));
  // Product figures quoted in a story read as figures in the feed too, never as [[product.spec]].
  expect(xml).not.toContain('[[');
  const quoted = news().flatMap((item) => quotedFigures(item.file).map((figure) => ({ ...figure, file: item.file })));
  test.skip(!quoted.length, 'no news item in content/news/ quotes a product figure');
  for (const { file, reference, value } of quoted) expect(feed.text, `${file}: ${reference}`).toContain(value);
});

test('newsletter: an empty address asks for one; a filled one opens a mail draft and says only that', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/news');
  const signup = signupOf(page);
  const toast = (title: string) => page.getByRole('region', { name: site().ui.notifications }).getByRole('listitem').filter({ hasText: title });
  await signup.getByRole('button', { name: signupCopy.button }).click();
  // SPEC section 5's words for an empty field.
  await expect(toast('Email required')).toBeVisible();
  await expect(toast('Email required')).toContainText('Please enter your email address to subscribe.');

  await signup.getByLabel(signupCopy.label).fill('ward.manager@hospital.example');
  await signup.getByRole('button', { name: signupCopy.button }).click();
  await expect(toast(signupCopy.draft.title)).toBeVisible();
  await expect(toast(signupCopy.draft.title)).toContainText(signupCopy.draft.text);
  await expect(page.getByText(signupCopy.sent.title)).toHaveCount(0);
  const draft = signup.getByRole('link', { name: info });
  expect(parseMailto((await draft.getAttribute('href'))!)).toMatchObject({
    to: [info],
    fields: { subject: signupCopy.draft.subject, body: fill(signupCopy.draft.body, { email: 'ward.manager@hospital.example' }) },
  });
  await expect(signup.getByLabel(signupCopy.label)).toHaveValue('ward.manager@hospital.example');
  console.assertNone();
});

test('without JavaScript, the newsletter offers the info mailbox as a mail link with its subject, and no form that could alter an address', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // What the browser hands to the mail app, seen through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  const asked: string[] = [];
  cdp.on('Page.frameRequestedNavigation', (event) => asked.push(event.url));
  await page.goto('/news');
  const signup = signupOf(page);
  // Chromium's mailto: submission sent `nojs+tag@example.com` as `nojs tag@example.com`: no field to submit that way.
  await expect(signup.getByRole('textbox')).toHaveCount(0);
  expect(await page.locator('form[action^="mailto:"], form[method="post"]').count()).toBe(0);
  await expect(signup).toContainText(fill(signupCopy.noScript, { mailbox: info }));
  await signup.getByRole('link', { name: info }).click();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(asked).toHaveLength(1);
  expect(parseMailto(asked[0]!)).toMatchObject({ to: [info], entries: [['subject', signupCopy.draft.subject]] });
  expect(page.url()).not.toContain('?');
  await context.close();
});

test('the newsletter speaks of its field only where it offers one: beside it with JavaScript, never without', async ({ browser, page }) => {
  const [before, after] = signupCopy.noScript.split('{mailbox}');
  const region = (on: Page) => on.getByRole('region', { name: signupCopy.heading });
  const visibleText = (on: Page) => region(on).evaluate((element) => (element instanceof HTMLElement ? element.innerText : ''));

  // With JavaScript: the field, and the sentence about it; not the words that stand in for it.
  await page.goto('/news');
  await expect(region(page).getByRole('textbox', { name: signupCopy.label })).toBeVisible();
  if (signupCopy.prompt) await expect(region(page).getByText(signupCopy.prompt)).toBeVisible();
  expect(await visibleText(page)).not.toContain(`${before}${info}${after}`);

  // Without: no field, so nothing that speaks of one; what is said is what is offered, the address as a mail link.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/news');
  await expect(region(plain).getByRole('textbox')).toHaveCount(0);
  await expect(region(plain).getByRole('button')).toHaveCount(0);
  const text = await visibleText(plain);
  expect(text).toContain(signupCopy.text);
  expect(text).toContain(`${before}${info}${after}`);
  if (signupCopy.prompt) expect(text).not.toContain(signupCopy.prompt);
  expect(text).not.toContain(signupCopy.label);
  await expect(region(plain).getByRole('link', { name: info })).toBeVisible();
  await context.close();
});

/** Records every mail draft the page opens (each is a click on a mailto: link) instead of opening a mail app. */
async function recordDrafts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { drafts: string[] }).drafts = [];
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a[href^="mailto:"]') : null;
        if (link instanceof HTMLAnchorElement && link.hidden) {
          (window as unknown as { drafts: string[] }).drafts.push(link.href);
          event.preventDefault();
        }
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { drafts: string[] }).drafts);
}

test('newsletter: nojs+tag@example.com reaches the mail draft exactly, once for a double click', async ({ page }) => {
  const drafts = await recordDrafts(page);
  await page.goto('/news');
  const signup = signupOf(page);
  await signup.getByLabel(signupCopy.label).fill('nojs+tag@example.com');
  await signup.getByRole('button', { name: signupCopy.button }).dblclick();
  await expect(page.getByRole('region', { name: site().ui.notifications }).getByText(signupCopy.draft.title, { exact: true })).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await drafts()).toHaveLength(1);
  expect(parseMailto((await drafts())[0]!)).toMatchObject({
    to: [info],
    fields: { subject: signupCopy.draft.subject, body: fill(signupCopy.draft.body, { email: 'nojs+tag@example.com' }) },
  });
});

test('newsletter: Enter pressed twice opens one mail draft and says so once; a changed address opens another', async ({ page }) => {
  const drafts = await recordDrafts(page);
  await page.goto('/news');
  const field = page.getByRole('region', { name: signupCopy.heading }).getByRole('textbox', { name: signupCopy.label });
  await field.fill('ward.manager@hospital.example');
  await field.press('Enter');
  await expect.poll(drafts).toHaveLength(1);
  await field.press('Enter');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await drafts()).toHaveLength(1);
  const notices = page.getByRole('region', { name: site().ui.notifications }).getByRole('listitem');
  await expect(notices.filter({ hasText: signupCopy.draft.title })).toHaveCount(1);
  await expect(field).toHaveValue('ward.manager@hospital.example');
  await field.fill('head.nurse@hospital.example');
  await field.press('Enter');
  await expect.poll(drafts).toHaveLength(2);
  expect(parseMailto((await drafts())[1]!).fields.body).toContain('head.nurse@hospital.example');
});

test('newsletter: a@b and a 5,000-character address are refused with a line that says what an address looks like', async ({ page }) => {
  const drafts = await recordDrafts(page);
  await page.goto('/news');
  const signup = signupOf(page);
  const field = signup.getByLabel(signupCopy.label);
  const long = `${'a'.repeat(4988)}@example.com`;
  expect(long).toHaveLength(5000);
  for (const address of ['a@b', long]) {
    await field.fill(address);
    await signup.getByRole('button', { name: signupCopy.button }).click();
    await expect(page.getByRole('region', { name: site().ui.notifications }).getByText(signupCopy.invalid.title, { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await field.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(signupCopy.invalid.text);
    await expect(field).toBeFocused();
    // What was typed stays as typed, to be corrected.
    await expect(field).toHaveValue(address);
  }
  expect(await drafts()).toEqual([]);
  // Correcting it clears the line.
  await field.fill('ward.manager@hospital.example');
  await expect(field).not.toHaveAttribute('aria-invalid');
});

test('newsletter: an address typed before a reload is still in the field after it, and the field is required in the HTML', async ({ page }) => {
  await page.goto('/news');
  const field = signupOf(page).getByLabel(signupCopy.label);
  await field.fill('ward.manager@hospital.example');
  await page.reload();
  await expect(signupOf(page).getByLabel(signupCopy.label)).toHaveValue('ward.manager@hospital.example');
  const { html } = await rawHtml(page, '/news');
  expect(tags(html, 'input').filter((input) => input.name === 'email' && input.required === '')).not.toEqual([]);
});
