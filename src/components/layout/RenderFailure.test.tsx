import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { loadSite } from '~/content/load.server';
import { RenderFailure } from './RenderFailure';

test('the render failure screen says "Something went wrong", shows the error and offers a refresh that needs no script', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const html = renderToStaticMarkup(<RenderFailure message="Cannot read properties of undefined (reading 'hero')" />);
  expect(html).toContain('Something went wrong');
  expect(html).toContain('The application encountered an error while rendering this component.');
  expect(html).toContain('Cannot read properties of undefined (reading &#x27;hero&#x27;)');
  expect(html).toContain('href=""');
  expect(html).toContain('>Refresh Page</a>');
  expect(html).toContain('role="alert"');
});

test('on an Arabic page the render failure screen speaks Arabic, from the Arabic site settings', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const arabic = loadSite('ar').ui.renderFailure;
  const html = renderToStaticMarkup(<RenderFailure message="boom" copy={arabic} />);
  expect(html).toContain(arabic.title);
  expect(html).toContain(arabic.text);
  expect(html).toContain(`>${arabic.refresh}</a>`);
  expect(html).not.toContain('Something went wrong');
  // And the English settings carry SPEC's words (section 8), which stay as SPEC writes them.
  expect(loadSite('en').ui.renderFailure).toEqual({
    eyebrow: 'Error',
    title: 'Something went wrong',
    text: 'The application encountered an error while rendering this component.',
    refresh: 'Refresh Page',
  });
});
