/**
 * The layout details a buyer notices (issue 43, docs/decisions/3362), measured as element boxes at
 * the widths named: no figure split across lines, key facts in full rows, figures side by side on
 * one line, the home tiles in one shape, and the language switch on one line; cards and their icon
 * tiles never round, a flag beside its caption, and a headquarters that shows no address line
 * without a city and no empty room (docs/decisions/3396). The words come from content through the
 * loaders; nothing here pins them.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadProducts, loadSite } from '~/content/load.server';
import type { Product } from '~/content/schemas/products';
import { sitePages, translatedPages, versionsOf } from '~/site-map.server';
import { sectionsOf } from './content';
import { figuresBroken, figuresOffBaseline, namesBroken, orphans } from './frames';

const WIDTHS = [320, 390, 768, 1440] as const;
const products = loadProducts();
const productPages = products.map((product) => product.path);

/** Runs a measure at each width and gathers its findings, each with its width. */
async function atWidths(page: Page, measure: () => Promise<string[]>): Promise<string[]> {
  const findings: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const finding of await measure()) findings.push(`${width} px: ${finding}`);
  }
  return findings;
}

/** The English pages whose figures are checked: home, every product, the solutions pages. */
const figurePages = ['/', ...productPages, ...sitePages().flatMap((page) => (page.path.startsWith('/solutions/') ? [page.path] : []))];

for (const path of figurePages) {
  test(`on ${path} no figure ("25 kg", "10.1-inch") breaks across two lines at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    await page.goto(path);
    expect(await atWidths(page, () => figuresBroken(page))).toEqual([]);
  });
}

test('the measure of figures finds one split after its hyphen', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const box = document.createElement('p');
    box.style.cssText = 'width: 4.5em; font-size: 16px';
    box.textContent = 'a 10.1-inch screen';
    document.querySelector('main')!.prepend(box);
  });
  expect(await figuresBroken(page)).toEqual(['"10.1-inch" breaks across lines']);
});

/**
 * The names in Latin letters a heading may carry, from content: each robot's name and its family's
 * ("Octa Bot", "Tara Gen 1"), where it has more than one word.
 */
const latinNames = [...new Set(products.flatMap((product) => [product.name, product.category]))].filter((name) =>
  /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)+$/.test(name),
);
const NAME_WIDTHS = [320, 390] as const;

for (const { path } of translatedPages('ar')) {
  test(`on ${path} no Latin name in a heading ("Octa Bot", "Tara Gen 1") breaks across two lines or reads out of order at ${NAME_WIDTHS.join(' and ')} px`, async ({
    page,
  }) => {
    await page.goto(path);
    const findings: string[] = [];
    for (const width of NAME_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const finding of await namesBroken(page, latinNames)) findings.push(`${width} px: ${finding}`);
    }
    expect(findings).toEqual([]);
  });
}

test('the measure of names finds one broken across lines in a heading', async ({ page }) => {
  const name = latinNames[0]!;
  await page.goto('/ar/');
  await page.evaluate((name) => {
    const heading = document.createElement('h2');
    heading.style.cssText = 'width: 3em; font-size: 16px';
    heading.textContent = `روبوت ${name} للمستشفيات`;
    document.querySelector('main')!.prepend(heading);
  }, name);
  expect(await namesBroken(page, [name])).toEqual([expect.stringContaining(`"${name}" breaks across lines`)]);
});

test('the measure of names finds one whose words stand out of order in a heading', async ({ page }) => {
  const name = latinNames.find((each) => each.split(' ').length > 1)!;
  const [head, ...tail] = name.split(' ');
  await page.goto('/ar/');
  // A box at the end of a Latin text, with nothing to hold it in order: it takes the page's direction.
  await page.evaluate(
    ({ head, tail }) => {
      const heading = document.createElement('h2');
      heading.append(`${head} `);
      const box = document.createElement('span');
      box.style.display = 'inline-block';
      box.textContent = tail;
      heading.append(box);
      document.querySelector('main')!.prepend(heading);
    },
    { head: head!, tail: tail.join(' ') },
  );
  expect(await namesBroken(page, [name])).toEqual([expect.stringContaining(`"${name}" reads out of order`)]);
});

/** A product's key facts as its hero shows them: each spec's short wording where it has one (src/content/sections.server.ts). */
function keyFactLabels(product: Product): string[] {
  return (product.keyFacts ?? []).flatMap((key) => {
    const spec = product.specs?.find((item) => item.key === key);
    return spec ? [spec.short?.label ?? spec.label] : [];
  });
}

for (const english of products) {
  for (const { lang, path } of versionsOf(english.path)) {
    const labels = keyFactLabels(loadProducts(lang).find((product) => product.id === english.id)!);
    test(`on ${path} the key facts fill every row they stand in, from 320 to 1440 px`, async ({ page }) => {
      test.skip(labels.length < 2, 'fewer than two key facts: one row');
      await page.goto(path);
      // The list in the page's first section that holds the product's key facts.
      const facts = page
        .locator('main section')
        .first()
        .locator('dl')
        .filter({ has: page.locator('dt', { hasText: labels[0] }) });
      await expect(facts).toHaveCount(1);
      await expect(facts.locator('dt')).toHaveText(labels);
      expect(await atWidths(page, () => orphans(facts))).toEqual([]);
    });
  }
}

test('the measure of rows finds a fact left alone on the last row', async ({ page }) => {
  await page.goto('/tara-greet');
  await page.setViewportSize({ width: 390, height: 900 });
  const lists = page.locator('main section').first().locator('dl');
  expect(await orphans(lists)).toEqual([]);
  await lists.evaluateAll((all) => all.forEach((list) => list.setAttribute('style', 'display: grid; grid-template-columns: 1fr 1fr')));
  expect(await orphans(lists)).toContainEqual(expect.stringMatching(/rows of 2, 1 items/));
});

for (const path of ['/', '/ar', ...productPages]) {
  test(`on ${path} figures side by side stand on one line at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    await page.goto(path);
    expect(await atWidths(page, () => figuresOffBaseline(page))).toEqual([]);
  });
}

