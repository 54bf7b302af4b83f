/**
 * The content check against a corpus of broken files (tests/fixtures/content-errors/<case>/),
 * one mistake each (one case has two, in the fields and the body of one file). Each case is laid
 * over a copy of the real content/, so the real content must be clean and each case must
 * produce exactly the problems named here.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { checkContent } from '~/content/check';
import { formatProblem } from '~/content/read';

// Each test runs the whole content check (every file, every body): slow on a busy machine.
// Each case copies content/ and public/; removing dozens of those copies takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const FIXTURES = join(__dirname, '..', 'fixtures', 'content-errors');
const made: string[] = [];

function workspace(apply: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
  made.push(dir);
  cpSync('content', join(dir, 'content'), { recursive: true });
  cpSync('public', join(dir, 'public'), { recursive: true });
  apply(dir);
  return dir;
}

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function problemsOf(dir: string): Promise<string[]> {
  return (await checkContent(dir)).problems.map(formatProblem);
}

/** Each case's whole report: one message per mistake, with file, line (from the top of the file), field and wording. */
const expected: Record<string, string | string[]> = {
  'careers-impossible-date': 'content/careers/leap.mdx:6 posted — expected a real calendar date like 2024-05-12, got "2024-02-31"',
  'careers-missing-title': 'content/careers/untitled.mdx:2 title — required field is missing (expected a job title)',
  'careers-requirements-not-list':
    'content/careers/technician.mdx:8 requirements — expected a list of requirements, got "3+ years maintaining electromechanical equipment"',
  'careers-unknown-department':
    'content/careers/legal-counsel.mdx:3 department — expected one of the departments: Engineering, Research, Design, Operations, Marketing, got "Legal"',
  'careers-unknown-key-still-linked': 'content/careers/operations-dubai.mdx:2 titel — unknown field "titel" (did you mean "title"?)',
  'careers-wrong-location': 'content/careers/chennai.mdx:4 location — expected one of the locations: Bangalore, Dubai, Riyadh, got "Chennai"',
  'news-bad-mdx-expression':
    'content/news/expression.mdx:13 body — `{32 +}` cannot be worked out (MDX reads `{…}` as code); to show the braces as text, write `\\{32 +\\}`',
  'news-broken-link':
    'content/news/link.mdx:13 body — link "/tara-greeet" leads to no page of this site; did you mean "/tara-greet"? expected a route such as /contact or /news/<slug>',
  'news-date-not-iso': 'content/news/greet-languages.mdx:3 date — expected a date like 2024-05-12, got "May 12"',
  'news-html-comment': 'content/news/comment.mdx:13 body — HTML comments do not work in MDX; write `{/* your note */}` instead',
  'news-html-line-break': 'content/news/line-break.mdx:11 body — write `<br />` (in MDX an empty tag ends with "/>")',
  'news-image-wrong-extension':
    'content/news/gif.mdx:7 image.src — expected an image path under /images/ ending in .svg, .png, .jpg, .webp or .avif, got "/images/news/funding.gif"',
  'news-less-than': 'content/news/less-than.mdx:13 body — "<" starts a tag in MDX; write \'less than 3\' or `&lt;3`',
  'news-malformed-yaml': 'content/news/bad-yaml.mdx:2 title — a quoted value has no closing quote mark ("); end it with " on the same line',
  'news-missing-anchor-in-body':
    'content/news/anchor.mdx:13 body — link "/tara#specz" leads to no anchor on /tara; its sections with an id are: versions, specifications, compare',
  'news-missing-fence':
    'content/news/no-fence.mdx:1 frontmatter — expected the file to start with a "---" line, then the fields, then a closing "---" line',
  'news-missing-image':
    'content/news/image.mdx:7 image.src — image "/images/news/greet-at-reception.svg" not found; expected a file at content/images/news/greet-at-reception.svg',
  'news-second-featured':
    'content/news/zz-featured.mdx:9 featured — expected exactly one featured news item; content/news/pre-seed-funding-round.mdx:8 is featured too: keep "featured: true" in the story that should lead the newsroom and delete it from the other',
  'news-slug-field':
    'content/news/pre-seed-round-retold.mdx:2 slug — delete this line: the address comes from the file name (pre-seed-round-retold); to use "pre-seed-told-again", rename the file to pre-seed-told-again.mdx',
  'news-tab-indent': 'content/news/tab.mdx:8 alt — this line is indented with a tab; indent with spaces, like the lines around it',
  'news-title-too-long':
    'content/news/long-title.mdx:2 title — title is 75 characters; at most 65 fit in search results, where the headline is the page title',
  'news-undefined-name':
    'content/news/languages.mdx:13 body — `{languages}` is code, which a text cannot hold; to quote a product figure, write `[[tara-care.languages]]` or `[[tara-greet.languages]]` or `[[tara-learn.languages]]`; to show the braces as text, write `\\{languages\\}`',
  'news-unknown-category':
    'content/news/category.mdx:4 category — expected one of the categories: announcements, press, funding, events, awards, partnerships, got "product-news"',
  'news-unknown-component':
    'content/news/callout.mdx:13 body — `<Callout>` is not a component of this site; the ones you can use are: none — write Markdown, or an HTML tag such as `<sup>`',
  'news-unknown-component-and-field': [
    'content/news/both.mdx:4 category — expected one of the categories: announcements, press, funding, events, awards, partnerships, got "trade-fairs"',
    'content/news/both.mdx:13 body — `<Callout>` is not a component of this site; the ones you can use are: none — write Markdown, or an HTML tag such as `<sup>`',
  ],
  'news-unknown-figure':
    'content/news/tara-greet-at-the-reception-desk.mdx:16 body — [[tara-greet.wieght]]: tara-greet has no spec "wieght"; did you mean [[tara-greet.weight]]? expected one of: height, weight, voice, navigation, display, battery, connectivity, languages, setting, useCase, role',
  'news-unknown-key': 'content/news/typo.mdx:2 titel — unknown field "titel" (did you mean "title"?)',
  'news-unquoted-colon':
    'content/news/colon.mdx:2 title — this text holds a colon followed by a space, which YAML reads as a new field; put this text in quotes: title: "Tara Greet: now at trade fairs"',
  'news-wrong-type': 'content/news/featured-yes.mdx:9 featured — expected true or false, got "yes"',
  'page-broken-frontmatter-link':
    'content/pages/physical-ai.mdx:11 sections[#1].actions[#1].href — link "/tara-gen-1" leads to no page of this site; expected a route such as /contact or /news/<slug>',
  'page-empty-heading': 'content/pages/terms.mdx:8 sections[#1].heading — expected a heading, got ""',
  'page-missing-anchor':
    'content/pages/tara-gen2.mdx:12 sections[#1].actions[#2].href — link "#specs" leads to no anchor on this page; its sections with an id are: specifications',
  'page-section-missing-field': 'content/pages/tara-greet.mdx:18 sections[#2].items[#1].title — required field is missing (expected a card title)',
  'page-unclosed-fence': 'content/pages/privacy.mdx:1 frontmatter — expected a closing "---" line after the fields',
  'page-unknown-brand':
    'content/pages/point-ai-education.mdx:61 sections[#5].brand — "iHub Robotics Schol" is not a brand in content/site.yaml; expected one of its "brands" labels: iHub Robotics School, iHub Robotics Shop',
  'page-unknown-product':
    'content/pages/defense/rhino.mdx:48 sections[#4].product — "rhinoo" is not a product; did you mean "rhino"? expected a file name under content/products/: daksha, guardian, octa-bot, rhino, tara-care, tara-gen3, tara-greet, tara-learn, tara',
  'page-unknown-section-type':
    'content/pages/tara-gen3.mdx:14 sections[#2].type — unknown section type "callout"; the kinds that exist are: announcement-hero, applications, brand-panel, card-carousel, card-grid, celebration, centres, comparison, contact-form, cta, faq, feature-cards, gallery, hero, hero-carousel, highlights, icon-tiles, industry-cards, leaders, mailboxes, media-hero, media-text, news-featured, news-list, news-mention, newsletter, not-found, open-positions, organisations, partners, product-families, product-hero, prose, reach, reasons, regions, scene, spec-list, stats, talent-network, tiles, use-cases, videos',
  'product-duplicate-key': 'content/products/rhino.yaml:6 category — `category` is given twice (first at line 4); keep one of them',
  'site-key-moved-left': 'content/site.yaml:13 sales — indent `sales` like the lines above it',
  'site-wrong-indent': 'content/site.yaml:13 sales — indent `sales` like the lines above it',
  // Issue 30: what a copywriter alone met — body slips, invisible characters, near misses, figures typed by hand.
  'news-unclosed-bold':
    'content/news/bold.mdx:11 body — `**` before "over" opens bold text that is never closed, so the page shows the asterisks; add `**` right after the last bold word (or write `\\*\\*` to show them)',
  'news-raw-image':
    "content/news/raw-image.mdx:13 body — `<img>` is published as it is: without the site's image sizes and without alt text, so screen readers say nothing about it; write a Markdown image that says what it shows, `![what the picture shows](/images/news/funding.svg)`, or show it in a `media-text` section (`image: { src, alt }`)",
  'news-unquoted-attribute':
    'content/news/unquoted.mdx:13 body — put the value of `src` in quotes: `src="/images/news/funding.svg"`; better, write the image in Markdown with what it shows: `![what the picture shows](/images/news/funding.svg)`',
  'news-empty-link':
    'content/news/empty-link.mdx:11 body — the link "Write to us" has no address; write where it leads between the round brackets, like [Write to us](/contact)',
  'news-angle-bracket-link':
    'content/news/angle-link.mdx:11 body — MDX does not read `<info@ihubrobotics.com>` as a link; write `[info@ihubrobotics.com](mailto:info@ihubrobotics.com)`',
  'news-non-breaking-space-in-field':
    'content/news/nbsp-field.mdx:2 title — a non-breaking space (U+00A0) after `title:` (column 7) looks like a space but YAML does not read it as one; delete it and type an ordinary space',
  'news-non-breaking-space-in-body':
    'content/news/nbsp-body.mdx:13 body — a non-breaking space (U+00A0) after `##` (column 3): Markdown reads `##` only before an ordinary space, so the page shows it as text; delete it and type a space',
  'news-curly-quotes':
    'content/news/curly.mdx:2 title — this value starts with a curly quote (“), as a word processor types it; YAML reads only straight quotes as quotes: title: "Tara Greet: at a trade fair"',
  'news-byte-order-mark':
    'content/news/bom.mdx:1 frontmatter — the file starts with an invisible byte-order mark (U+FEFF) before "---"; delete the first character of the file (or save it as "UTF-8" without BOM)',
  'news-category-case':
    'content/news/category-case.mdx:4 category — expected one of the categories: announcements, press, funding, events, awards, partnerships, got "Funding"; write it in lower case: "funding"',
  'news-link-typo':
    'content/news/link-typo.mdx:11 body — link "/tara-grete" leads to no page of this site; did you mean "/tara-greet"? expected a route such as /contact or /news/<slug>',
  'news-hand-typed-figure': [
    'content/news/battery.mdx:5 excerpt — "6–8 hours" restates the battery of Tara Greet, typed once in content/products/tara-greet.yaml ("6-8 hours of active use"); write [[tara-greet.battery|short]] instead, so this text follows the product file',
    'content/news/battery.mdx:13 body — "6-8 hours of active use" restates the battery of Tara Greet, typed once in content/products/tara-greet.yaml ("6-8 hours of active use"); write [[tara-greet.battery]] instead, so this text follows the product file',
    'content/news/battery.mdx:14 body — "40 kg" restates the weight of Tara Greet, typed once in content/products/tara-greet.yaml ("About 40 kg"); write [[tara-greet.weight]] instead, so this text follows the product file',
  ],
  'page-missing-list-dash':
    'content/pages/events.mdx:9 type — a new item of the list starts here: add `- ` before `type:`, as at line 6 (without it, its fields are read as a second `type` of the item above)',
  'page-section-kind-typo':
    'content/pages/showroom.mdx:8 sections[#2].type — unknown section type "feature-card"; did you mean "feature-cards"? the kinds that exist are: announcement-hero, applications, brand-panel, card-carousel, card-grid, celebration, centres, comparison, contact-form, cta, faq, feature-cards, gallery, hero, hero-carousel, highlights, icon-tiles, industry-cards, leaders, mailboxes, media-hero, media-text, news-featured, news-list, news-mention, newsletter, not-found, open-positions, organisations, partners, product-families, product-hero, prose, reach, reasons, regions, scene, spec-list, stats, talent-network, tiles, use-cases, videos',
  'page-anchor-typo':
    'content/pages/demos.mdx:9 sections[#1].actions[#1].href — link "/octa-bot#specifcations" leads to no anchor on /octa-bot; did you mean "#specifications"? its sections with an id are: specifications',
  'page-image-typo':
    'content/pages/retail-demo.mdx:9 sections[#1].image.src — image "/images/products/octa-bto.svg" not found; did you mean "/images/products/octa-bot.svg"? expected a file at content/images/products/octa-bto.svg',
  // Issue 45: the body slips a copywriter met alone.
  'news-heading-skipped':
    'content/news/heading-skipped.mdx:15 body — `####` after `##` skips a level, so screen readers announce a heading that is not there; write `###` (a heading is at most one `#` deeper than the one before it)',
  'news-heading-main':
    "content/news/heading-main.mdx:11 body — a `#` heading is the page's main heading (h1), which the page already has from its fields; write `## Heading` for a heading in the text",
  'news-image-bare-name':
    'content/news/bare-image.mdx:13 body — the image "x" is not a path under /images/, so the page shows it broken; put the file in content/images/news/ and write its path from /images/: ![a robot](/images/news/x)',
  'news-own-domain-link':
    'content/news/own-domain.mdx:11 body — link "https://www.ihubrobotics.com/tara-grete" leads to no page of this site; did you mean "/tara-greet"? write links to this site as a path, without "https://www.ihubrobotics.com"',
  // Issue 45: the slips a copywriter met alone, each at its line, with what to write instead; lists counted from 1.
  'news-curly-quotes-value':
    'content/news/curly-title.mdx:2 title — the value is wrapped in curly quotes (“…”), which YAML does not read as quote marks: they become part of the title and show on the page; use straight quotes or none: title: "Tara Greet takes the reception desk"',
  'news-curly-quotes-key':
    'content/news/curly-name.mdx:2 title — the name `“title”` is in curly quotes, as a word processor types them: YAML keeps them as part of the name, so it is not a field the site knows; write the name without quotes: `title: Tara Greet takes the reception desk`',
  'page-missing-first-dash':
    'content/pages/fairs-first-dash.mdx:6 type — the first item of `sections` has no `- `, so the list cannot be read: write `  - type: hero`, as at line 9 (every item of a list starts with `- `)',
  'page-dash-deleted-indent-left':
    'content/pages/fairs-dash-deleted.mdx:9 type — a new item of the list starts here: add `- ` before `type:`, as at line 6: `  - type: cta` (without it, the line lines up with no field above it)',
  'page-card-missing-dash':
    'content/pages/fairs-card-dash.mdx:12 title — a new item of the list starts here: add `- ` before `title:`, as at line 9: `      - title: Navigation` (without it, the line lines up with no field above it)',
  'product-byte-order-mark':
    'content/products/octa-bot.yaml:1 (file) — the file starts with an invisible byte-order mark (U+FEFF) before its first line; delete the first character of the file (or save it as "UTF-8" without BOM)',
  'page-section-kind-plural':
    'content/pages/fairs-features.mdx:6 sections[#1].type — unknown section type "features"; did you mean "feature-cards"? the kinds that exist are: announcement-hero, applications, brand-panel, card-carousel, card-grid, celebration, centres, comparison, contact-form, cta, faq, feature-cards, gallery, hero, hero-carousel, highlights, icon-tiles, industry-cards, leaders, mailboxes, media-hero, media-text, news-featured, news-list, news-mention, newsletter, not-found, open-positions, organisations, partners, product-families, product-hero, prose, reach, reasons, regions, scene, spec-list, stats, talent-network, tiles, use-cases, videos',
  'news-count-restated':
    'content/news/counted-languages.mdx:10 body — "32 languages" restates the languages of Tara Greet, typed once in content/products/tara-greet.yaml ("32+"); write [[tara-greet.languages]] languages instead, so this text follows the product file',
  'news-figure-with-its-word':
    'content/news/touchscreen.mdx:10 body — "10.1-inch touchscreen" restates the display of Tara Greet, typed once in content/products/tara-greet.yaml ("10.1-inch touchscreen"); write [[tara-greet.display]] instead, so this text follows the product file',
  'ar-page-hand-typed-figure':
    'content/ar/pages/trade-fairs.mdx:8 sections[#1].lead — "40 كغ" restates the weight of Tara Greet, typed once in content/products/tara-greet.yaml ("About 40 kg"); write [[tara-greet.weight]] instead, so this text follows the product file',
};

