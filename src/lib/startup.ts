/**
 * When the page's scripts fail (docs/decisions/2801). Built pages are documents whose text is
 * already there (docs/decisions/0001), so a script that fails never covers the page: the failure
 * is written to the console, and the page stays whole.
 * An island that fails keeps its prerendered HTML and shows what it shows without JavaScript
 * (src/islands/start.ts). Nothing reloads the page on a failure, whatever its cause (a content
 * blocker, a flaky network, a chunk gone after a deploy): the reader keeps the page, where they
 * were on it and what they typed (docs/decisions/3320).
 */

/** The names for the failures the browser's entry can meet. */
const failures = {
  init: 'Critical Error: The application could not initialize properly.',
  root: 'Something went wrong: The application failed to load correctly.',
  island: 'Something went wrong: The application encountered an error while rendering this component.',
} as const;

/** Says in the console what failed; the page is not touched. */
export function reportFailure(kind: keyof typeof failures, error: unknown): void {
  console.error(failures[kind], error instanceof Error ? error.message : String(error));
}
