import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { RenderFailure } from './RenderFailure';

test('the render failure screen says what SPEC.md says, shows the error and offers a refresh', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const html = renderToStaticMarkup(<RenderFailure message="Cannot read properties of undefined (reading 'hero')" />);
  expect(html).toContain('Something went wrong');
  expect(html).toContain('The application encountered an error while rendering this component.');
  expect(html).toContain('Cannot read properties of undefined (reading &#x27;hero&#x27;)');
  expect(html).toContain('>Refresh Page</button>');
  expect(html).toContain('role="alert"');
});
