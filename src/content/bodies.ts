/**
 * MDX bodies of pages and collection items, one lazily loaded chunk each: a list page never
 * ships article bodies, and a page loads only its own.
 *
 * Each body is a promise that records its own state (`status`, `value`), the form React's
 * `use()` reads synchronously once settled. A route's loader awaits `preload(file)` during the
 * build, so the prerender finds the body ready and writes it in place in the HTML — visible
 * without JavaScript — instead of streaming it later into a hidden element. In the browser the
 * same `use()` suspends until the chunk arrives, keeping the prerendered text meanwhile.
 * (See src/components/sections/ItemBody.tsx for why there is no Suspense boundary around it.)
 */
import type { MDXProps } from 'mdx/types';
import type { ComponentType, ReactPromise } from 'react';

export type Body = ComponentType<MDXProps>;
export type BodyModule = { default: Body };
type Loader = () => Promise<BodyModule>;

/** A promise that carries its outcome, as React's `use()` expects. */
export type BodyPromise = ReactPromise<Body>;

/**
 * Bodies of one folder, given its `import.meta.glob` (written in the route that shows them, so a
 * route's chunk carries the map of its own folder only).
 */
export function bodiesOf(loaders: Record<string, Loader>) {
  const cache = new Map<string, BodyPromise>();
  /** The body of `file` ("content/news/x.mdx"), as a promise `use()` can read; undefined if there is none. */
  const body = (file: string): BodyPromise | undefined => {
    const load = loaders[`/${file}`];
    if (!load) return undefined;
    let promise = cache.get(file);
    if (!promise) {
      const loading = load().then((module) => module.default);
      // The handlers return nothing: returning `loading` itself would make this derived promise
      // adopt a rejection nobody handles, and Node ends the dev server on an unhandled rejection.
      loading.then(
        (value) => void Object.assign(loading, { status: 'fulfilled', value }),
        (reason: unknown) => {
          void Object.assign(loading, { status: 'rejected', reason });
          // A body that failed to compile (a mistake being typed in `npm run dev`) is loaded
          // again on the next request, so fixing the file brings the page back.
          if (cache.get(file) === loading) cache.delete(file);
        },
      );
      promise = Object.assign(loading, { status: 'pending' as const });
      cache.set(file, promise);
    }
    return promise;
  };
  /** Resolves once the body is loaded (call from a loader so the prerender has it in hand). */
  const preload = async (file: string) => void (await body(file));
  return { body, preload };
}