// That the real content passes is `npm run content:check`, the first of `npm test`'s quick checks
// (scripts/test.ts): a dirty content/ stops the run before these cases, and shows here as extra
// problems in every case.

test('every fixture in the corpus has an expectation, and there are at least 15', () => {
  const cases = readdirSync(FIXTURES).sort();
  expect(cases).toEqual(Object.keys(expected).sort());
  expect(cases.length).toBeGreaterThanOrEqual(15);
});

test.each(Object.entries(expected))('reports the mistakes of fixture %s once each, with file, line and field', async (name, messages) => {
  const dir = workspace((root) => cpSync(join(FIXTURES, name), root, { recursive: true }));
  expect(await problemsOf(dir)).toEqual([messages].flat());
});

test('ten different mistakes in six files are ten messages, each at its own line', async () => {
  const dir = workspace((root) => cpSync(join(__dirname, '..', 'fixtures', 'ten-mistakes'), root, { recursive: true }));
  expect(await problemsOf(dir)).toEqual([
    'content/site.yaml:13 sales — indent `sales` like the lines above it',
    'content/products/rhino.yaml:6 category — `category` is given twice (first at line 4); keep one of them',
    'content/pages/tara-gen2.mdx:12 sections[#1].actions[#2].href — link "#specs" leads to no anchor on this page; its sections with an id are: specifications',
    'content/pages/tara-gen2.mdx:76 body — `<Callout>` is not a component of this site; the ones you can use are: none — write Markdown, or an HTML tag such as `<sup>`',
    'content/news/daksha-enters-beta.mdx:2 title — this text holds a colon followed by a space, which YAML reads as a new field; put this text in quotes: title: "Daksha enters beta: our second-generation robot for warehouses"',
    'content/news/tara-speaks-32-languages.mdx:2 title — title is 71 characters; at most 65 fit in search results, where the headline is the page title',
    'content/news/tara-speaks-32-languages.mdx:23 body — `{languages}` is code, which a text cannot hold; to quote a product figure, write `[[tara-care.languages]]` or `[[tara-greet.languages]]` or `[[tara-learn.languages]]`; to show the braces as text, write `\\{languages\\}`',
    'content/news/tara-speaks-32-languages.mdx:23 body — link "/tara#specz" leads to no anchor on /tara; its sections with an id are: versions, specifications, compare',
    'content/careers/operations-dubai.mdx:2 titel — unknown field "titel" (did you mean "title"?)',
    'content/careers/operations-dubai.mdx:17 body — write `<br />` (in MDX an empty tag ends with "/>")',
  ]);
});

