import { cn } from '~/lib/cn';
import { contentFileFor, editUrl } from '~/lib/edit-link';

/** The deepest route match of the page shown: its route id and loader data. */
export type PageMatch = { id: string; loaderData?: unknown };

/**
 * Preview builds only (VITE_PREVIEW, set by `PREVIEW=1 npm run build`): a small link in the
 * corner of every page to the content file that holds its text. The label is for reviewers
 * and copywriters, never for visitors: public builds render nothing.
 */
export function EditThisPage({ repository, pathname, page }: { repository?: string | undefined; pathname: string; page: PageMatch | undefined }) {
  if (!import.meta.env.VITE_PREVIEW) return null;
  const file = contentFileFor(pathname, page);
  if (!file) return null;
  const repo = repository ?? import.meta.env.VITE_PREVIEW_REPOSITORY;
  const href = repo ? editUrl(repo, import.meta.env.VITE_PREVIEW_BRANCH || 'main', file) : undefined;
  const label = (
    <>
      <span className="font-semibold">Edit this page</span>
      <code className="font-mono text-xs text-ink-200">{file}</code>
    </>
  );
  const className =
    'fixed bottom-5 inset-s-5 z-30 flex max-w-[calc(100vw-6rem)] flex-col gap-0.5 rounded-2xl bg-ink-950/95 px-4 py-2.5 text-sm text-white shadow-lg ring-1 ring-white/20 shadow-ink-950/20 sm:bottom-8 sm:inset-s-8';
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(className, 'hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2')}
    >
      {label}
    </a>
  ) : (
    <p className={className}>{label}</p>
  );
}
