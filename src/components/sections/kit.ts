/**
 * The section kit's components: one per kind, its view in src/kinds/<kind>/, each loaded as its own
 * chunk, so a page fetches the code of the kinds it lists and nothing else. A kind's module is a promise that records
 * its outcome (the form React's `use()` reads at once when settled): the page loader waits for
 * the kinds it needs at build time, so the prerender writes every section in place.
 */
import type { ComponentType, ReactPromise } from 'react';
import type { SectionType } from '~/content/schemas/sections';
import { views } from '~/kinds/generated/views';
import type { SectionProps } from './types';

type KindComponent<K extends SectionType> = ComponentType<SectionProps<K>>;
type Loaders = { [K in SectionType]: () => Promise<KindComponent<K>> };

// The generated index (src/kinds/generated/views.ts) names each kind's view; the compiler holds
// each to the props of its kind.
const loaders: Loaders = views;

const cache = new Map<SectionType, ReactPromise<unknown>>();

/** The component of a kind, as a promise `use()` can read; one load per kind per visit. */
export function kindComponent<K extends SectionType>(type: K): ReactPromise<KindComponent<K>> {
  let promise = cache.get(type);
  if (!promise) {
    const loading: Promise<unknown> = loaders[type]();
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
    promise = Object.assign(loading, { status: 'pending' as const });
    cache.set(type, promise);
  }
  // The cache is keyed by kind: the promise stored under `type` is the one loaders[type] made.
  return promise as ReactPromise<KindComponent<K>>;
}

/** Resolves once every listed kind's component is loaded (call from a loader so the prerender has them in hand). */
export async function preloadKinds(types: readonly SectionType[]): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => kindComponent(type)));
}
