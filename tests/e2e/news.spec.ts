import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { loadNews } from '~/content/load.server';
import { readableDate } from '~/lib/dates';
import { parseMailto } from '~/lib/mailto';
import { expectNoAxeViolations, h1Text, jsonLdNodes, rawHtml, watchConsole } from './support';

// The stories as content/news/ holds them, in the newsroom's order (newest first; undated ones after).
const stories = loadNews();
const featuredStory = stories.find((story) => story.featured)!;
const FEATURED = `/news/${featuredStory.slug}`;
const others = stories.filter((story) => !story.featured);
const inCategory = (category: string) => others.filter((story) => story.category === category);
/** A story's first "## " heading: a sentence only its page shows. */
const firstHeading = (file: string) => /^## (.+)$/m.exec(readFileSync(file, 'utf8').split(/^---$/m).slice(2).join('---'))?.[1];

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

const grid = (page: Page) => page.getByRole('region', { name: 'All stories' }).getByRole('article');
const gridLinks = (page: Page) => page.getByRole('region', { name: 'All stories' }).getByRole('link', { name: /^Read more/ });

/** The page's schema.org nodes of one type. */
function jsonLdOf(html: string, type: string): Record<string, unknown>[] {
  return jsonLdNodes(html).filter((node) => node['@type'] === type);
}

test('visitor sees the featured story on top and every other story in the newsroom order, never the featured one twice', async ({ page }) => {
  const console = watchConsole(page);
  const local = await stayLocal(page);
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsroom');
  const featured = page.getByRole('region', { name: featuredStory.title });
  await expect(featured.getByText('Featured story')).toBeVisible();
  await expect(featured.getByRole('link', { name: /^Read more/ })).toHaveAttribute('href', FEATURED);

  await expect(grid(page)).toHaveCount(others.length);
  const hrefs = await gridLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(others.map((story) => `/news/${story.slug}`));
  // A date shows only where the company gave one, as the story's own.
  const dates = await grid(page)
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
  expect(dates).toEqual(others.flatMap((story) => (story.date ? [story.date] : [])));
  await expect(page.getByText(`${others.length} stories shown`)).toBeVisible();

  // Scroll-to-top appears past 300px.
  await page.mouse.wheel(0, 800);
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  await expectNoAxeViolations(page);
  console.assertNone();
  local.assertNone();
});

test('visitor filters by category, shares the address and walks back with the back button', async ({ page, context }) => {
  const console = watchConsole(page);
  await page.goto('/news');
  const filter = page.getByRole('navigation', { name: 'Filter stories by category' });

  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await filter.getByRole('link', { name: 'Press' }).click();
  await expect(page).toHaveURL(/\/news\?category=press$/);
  await expect(filter.getByRole('link', { name: 'Press' })).toHaveAttribute('aria-current', 'true');
  await expect(grid(page)).toHaveCount(inCategory('press').length);
  for (const chip of await grid(page).locator('p > span').allTextContents()) expect(chip).toBe('Press');

  await filter.getByRole('link', { name: 'Funding' }).click();
  await expect(page).toHaveURL(/category=funding$/);
  // The featured funding story stays out of the grid.
  await expect(grid(page)).toHaveCount(inCategory('funding').length);
  expect(await gridLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    inCategory('funding').map((story) => `/news/${story.slug}`),
  );

  await page.goBack();
  await expect(page).toHaveURL(/category=press$/);
  await expect(grid(page)).toHaveCount(inCategory('press').length);
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(grid(page)).toHaveCount(others.length);
  // Filtering is instant: the stories are already on the page, nothing is fetched again.
  expect(fetched.filter((path) => path.endsWith('.data'))).toEqual([]);

  // A shared address opens on the same view.
  const shared = await context.newPage();
  await shared.goto('/news?category=announcements');
  await expect(grid(shared)).toHaveCount(inCategory('announcements').length);
  await expect(shared.getByRole('link', { name: 'Announcements' })).toHaveAttribute('aria-current', 'true');
  console.assertNone();
});

