/**
 * MDX bodies of pages and collection items, one lazily loaded chunk each: a list page never
 * ships article bodies, and a page loads only its own.
 *
 * Each body is a promise that records its own state (`status`, `value`), the form React's
 * `use()` reads synchronously once settled. A route's loader awaits `preload…Body()` during the
 * build, so the prerender finds the body ready and writes it in place in the HTML — visible
 * without JavaScript — instead of streaming it later into a hidden element. In the browser the
 * same `use()` suspends until the chunk arrives, keeping the prerendered text meanwhile.
 * (See src/components/sections/ItemBody.tsx for why there is no Suspense boundary around it.)
 */
import type { MDXProps } from 'mdx/types';
import type { ComponentType, ReactPromise } from 'react';

export type Body = ComponentType<MDXProps>;
type Module = { default: Body };
type Loader = () => Promise<Module>;

/** A promise that carries its outcome, as React's `use()` expects. */
export type BodyPromise = ReactPromise<Body>;

const newsBodies = import.meta.glob<Module>('/content/news/*.mdx');
const careerBodies = import.meta.glob<Module>('/content/careers/*.mdx');
const pageBodies = import.meta.glob<Module>('/content/pages/**/*.mdx');

const cache = new Map<string, BodyPromise>();

function bodyPromise(loaders: Record<string, Loader>, file: string): BodyPromise | undefined {
  const load = loaders[`/${file}`];
  if (!load) return undefined;
  let promise = cache.get(file);
  if (!promise) {
    const loading = load().then((module) => module.default);
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
    promise = Object.assign(loading, { status: 'pending' as const });
    cache.set(file, promise);
  }
  return promise;
}

export const newsBody = (file: string) => bodyPromise(newsBodies, file);
export const careerBody = (file: string) => bodyPromise(careerBodies, file);
export const pageBody = (file: string) => bodyPromise(pageBodies, file);

/** Resolves once the body is loaded (call from a loader so the prerender has it in hand). */
export const preloadNewsBody = async (file: string) => void (await newsBody(file));
export const preloadCareerBody = async (file: string) => void (await careerBody(file));
export const preloadPageBody = async (file: string) => void (await pageBody(file));
