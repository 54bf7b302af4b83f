import { expect, test, vi } from 'vitest';
import { reportFailure } from './startup';

test('a failure is written to the console in SPEC’s words, with the error', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  reportFailure('init', new Error('no luck'));
  reportFailure('island', 'Failed to fetch dynamically imported module');
  expect(error.mock.calls).toEqual([
    ['Critical Error: The application could not initialize properly.', 'no luck'],
    ['Something went wrong: The application encountered an error while rendering this component.', 'Failed to fetch dynamically imported module'],
  ]);
  error.mockRestore();
});
