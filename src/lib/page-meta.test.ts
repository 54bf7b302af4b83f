import { expect, test } from 'vitest';
import { loadSite } from '~/content/load.server';
import { pageMeta } from './page-meta';

const site = loadSite();
const args = (pathname: string) => ({ site, pathname });
const ld = (tags: ReturnType<typeof pageMeta>) => tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []));

test('a top-level page gets head tags with its canonical address and no breadcrumb', () => {
  const tags = pageMeta(args('/about'), { title: 'About | iHub Robotics', description: 'Who we are.' });
  expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.ihubrobotics.com/robotics' });
  expect(ld(tags)).toEqual([]);
});

test('a nested page gets a breadcrumb trail through its parent page, and the page its language', () => {
  const tags = pageMeta(args('/news/pre-seed-funding-round'), { title: 'iHub Robotics raises ₹4.2 crore', description: 'Funding.' });
  expect(ld(tags)).toEqual([
    {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'iHub Robotics', item: 'https://www.ihubrobotics.com/' },
            { '@type': 'ListItem', position: 2, name: 'Newsroom', item: 'https://www.ihubrobotics.com/news' },
            {
              '@type': 'ListItem',
              position: 3,
              name: 'iHub Robotics raises ₹4.2 crore',
              item: 'https://www.ihubrobotics.com/news/pre-seed-funding-round',
            },
          ],
        },
        {
          '@type': 'WebPage',
          '@id': 'https://www.ihubrobotics.com/news/pre-seed-funding-round#webpage',
          url: 'https://www.ihubrobotics.com/news/pre-seed-funding-round',
          name: 'iHub Robotics raises ₹4.2 crore',
          inLanguage: 'en',
          isPartOf: { '@id': 'https://www.ihubrobotics.com/#website' },
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
      { name: 'iHub Robotics', item: 'https://www.ihubrobotics.com/' },
      { name: 'Rhino', item: 'https://www.ihubrobotics.com/defense/rhino' },
    ],
  });
});
