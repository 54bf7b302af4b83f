/**
 * The chips of the newsroom's and the careers' filters. The chosen one is dark and carries a tick:
 * its state shows in its shape too, not in colour alone, so it stays seen in forced colours
 * (issue 46, WCAG 1.4.1). Borders, not box-shadow rings, which forced colours remove.
 */
export const pill = {
  base: 'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
  active: 'border-ink-900 bg-ink-900 text-white',
  idle: 'border-ink-300 bg-white text-ink-700 hover:border-ink-500 hover:text-ink-950',
} as const;

/** The tick of the chosen chip. */
export function ChosenMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2.2" className="-ms-1 shrink-0">
      <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
