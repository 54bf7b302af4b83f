/**
 * Writes the newsroom feed, /news/feed.xml (RSS 2.0, with the `feed` library), from the same
 * content the site renders: every news item, newest first, with its excerpt as the summary and
 * its MDX body rendered to HTML as the full text. Called from scripts/postbuild.ts.
 */
import { createProcessor, run } from '@mdx-js/mdx';
import { Feed } from 'feed';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import { FEED_PATH } from '../../src/content/generated';
import { bodyRemarkPlugins } from '../../src/content/mdx-pipeline';
import { newsroomCopy } from '../../src/content/collection-copy.server';
import { loadNews, loadSite } from '../../src/content/load.server';
import { escapeAttribute } from '../../src/lib/escape';
import { absolute } from '../../src/lib/url';
import { fillFacts } from '../content-facts';

type MdxContent = (props: { components?: Record<string, unknown> }) => React.ReactNode;

type FeedItem = Parameters<Feed['addItem']>[0];

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

export async function writeNewsFeed(outDir: string, root = process.cwd()): Promise<{ file: string; items: number }> {
  const site = loadSite();
  const page = newsroomCopy();
  const items = loadNews();
  const url = (path: string) => absolute(site.url, path);

  const feed = new Feed({
    id: url('/news'),
    link: url('/news'),
    title: page.feed.title,
    description: page.feed.description,
    language: 'en',
    copyright: `© ${site.footer.copyright}`,
    // The newest date the company has given; without any, the library writes the build's time.
    updated: items[0]?.date ? dayOf(items[0].date) : undefined,
    generator: false,
    feedLinks: { rss: url(FEED_PATH) },
    favicon: url('/favicon.svg'),
  });

  // One processor for every body, with the site's pipeline (the safe subset included): links and
  // images inside articles become absolute URLs.
  const processor = createProcessor({ outputFormat: 'function-body', remarkPlugins: bodyRemarkPlugins() });
  const components = {
    a: ({ href = '', ...rest }: ComponentProps<'a'>) => createElement('a', { ...rest, href: href.startsWith('/') ? url(href) : href }),
    img: ({ src = '', ...rest }: ComponentProps<'img'>) =>
      createElement('img', { ...rest, src: typeof src === 'string' && src.startsWith('/') ? url(src) : src }),
  };

  for (const item of items) {
    const link = url(`/news/${item.slug}`);
    const compiled = await processor.process(fillFacts(readFileSync(join(root, item.file), 'utf8'), root));
    const { default: Content } = (await run(String(compiled), { ...runtime, baseUrl: import.meta.url })) as { default: MdxContent };
    const image = `<p><img src="${url(item.image.src)}" alt="${escapeAttribute(item.image.alt)}"></p>`;
    const entry: Omit<FeedItem, 'date'> & { date?: Date } = {
      title: item.title,
      id: link,
      link,
      ...(item.date ? { date: dayOf(item.date) } : {}),
      description: item.excerpt,
      content: image + renderToStaticMarkup(createElement(Content, { components })),
      category: [{ name: page.categories[item.category] }],
    };
    // A story without a date (the company has not given it) gets no <pubDate>: the library writes
    // one only for a date it is given (lib/feed.js, `if (entry.date)`), though its type asks for one.
    feed.addItem(entry as FeedItem);
  }

  const file = join(outDir, FEED_PATH.slice(1));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, feed.rss2());
  console.log(`postbuild: ${FEED_PATH} written (${items.length} items).`);
  return { file, items: items.length };
}