test('without JavaScript the newsroom lists every story and an article shows its whole text', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/news?category=press');
  await expect(grid(page)).toHaveCount(others.length);
  const story = others.find((item) => firstHeading(item.file))!;
  await page.goto(`/news/${story.slug}`);
  await expect(page.getByRole('heading', { name: firstHeading(story.file), exact: true })).toBeVisible();
  await context.close();
});

test('an article opened directly runs no framework code and its links open the next article', async ({ page }) => {
  const console = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/news/building-physical-ai', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'The six parts', exact: true })).toBeVisible();
  // An article has no islands: its one script is the shell's (docs/decisions/1600).
  expect(scripts.filter((script) => /\/assets\/islands-/.test(script))).toEqual([]);
  await page.getByRole('link', { name: 'pre-seed round' }).click();
  await expect(page).toHaveURL(/\/news\/pre-seed-funding-round$/);
  await expect(page.getByRole('heading', { name: 'We are building physical AI' })).toBeVisible();
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
  // Sentences that appear only in article bodies: each story's first heading.
  const bodies = stories.flatMap((story) => firstHeading(story.file) ?? []);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    expect(html).not.toContain(`>${body}<`);
    expect(data).not.toContain(`"${body}"`);
    for (const script of scripts) expect(script).not.toContain(`"${body}"`);
  }
  // Excerpts quote product figures as figures, never as [[product.spec]].
  expect(html).not.toContain('[[');
});

