import { cn } from '~/lib/cn';
import { partId } from '~/lib/ids';

type Props = {
  /** Id of the control inside; the label and the error hang off it. */
  id: string;
  label: string;
  /** "Required" or "Optional", shown beside the label. */
  tag: string;
  /** Inline error under the control; the control must point at `${id}-error` with aria-describedby. */
  error?: string | undefined;
  className?: string;
  children: React.ReactNode;
};

/** Label, required/optional tag, one control and its inline error. */
export function FormField({ id, label, tag, error, className, children }: Props) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="flex items-baseline justify-between gap-3 text-sm font-semibold text-ink-900">
        {label}
        <span className="text-xs font-medium text-ink-500">{tag}</span>
      </label>
      {children}
      {error ? (
        <p id={partId(id, 'error')} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor" className="mt-0.5 shrink-0">
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm.9 8.4a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Whole class strings for the controls, valid and invalid. A border at least 3:1 against the
 * page (WCAG 1.4.11) and a placeholder at least 4.5:1 (1.4.3); the focus ring is the site's own
 * outline (app.css), which forced colours keep.
 */
export const controlClasses = {
  base: 'w-full rounded-xl border bg-white px-4 text-base text-ink-950 shadow-xs transition-colors placeholder:text-ink-500',
  valid: 'border-ink-500 hover:border-ink-700',
  invalid: 'border-red-600 bg-red-50/40',
} as const;