test('the measure of figures side by side finds one that sits lower', async ({ page }) => {
  await page.goto('/');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.evaluate(() => {
    const lists = [...document.querySelectorAll('main dl')].filter((list) => list.children.length > 2);
    const figure = lists.at(-1)!.children[1]!.querySelector('dd')!;
    figure.style.marginTop = '12px';
  });
  expect((await figuresOffBaseline(page)).length).toBeGreaterThan(0);
});

/** The home page's tiles: each an article holding a disclosure (its description) and the tile's picture. */
const TILES = 'main article:has(details):has(img)';

/** Findings on the tiles' shape: in a row, one height; a tile's link, when it has one, in its title's row. */
function tileShapes(page: Page): Promise<string[]> {
  return page.locator(TILES).evaluateAll((tiles) => {
    const findings: string[] = [];
    const rows = new Map<number, number[]>();
    for (const tile of tiles) {
      const box = tile.getBoundingClientRect();
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), Math.round(box.height)]);
      const title = tile.querySelector('summary')!.getBoundingClientRect();
      for (const link of tile.querySelectorAll('a[href]')) {
        const at = link.getBoundingClientRect();
        if (at.top < title.top - 1 || at.bottom > title.bottom + 1) findings.push(`${tile.id}: its link stands outside its title's row`);
      }
    }
    for (const heights of rows.values()) if (new Set(heights).size > 1) findings.push(`tiles in a row of heights ${heights.join(', ')} px`);
    // With a link or without, a tile's title row keeps one width: the "+" of every tile in a row
    // stands at one place, and their titles wrap at one width (the link's room is kept).
    const titleWidths = new Map<number, number[]>();
    for (const tile of tiles) {
      const top = Math.round(tile.getBoundingClientRect().top);
      titleWidths.set(top, [...(titleWidths.get(top) ?? []), Math.round(tile.querySelector('summary')!.getBoundingClientRect().width)]);
    }
    for (const widths of titleWidths.values()) if (new Set(widths).size > 1) findings.push(`title rows in a row of widths ${widths.join(', ')} px`);
    return findings;
  });
}