function editSite(from: string | RegExp, to: string) {
  return workspace((root) => {
    const file = join(root, 'content', 'site.yaml');
    const before = readFileSync(file, 'utf8');
    const after = before.replace(from, to);
    expect(after).not.toBe(before);
    writeFileSync(file, after);
  });
}

test('reports a malformed mailbox in site.yaml with its line', async () => {
  const dir = editSite('sales: sales@ihubrobotics.com', 'sales: sales at ihubrobotics.com');
  const line =
    readFileSync('content/site.yaml', 'utf8')
      .split('\n')
      .findIndex((l) => l.includes('sales: sales@')) + 1;
  expect(await problemsOf(dir)).toEqual([
    `content/site.yaml:${line} mailboxes.sales — expected an e-mail address like info@example.com, got "sales at ihubrobotics.com"`,
  ]);
});

test('reports a duplicated key in site.yaml once, at the second one, naming the first', async () => {
  const dir = editSite(/^name: iHub Robotics$/m, 'name: iHub Robotics\nname: iHub');
  expect(await problemsOf(dir)).toEqual(['content/site.yaml:6 name — `name` is given twice (first at line 5); keep one of them']);
});

test('reports every problem at once, across files', async () => {
  const dir = workspace((root) => {
    for (const name of ['news-date-not-iso', 'careers-wrong-location', 'news-unknown-key']) cpSync(join(FIXTURES, name), root, { recursive: true });
  });
  expect(await problemsOf(dir)).toHaveLength(3);
});

test('a deleted page file takes its address with it: every link to it is reported, nothing throws', async () => {
  const dir = workspace((root) => rmSync(join(root, 'content', 'pages', 'terms.mdx')));
  const problems = await problemsOf(dir);
  expect(problems.length).toBeGreaterThan(0);
  // The English and the Arabic menu each link to it: two links, two messages; and its Arabic
  // translation now translates nothing.
  const links = problems.filter((problem) => !problem.startsWith('content/ar/pages/terms.mdx'));
  for (const problem of links) expect(problem).toMatch(/^content\/(ar\/)?site\.yaml:\d+ \S+\.href — link "\/terms" leads to no page of this site/);
  expect(links.some((problem) => problem.startsWith('content/ar/site.yaml'))).toBe(true);
  expect(problems).toContain(
    'content/ar/pages/terms.mdx:1 (file) — content/pages/terms.mdx does not exist; a translated page has the place of the English page it translates (content/ar/pages/<same path>.mdx)',
  );
});
