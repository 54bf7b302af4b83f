const paths = {
  error: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm.9 8.4a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z',
  success: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1.2 11.4L5.6 10.2l1.3-1.3 1.9 1.9 4.3-4.3 1.3 1.3-5.6 5.6Z',
  info: 'M3 5.5A1.5 1.5 0 0 1 4.5 4h11A1.5 1.5 0 0 1 17 5.5v9a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 14.5v-9Zm1.8.6v.3l5.2 3.9 5.2-3.9v-.3H4.8Z',
} as const;

export type StatusTone = keyof typeof paths;

/** A 20px filled icon for an outcome (error, success, info), drawn in the current text colour. */
export function StatusIcon({ tone, className }: { tone: StatusTone; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor" className={className}>
      <path d={paths[tone]} />
    </svg>
  );
}