for (const path of ['/', '/ar']) {
  test(`on ${path} the industry tiles have one shape, with a link or without, at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    await page.goto(path);
    expect(await page.locator(TILES).count()).toBeGreaterThan(1);
    expect(
      await page
        .locator(TILES)
        .filter({ has: page.locator('a[href]') })
        .count(),
      'tiles with a link',
    ).toBeGreaterThan(0);
    expect(await atWidths(page, () => tileShapes(page))).toEqual([]);
  });
}

test('the measure of tiles finds a link under its title', async ({ page }) => {
  await page.goto('/');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addStyleTag({ content: 'main article:has(details) a[href] { position: relative; top: 48px; }' });
  expect(await tileShapes(page)).toContainEqual(expect.stringContaining('its link stands outside its title'));
});

/** The pages with a product strip (the `product-families` kind), in every language. */
const stripPages = sitePages()
  .filter((page) => sectionsOf(page.path, 'product-families').length)
  .flatMap((page) => versionsOf(page.path));

/**
 * The cards of a product strip that share a row line up part by part: the same height, their names,
 * key facts and versions on one line each, and every link at the foot (docs/decisions/3502).
 */
function stripRows(page: Page): Promise<string[]> {
  return page.locator('main ul:has(> li > article [data-card-link])').evaluateAll((lists) =>
    lists.flatMap((list, index) => {
      const rows = new Map<number, Element[]>();
      for (const item of list.children) {
        const top = Math.round(item.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), item]);
      }
      const findings: string[] = [];
      for (const cards of rows.values()) {
        if (cards.length < 2) continue;
        const parts: Record<string, (card: Element) => number | undefined> = {
          'bottom of the card': (card) => card.querySelector('article')?.getBoundingClientRect().bottom,
          'top of the name': (card) => card.querySelector('h3')?.getBoundingClientRect().top,
          'top of the key facts': (card) => card.querySelector('dl')?.getBoundingClientRect().top,
          'top of the versions': (card) => card.querySelector('article ul')?.parentElement?.getBoundingClientRect().top,
          'top of the link': (card) => card.querySelector('[data-card-link]')?.getBoundingClientRect().top,
        };
        for (const [part, measure] of Object.entries(parts)) {
          const at = cards.flatMap((card) => {
            const value = measure(card);
            return value === undefined ? [] : [Math.round(value)];
          });
          if (at.length > 1 && Math.max(...at) - Math.min(...at) > 1)
            findings.push(`strip ${index + 1}: the ${part} differs across a row of ${cards.length} cards (${at.join(', ')})`);
        }
      }
      return findings;
    }),
  );
}

for (const { path } of stripPages) {
  test(`on ${path} the cards of the product strip line up part by part, from 320 to 1440 px`, async ({ page }) => {
    await page.goto(path);
    expect(await atWidths(page, () => stripRows(page))).toEqual([]);
  });
}

test('the measure of the product strip finds key facts lower in one card', async ({ page }) => {
  await page.goto(stripPages[0]!.path);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addStyleTag({ content: 'main li:first-child > article dl { margin-top: 64px !important; }' });
  expect(await stripRows(page)).toContainEqual(expect.stringContaining('the top of the key facts differs'));
});

/** The pages whose call to action offers two actions or more, in every language. */
const ctaPages = sitePages()
  .filter((page) => sectionsOf(page.path, 'cta').some((section) => section.actions.length > 1))
  .flatMap((page) => versionsOf(page.path));

/** The widths of the actions of each call to action on the page, rounded, by band. */
const ctaActionWidths = (page: Page) =>
  page
    .locator('main section[data-section="cta"]')
    .evaluateAll((bands) => bands.map((band) => [...band.querySelectorAll('a[href]')].map((link) => Math.round(link.getBoundingClientRect().width))));

for (const { path } of ctaPages) {
  test(`on ${path} the actions of a call to action stand one under the other, of one width, at 320 and 390 px (docs/decisions/3503)`, async ({
    page,
  }) => {
    await page.goto(path);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const widths of await ctaActionWidths(page)) expect(new Set(widths).size, `${width} px: widths ${widths.join(', ')}`).toBe(1);
    }
  });
}

const centresPages = sitePages()
  .filter((page) => sectionsOf(page.path, 'centres').length)
  .flatMap((page) => versionsOf(page.path));

for (const { path } of centresPages) {
  test(`on ${path} at 390 px each R&D centre is one row, its name beside its mark (docs/decisions/3503)`, async ({ page }) => {
    await page.goto(path);
    await page.setViewportSize({ width: 390, height: 900 });
    const rows = await page.locator('main section[data-section="centres"] li').evaluateAll((items) =>
      items.map((item) => {
        const mark = item.querySelector('svg')!.getBoundingClientRect();
        const name = item.querySelector('h3')!.getBoundingClientRect();
        return { name: item.querySelector('h3')!.textContent, beside: name.top < mark.bottom && name.bottom > mark.top };
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.beside, `${row.name}: its name stands under its mark`).toBe(true);
  });
}

/** Whether every line box of an element's text overlaps the first one vertically: its text is one line. */
const oneLine = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const boxes: DOMRect[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...[...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0));
      }
      const [first, ...rest] = boxes;
      return !!first && rest.every((rect) => rect.top < first.bottom && rect.bottom > first.top);
    });

/** The header's talk button as drawn on a phone (its short label; the long one is hidden below md). */
const TALK = 'header .container-page > div > a[href$="/contact"] > span:visible';

for (const lang of ['en', 'ar'] as const) {
  const home = lang === 'en' ? '/' : '/ar/';
  test(`on ${home} the header's talk button keeps its label on one line and its neighbours their 44 px, from 320 to 767 px`, async ({ page }) => {
    await page.goto(home);
    await page.evaluate(() => document.fonts.ready);
    const findings: string[] = [];
    for (const width of [320, 360, 390, 414, 430, 640, 767]) {
      await page.setViewportSize({ width, height: 900 });
      if (!(await oneLine(page, TALK))) findings.push(`${width} px: "${await page.locator(TALK).first().textContent()}" on two lines`);
      for (const button of await page.locator('header .container-page > div > button:visible').all()) {
        const box = (await button.boundingBox())!;
        if (box.width < 44 || box.height < 44) findings.push(`${width} px: a header button ${box.width} × ${box.height} px`);
      }
    }
    expect(findings).toEqual([]);
  });
}

