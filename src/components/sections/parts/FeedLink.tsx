import { sitePath } from '~/lib/base-path';
/** Link to the newsroom feed, with the usual feed glyph. */
export function FeedLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={sitePath(href)}
      type="application/rss+xml"
      className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 ring-inset hover:text-ink-950 hover:ring-ink-400"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="text-signal-700">
        <circle cx="5.5" cy="18.5" r="2.5" fill="currentColor" />
        <path
          d="M3 10.5a10.5 10.5 0 0 1 10.5 10.5M3 3.5A17.5 17.5 0 0 1 20.5 21"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
      {label}
    </a>
  );
}
