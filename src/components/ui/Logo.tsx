import { cn } from '../../lib/cn';

/** The iHub Robotics mark: a hexagonal "hub" with a sensor eye, plus the wordmark. */
export function Logo({ name, className, tone = 'dark' }: { name: string; className?: string; tone?: 'dark' | 'light' }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <path d="M16 2.5 28 9.25v13.5L16 29.5 4 22.75V9.25Z" fill={tone === 'dark' ? '#0b1a2c' : '#ffffff'} />
        <path d="M16 7.5 23.5 11.75v8.5L16 24.5l-7.5-4.25v-8.5Z" fill="#1596a2" />
        <circle cx="16" cy="16" r="3.25" fill={tone === 'dark' ? '#ffffff' : '#0b1a2c'} />
      </svg>
      <span className={cn('font-display text-lg leading-none font-semibold tracking-tight', tone === 'dark' ? 'text-ink-950' : 'text-white')}>
        {name}
      </span>
    </span>
  );
}