const SWITCH = 'header a[hreflang]';

/** A page with no Arabic version: its switcher leads to the Arabic home. */
const englishOnly = sitePages().find((page) => versionsOf(page.path).length === 1 && page.path !== '/')!.path;

test(`on ${englishOnly}, which has no Arabic version, the language switch in the header is one line, from 640 to 1440 px`, async ({ page }) => {
  await page.goto(englishOnly);
  const home = loadSite('ar').ui.languageHome;
  const link = page.locator(SWITCH).first();
  await expect(link).toHaveAttribute('title', /.+/);
  for (const width of [640, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const box = (await link.boundingBox())!;
    expect(await oneLine(page, SWITCH), `${width} px: the switch on one line`).toBe(true);
    expect(box.height, `${width} px: the switch's height`).toBeLessThanOrEqual(48);
  }
  // From 1024 px the words say it leads home; below, a house does, and the words stay its name.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(link.getByText(home, { exact: true })).toBeVisible();
  await expect(link).toHaveAccessibleName(new RegExp(home));
});

/** Whether two boxes share a line: each overlaps the other vertically. */
const sameLine = (a: { y: number; height: number }, b: { y: number; height: number }) => a.y < b.y + b.height && b.y < a.y + a.height;

test(`on ${englishOnly} the switch says on its own line that the page has no Arabic version: in the menu at 390 px, in the header at 1440 px`, async ({
  page,
}) => {
  const { languageHomeReason: reason } = loadSite('ar').ui;
  await page.goto(englishOnly);
  await page.setViewportSize({ width: 1440, height: 900 });
  const header = page.locator('header').first();
  const notice = header.getByText(reason, { exact: true });
  await expect(notice).toBeVisible();
  expect(
    sameLine((await notice.boundingBox())!, (await header.locator('a[hreflang]').first().boundingBox())!),
    '1440 px: the reason on the switch line',
  ).toBe(true);
  expect(await oneLine(page, `header [lang="ar"]:text-is("${reason}")`), '1440 px: the reason on one line').toBe(true);

  await page.setViewportSize({ width: 390, height: 900 });
  await header.getByRole('button', { name: loadSite('en').header.menuLabel, exact: true }).click();
  const menu = page.getByRole('dialog');
  const why = menu.locator('p[lang="ar"]');
  // The menu's own switch: the link beside the reason (the bar inside the menu hides its own at 390 px).
  const link = why.locator('xpath=..').locator('a[hreflang]');
  await expect(why).toHaveText(reason);
  expect(sameLine((await why.boundingBox())!, (await link.boundingBox())!), '390 px: the reason beside the switch').toBe(true);
  expect(await oneLine(page, 'dialog p[lang="ar"]'), '390 px: the reason on one line').toBe(true);
});

test('the measure of lines finds the switch on two lines', async ({ page }) => {
  await page.goto(englishOnly);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await oneLine(page, SWITCH)).toBe(true);
  await page.addStyleTag({ content: `${SWITCH} > span { flex-direction: column !important; }` });
  expect(await oneLine(page, SWITCH)).toBe(false);
});

