import { expect, test } from 'vitest';
import { loadSite } from './load.server';
import { pageMeta } from './page-meta';

// The site's name, address and menu labels come from content/site.yaml: read there, never typed here.
const site = loadSite();
const at = (path: string) => new URL(path, site.url).href;
const menuLabel = (href: string) => site.menu.flatMap((group) => ('links' in group ? group.links : [])).find((link) => link.href === href)?.label;
const args = (pathname: string) => ({ site, pathname });
const ld = (tags: ReturnType<typeof pageMeta>) => tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []));

test('a top-level page gets head tags with its canonical address and no breadcrumb', () => {
  const tags = pageMeta(args('/about'), { title: 'About | iHub Robotics', description: 'Who we are.' });
  expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: at('/robotics') });
  expect(ld(tags)).toEqual([]);
});

test('a nested page gets a breadcrumb trail through its parent page, and the page its language', () => {
  const tags = pageMeta(args('/news/a-story'), { title: 'A story of the tests', description: 'Funding.' });
  expect(ld(tags)).toEqual([
    {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: site.name, item: at('/') },
            // The parent's crumb is named as the menu names it.
            { '@type': 'ListItem', position: 2, name: menuLabel('/news'), item: at('/news') },
            { '@type': 'ListItem', position: 3, name: 'A story of the tests', item: at('/news/a-story') },
          ],
        },
        {
          '@type': 'WebPage',
          '@id': `${at('/news/a-story')}#webpage`,
          url: at('/news/a-story'),
          name: 'A story of the tests',
          inLanguage: 'en',
          isPartOf: { '@id': `${at('/')}#website` },
        },
      ],
    },
  ]);
});

test('an alias of a nested page names the primary page in its trail, skipping parents that are not pages', () => {
  const [graph] = ld(pageMeta(args('/rhino'), { title: 'Rhino — Defense ground robot | iHub Robotics', description: 'Rhino.' }));
  expect(graph).toMatchObject({ '@graph': [{ '@type': 'BreadcrumbList' }, { '@type': 'WebPage', inLanguage: 'en' }] });
  expect((graph as { '@graph': unknown[] })['@graph'][0]).toMatchObject({
    itemListElement: [
      { name: site.name, item: at('/') },
      { name: 'Rhino', item: at('/defense/rhino') },
    ],
  });
});