test('every Read more leads to a prerendered article with its date when it has one, NewsArticle data and social tags', async ({ page }) => {
  const { html } = await rawHtml(page, '/news');
  const links = [...new Set([...html.matchAll(/href="(\/news\/[a-z0-9-]+)"/g)].map((m) => m[1]!))];
  expect(links).toHaveLength(stories.length);
  for (const link of links) {
    const story = stories.find((item) => `/news/${item.slug}` === link)!;
    const article = await rawHtml(page, link);
    expect(article.status, link).toBe(200);
    const title = h1Text(article.html)!;
    expect(title, link).toBeTruthy();
    expect(article.html).toContain(`<meta property="og:type" content="article"/>`);
    expect(article.html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    const [ld] = jsonLdOf(article.html, 'NewsArticle');
    expect(ld, link).toMatchObject({ '@context': 'https://schema.org', '@type': 'NewsArticle' });
    // A date the company has not given is published nowhere: not in the data, not in the head.
    expect(ld!.datePublished, link).toBe(story.date);
    expect(article.html.includes('article:published_time'), link).toBe(story.date !== undefined);
    expect(ld!.mainEntityOfPage).toBe(`https://www.ihubrobotics.com${link}`);
    expect(ld!.author).toMatchObject({ '@type': 'Organization', name: 'iHub Robotics' });
    // The headline in the data is the visible title.
    expect(ld!.headline).toBe(title);
  }
});

test('visitor reads an article, moves to the previous story and back to the newsroom', async ({ page }) => {
  const console = watchConsole(page);
  const story = others[0]!;
  const previous = stories[stories.indexOf(story) + 1]!;
  await page.goto('/news');
  await gridLinks(page).filter({ hasText: story.title }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${story.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
  if (story.date) await expect(page.getByText(readableDate(story.date))).toBeVisible();
  else await expect(page.locator('main time')).toHaveCount(0);
  await expect(page).toHaveTitle(story.title);
  await expectNoAxeViolations(page);

  const more = page.getByRole('navigation', { name: 'More stories' });
  await more.getByRole('link', { name: /Previous story/ }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${previous.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(previous.title);
  await page.getByRole('link', { name: '← Newsroom' }).click();
  await expect(page).toHaveURL(/\/news$/);
  console.assertNone();
});

test('the feed is linked from the newsroom, parses as XML and lists every story', async ({ page }) => {
  const { html } = await rawHtml(page, '/news');
  expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="iHub Robotics Newsroom" href="/news/feed.xml"/>');
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
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.version).toBe('2.0');
  expect(feed.links).toEqual(stories.map((story) => `https://www.ihubrobotics.com/news/${story.slug}`));
  // A <pubDate> only for a date the company gave, newest first.
  expect(feed.dates).toHaveLength(stories.filter((story) => story.date).length);
  expect(feed.dates).toEqual([...feed.dates].sort((a, b) => b - a));
  // Product figures quoted in bodies read as figures in the feed too, never as [[product.spec]].
  expect(xml).not.toContain('[[');
});

test('newsletter: an empty address asks for one; a filled one opens a mail draft and says only that', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/news');
  const signup = page.getByRole('region', { name: /News from iHub Robotics/ });
  const toast = (title: string) => page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: title });
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast('Email required')).toBeVisible();
  await expect(toast('Email required')).toContainText('Please enter your email address to subscribe.');

  await signup.getByLabel('Email address').fill('ward.manager@hospital.example');
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast('Your mail draft is ready')).toBeVisible();
  await expect(toast('Your mail draft is ready')).toContainText('Send the draft from your mail app to subscribe. Nothing has been sent yet.');
  await expect(page.getByText(/Subscription successful/)).toHaveCount(0);
  const draft = signup.getByRole('link', { name: 'info@ihubrobotics.com' });
  await expect(draft).toHaveAttribute(
    'href',
    /^mailto:info@ihubrobotics\.com\?subject=Newsletter%20subscription&body=Please%20add%20ward\.manager%40hospital\.example%20/,
  );
  await expect(signup.getByLabel('Email address')).toHaveValue('ward.manager@hospital.example');
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
  const signup = page.getByRole('region', { name: /News from iHub Robotics/ });
  // Chromium's mailto: submission sent `nojs+tag@example.com` as `nojs tag@example.com`: no field to submit that way.
  await expect(signup.getByRole('textbox')).toHaveCount(0);
  expect(await page.locator('form[action^="mailto:"], form[method="post"]').count()).toBe(0);
  await expect(signup).toContainText(
    'This signup cannot run in your browser right now. Write to info@ihubrobotics.com from the address you want our news at',
  );
  await signup.getByRole('link', { name: 'info@ihubrobotics.com' }).click();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(asked).toEqual(['mailto:info@ihubrobotics.com?subject=Newsletter%20subscription']);
  expect(page.url()).not.toContain('?');
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

const signupOf = (page: Page) => page.getByRole('region', { name: /News from iHub Robotics/ });

test('newsletter: nojs+tag@example.com reaches the mail draft exactly, once for a double click', async ({ page }) => {
  const drafts = await recordDrafts(page);
  await page.goto('/news');
  const signup = signupOf(page);
  await signup.getByLabel('Email address').fill('nojs+tag@example.com');
  await signup.getByRole('button', { name: 'Subscribe' }).dblclick();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Your mail draft is ready', { exact: true })).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await drafts()).toHaveLength(1);
  expect(parseMailto((await drafts())[0]!)).toMatchObject({
    to: ['info@ihubrobotics.com'],
    fields: { subject: 'Newsletter subscription', body: 'Please add nojs+tag@example.com to the iHub Robotics newsletter.' },
  });
});

test('newsletter: a@b and a 5,000-character address are refused with a line that says what an address looks like', async ({ page }) => {
  const drafts = await recordDrafts(page);
  await page.goto('/news');
  const signup = signupOf(page);
  const field = signup.getByLabel('Email address');
  const long = `${'a'.repeat(4988)}@example.com`;
  expect(long).toHaveLength(5000);
  for (const address of ['a@b', long]) {
    await field.fill(address);
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Please check your email address', { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await field.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(
      'Enter one address like name@example.com, without spaces and no longer than 254 characters.',
    );
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
  const field = signupOf(page).getByLabel('Email address');
  await field.fill('ward.manager@hospital.example');
  await page.reload();
  await expect(signupOf(page).getByLabel('Email address')).toHaveValue('ward.manager@hospital.example');
  const { html } = await rawHtml(page, '/news');
  expect(html).toMatch(/<input[^>]*name="email"[^>]*required=""|<input[^>]*required=""[^>]*name="email"/);
});