/**
 * Cards and the icon tiles in them keep the kit's shape: corners a small part of their side, never
 * so round that a card or its icon tile reads as a circle (issue 43). Measured on every card
 * (`main article`) and, inside one, every small box with a ground of its own that holds a picture
 * (an icon tile), links aside (a round arrow is a button, not a tile).
 */
function roundShapes(page: Page): Promise<string[]> {
  return page.locator('main article').evaluateAll((cards) => {
    const findings: string[] = [];
    const ratio = (element: Element) => {
      const box = element.getBoundingClientRect();
      const radius = parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0;
      return { box, share: radius / Math.min(box.width, box.height) };
    };
    for (const card of cards) {
      const name = card.querySelector('h2, h3')?.textContent?.trim() ?? card.id;
      const { box, share } = ratio(card);
      if (box.width && share > 0.25) findings.push(`card "${name}": corners ${Math.round(share * 100)}% of its side`);
      for (const inner of card.querySelectorAll('span, div')) {
        if (inner.closest('a') || !inner.querySelector('svg')) continue;
        const ground = getComputedStyle(inner).backgroundColor;
        if (ground === 'rgba(0, 0, 0, 0)' || ground === 'transparent') continue;
        const tile = ratio(inner);
        if (!tile.box.width || tile.box.width > 64 || tile.box.height > 64) continue;
        if (tile.share > 0.3) findings.push(`icon tile of "${name}": corners ${Math.round(tile.share * 100)}% of its side`);
      }
    }
    return findings;
  });
}

/** Every page with feature cards, in each language it is published in. */
const featurePages = sitePages()
  .filter((page) => sectionsOf(page.path, 'feature-cards').length)
  .flatMap((page) => versionsOf(page.path).map((version) => version.path));

