import type { MDXProps } from 'mdx/types';
import type { ComponentType } from 'react';
import { PageHero, type Hero } from './PageHero';
import { Prose } from '../ui/Prose';

/** A page of prose (terms, privacy, physical AI): heading, an optional dated notice, the MDX body. */
export function ProsePage({ page, body }: { page: { hero: Hero; updated?: string | undefined }; body: ComponentType<MDXProps> }) {
  return (
    <>
      <PageHero hero={page.hero}>{page.updated ? <p className="mt-6 text-sm font-medium text-ink-500">{page.updated}</p> : null}</PageHero>
      <section className="container-page py-14 sm:py-20">
        <Prose body={body} />
      </section>
    </>
  );
}
