import { expect, test } from 'vitest';
import { canonicalPath, pathOfPageFile, redirects, sitePages } from './site-map.server';

test('a page file’s place is its address', () => {
  expect(pathOfPageFile('content/pages/index.mdx')).toBe('/');
  expect(pathOfPageFile('content/pages/tara-greet.mdx')).toBe('/tara-greet');
  expect(pathOfPageFile('content/pages/defense/rhino.mdx')).toBe('/defense/rhino');
  expect(pathOfPageFile('content/pages/solutions/index.mdx')).toBe('/solutions');
});

test('aliases and redirects come from the page files', () => {
  const rhino = sitePages().find((page) => page.path === '/defense/rhino');
  expect(rhino?.aliases).toEqual(['/rhino']);
  expect(canonicalPath('/rhino')).toBe('/defense/rhino');
  expect(canonicalPath('/about/')).toBe('/robotics');
  expect(redirects()).toContainEqual({ from: '/newsroom', to: '/news' });
});
