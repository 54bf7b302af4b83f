/**
 * MDX bodies of collection items, one lazily loaded chunk per item: a list page never ships
 * article bodies, and an article page loads only its own.
 */
import { lazy, type ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';

type Body = ComponentType<MDXProps>;
type Loader = () => Promise<{ default: Body }>;

const newsBodies = import.meta.glob<{ default: Body }>('/content/news/*.mdx');
const careerBodies = import.meta.glob<{ default: Body }>('/content/careers/*.mdx');

const cache = new Map<string, Body>();

function lazyBody(loaders: Record<string, Loader>, file: string): Body | undefined {
  const load = loaders[`/${file}`];
  if (!load) return undefined;
  let body = cache.get(file);
  if (!body) {
    body = lazy(load);
    cache.set(file, body);
  }
  return body;
}

export const newsBody = (file: string) => lazyBody(newsBodies, file);
export const careerBody = (file: string) => lazyBody(careerBodies, file);
