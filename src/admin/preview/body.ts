/**
 * A page's or an item's MDX text as the preview shows it: compiled in the browser by the same
 * MDX compiler and Markdown plugins as the build (vite.config.ts), product figures filled in,
 * and drawn by the site's <Prose> (src/components/ui/Prose.tsx) through src/content/bodies.ts's
 * promise form. A text MDX cannot read gives the compiler's message instead.
 */
import * as runtime from 'react/jsx-runtime';
import type { Body, BodyPromise } from '~/content/bodies';
import { resolveFacts, type FactTable } from '~/content/facts';
import { escapeMdxText } from '~/lib/escape';

const cache = new Map<string, BodyPromise>();

/** The body of `text`, as a promise `use()` can read; undefined for no text. */
export function previewBody(text: string, facts: FactTable): BodyPromise | undefined {
  if (!text.trim()) return undefined;
  const table = new Map([...facts].map(([id, specs]) => [id, new Map([...specs].map(([key, value]) => [key, escapeMdxText(value)]))]));
  const source = resolveFacts(text, table);
  let promise = cache.get(source);
  if (!promise) {
    // The MDX compiler loads with the first text previewed, not with the editor.
    const loading: Promise<Body> = Promise.all([import('@mdx-js/mdx'), import('remark-gfm')])
      .then(([{ evaluate }, { default: remarkGfm }]) => evaluate(source, { ...runtime, remarkPlugins: [remarkGfm] }))
      .then((module) => module.default);
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
    promise = Object.assign(loading, { status: 'pending' as const });
    // One entry per text: the previous versions of a text being typed are not kept.
    if (cache.size > 20) cache.clear();
    cache.set(source, promise);
  }
  return promise;
}
