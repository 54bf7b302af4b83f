import { departments, type Department } from '~/content/taxonomy';
import { cn } from '~/lib/cn';
import { ChosenMark, pill } from './FilterPill';
import { revealFocused } from './reveal-focused';

/** All plus the five departments, as toggle buttons. */
export function DepartmentFilter({
  value,
  label,
  allLabel,
  onChange,
}: {
  value: Department | 'all';
  label: string;
  allLabel: string;
  onChange: (value: Department | 'all') => void;
}) {
  const options: { value: Department | 'all'; label: string }[] = [
    { value: 'all', label: allLabel },
    ...departments.map((name) => ({ value: name, label: name })),
  ];
  return (
    <div role="group" aria-labelledby="department-filter" className="flex flex-col gap-2">
      <span id="department-filter" className="text-sm font-semibold text-ink-800">
        {label}
      </span>
      <div onFocus={revealFocused} className="-mx-5 flex min-h-12 items-center gap-2 overflow-x-auto px-5 py-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            className={cn(pill.base, option.value === value ? pill.active : pill.idle)}
          >
            {option.value === value ? <ChosenMark /> : null}
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
