import { Link } from 'react-router';
import type { BodyPromise } from '~/content/bodies';
import type { CareerPosting } from '~/content/schemas/careers';
import type { SectionOf } from '~/content/schemas/sections';
import { ApplyButton } from '~/components/sections/parts/ApplyButton';
import { PostingFacts } from '~/components/sections/parts/PostingFacts';
import { ItemBody } from '~/components/sections/ItemBody';
import { Words } from '~/components/ui/Words';

type Props = {
  posting: CareerPosting;
  body: BodyPromise | undefined;
  /** The careers page's words for a posting page (its `open-positions` section). */
  copy: SectionOf<'open-positions'>['posting'];
};

/** A job posting's page (/careers/<slug>): the route draws it, and so does the content editor's preview. */
export function JobPostingView({ posting, body, copy }: Props) {
  return (
    <article className="pb-20">
      <header className="border-b border-ink-100 bg-ink-50">
        <div className="container-page py-12 sm:py-16">
          <Link to="/careers" className="text-sm font-semibold text-brand-700 hover:text-brand-900">
            {copy.back}
          </Link>
          <p className="mt-8 text-sm font-semibold tracking-[0.16em] text-brand-700 uppercase">{posting.department}</p>
          <h1 className="mt-3 max-w-4xl text-title font-semibold text-ink-950">
            <Words text={posting.title} />
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-8 text-ink-600">{posting.description}</p>
        </div>
      </header>
      <div className="container-page mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <ItemBody body={body} />
          <h2 className="mt-12 text-2xl font-semibold text-ink-950">
            <Words text={copy.requirements} />
          </h2>
          <ul className="mt-4 max-w-3xl list-disc space-y-2 ps-6 text-[1.0625rem] leading-8 text-ink-700 marker:text-brand-500">
            {posting.requirements.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <section aria-labelledby="how-to-apply" className="mt-12 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
            <h2 id="how-to-apply" className="text-2xl font-semibold text-ink-950">
              <Words text={copy.howTo} />
            </h2>
            <p className="mt-3 max-w-2xl leading-7 text-ink-700">{copy.note}</p>
            <div className="mt-6">
              <ApplyButton title={posting.title} copy={copy} />
            </div>
          </section>
        </div>
        <div className="-order-1 lg:sticky lg:top-[calc(var(--spacing-header)+2rem)] lg:order-none lg:self-start">
          <div className="rounded-2xl bg-white p-6 ring-1 ring-ink-100">
            <PostingFacts posting={posting} labels={copy.facts} />
            <ApplyButton title={posting.title} copy={copy} wide />
          </div>
        </div>
      </div>
    </article>
  );
}
