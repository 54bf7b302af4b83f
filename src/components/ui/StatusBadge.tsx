import { use } from 'react';
import { cn } from '~/lib/cn';
import { SiteContext } from '~/islands/site';

const tones = {
  BETA: 'bg-brand-100 text-brand-800 ring-brand-300',
  NEW: 'bg-signal-100 text-signal-900 ring-signal-300',
  'COMING SOON': 'bg-ink-100 text-ink-700 ring-ink-300',
} as const;

export type Status = keyof typeof tones;

/**
 * Product status label: BETA, NEW or COMING SOON, in the words of the page's language
 * (`ui.status` of the site settings; the status itself is the product file's).
 */
export function StatusBadge({ status, className }: { status: Status; className?: string }) {
  const words = use(SiteContext)?.ui.status[status] ?? status;
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wider ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      {words}
    </span>
  );
}
