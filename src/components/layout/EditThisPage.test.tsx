import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { EditThisPage } from './EditThisPage';

afterEach(() => vi.unstubAllEnvs());

/** The page's route as the page loader leaves it: its data names the content file. */
function render(path: string, repository?: string, file = `content/pages${path}.mdx`) {
  return renderToString(<EditThisPage repository={repository} pathname={path} page={{ id: `page:${path}`, loaderData: { page: { file } } }} />);
}

test('a public build shows no edit link', () => {
  vi.stubEnv('VITE_PREVIEW', '');
  expect(render('/tara', 'https://github.com/acme/site')).toBe('');
});

test('a preview build links the page to its content file on the preview branch', () => {
  vi.stubEnv('VITE_PREVIEW', '1');
  vi.stubEnv('VITE_PREVIEW_BRANCH', 'copy/tara');
  const html = render('/rhino', 'https://github.com/acme/site', 'content/pages/defense/rhino.mdx');
  expect(html).toContain('href="https://github.com/acme/site/edit/copy/tara/content/pages/defense/rhino.mdx"');
  expect(html).toContain('Edit this page');
});

test('without a repository the preview names the file instead', () => {
  vi.stubEnv('VITE_PREVIEW', '1');
  vi.stubEnv('VITE_PREVIEW_REPOSITORY', '');
  const html = render('/terms');
  expect(html).not.toContain('href=');
  expect(html).toContain('content/pages/terms.mdx');
});