for (const path of featurePages) {
  test(`on ${path} no card and no icon tile in a card is drawn round, at 390 and 1440 px`, async ({ page }) => {
    await page.goto(path);
    const findings: string[] = [];
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const finding of await roundShapes(page)) findings.push(`${width} px: ${finding}`);
    }
    expect(findings).toEqual([]);
  });
}

test('the measure of round shapes finds a card drawn as a circle', async ({ page }) => {
  await page.goto(featurePages[0]!);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await roundShapes(page)).toEqual([]);
  await page.addStyleTag({ content: 'main article { border-radius: 9999px !important; }' });
  expect((await roundShapes(page)).join('\n')).toContain('card "');
});

/** Every page whose announcement hero shows a flag beside its caption, with that flag's alt text. */
const flagPages = sitePages().flatMap((page) =>
  versionsOf(page.path).flatMap((version) =>
    sectionsOf(version.path, 'announcement-hero').flatMap((hero) => (hero.flag ? [{ path: version.path, alt: hero.flag.alt }] : [])),
  ),
);

/** How far the flag stands from the first letter of its caption, and whether they share a line. */
function flagGap(page: Page, alt: string): Promise<{ sameLine: boolean; gap: number }> {
  return page.getByAltText(alt, { exact: true }).evaluate((flag) => {
    const walker = document.createTreeWalker(flag.closest('p')!, NodeFilter.SHOW_TEXT);
    let text = walker.nextNode();
    while (text && !text.textContent!.trim()) text = walker.nextNode();
    const range = document.createRange();
    const start = text!.textContent!.search(/\S/);
    range.setStart(text!, start);
    range.setEnd(text!, start + 1);
    const letter = range.getBoundingClientRect();
    const box = flag.getBoundingClientRect();
    const rtl = getComputedStyle(flag).direction === 'rtl';
    return {
      sameLine: letter.top < box.bottom && letter.bottom > box.top,
      gap: Math.round(rtl ? box.left - letter.right : letter.left - box.right),
    };
  });
}

for (const { path, alt } of flagPages) {
  test(`on ${path} the flag stands beside its caption's first word at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    await page.goto(path);
    expect(
      await atWidths(page, async () => {
        const { sameLine, gap } = await flagGap(page, alt);
        return sameLine && gap >= 0 && gap <= 24
          ? []
          : [`the flag ${sameLine ? `${gap} px from` : 'on another line than'} its caption's first letter`];
      }),
    ).toEqual([]);
  });
}

/** The pages that show the headquarters: the contact details, and a centres section's headquarters card. */
const headquartersPages = sitePages()
  .filter((page) => sectionsOf(page.path, 'contact-form').length || sectionsOf(page.path, 'centres').some((section) => section.headquarters))
  .flatMap((page) => versionsOf(page.path));

for (const { path, lang } of headquartersPages) {
  test(`on ${path} the headquarters says only what the company has given: no address line without a city, no empty room in its card`, async ({
    page,
  }) => {
    const { lines, locality } = loadSite(lang).address;
    await page.goto(path);
    if (!locality) {
      // Until the company names a city, its address lines ("… headquarters") are no address.
      for (const text of await page.locator('main address').allInnerTexts()) for (const line of lines) expect(text).not.toContain(line);
    }
    const card = page.locator('main section[aria-labelledby$="-headquarters"]');
    if (!(await card.count())) return;
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // The card's words sit in its middle, or at its top with as little room under them: never a
      // box taller than what it holds with its room at the foot.
      const { above, below } = await card.evaluate((section) => {
        const box = section.getBoundingClientRect();
        const kids = [...section.children].map((child) => child.getBoundingClientRect());
        return { above: Math.round(kids[0]!.top - box.top), below: Math.round(box.bottom - kids.at(-1)!.bottom) };
      });
      expect(below, `${width} px: room under the headquarters' words (${above} px above them)`).toBeLessThanOrEqual(above + 2);
    }
  });
}
