import { expect, test } from 'vitest';
import { contentFileFor, editUrl } from './edit-link';

test('a page and its alias point at the file their loader read', () => {
  const page = { id: 'page:/rhino', loaderData: { page: { file: 'content/pages/defense/rhino.mdx' } } };
  expect(contentFileFor('/defense/rhino', page)).toBe('content/pages/defense/rhino.mdx');
  expect(contentFileFor('/rhino', page)).toBe('content/pages/defense/rhino.mdx');
});

test('a news item points at the file its loader read, or at <slug>.mdx without one', () => {
  expect(contentFileFor('/news/a', { id: 'news-item', loaderData: { item: { slug: 'a', file: 'content/news/2024-a.mdx' } } })).toBe(
    'content/news/2024-a.mdx',
  );
  expect(contentFileFor('/careers/engineer', { id: 'careers-item' })).toBe('content/careers/engineer.mdx');
});

test('the not-found page points at its page file, and a redirect at nothing', () => {
  expect(contentFileFor('/404', { id: 'not-found' })).toBe('content/pages/404.mdx');
  expect(contentFileFor('/no/such/page', { id: 'not-found' })).toBe('content/pages/404.mdx');
  expect(contentFileFor('/newsroom', { id: 'redirect:/newsroom' })).toBeUndefined();
});

test('the edit link opens the file on the branch in the repository', () => {
  expect(editUrl('https://github.com/acme/site/', 'feature/new-copy', 'content/pages/tara.mdx')).toBe(
    'https://github.com/acme/site/edit/feature/new-copy/content/pages/tara.mdx',
  );
  expect(editUrl('https://github.com/acme/site.git', 'main', 'content/site.yaml')).toBe('https://github.com/acme/site/edit/main/content/site.yaml');
});
