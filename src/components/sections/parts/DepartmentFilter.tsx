import { departments, type Department } from '~/content/taxonomy';
import { cn } from '~/lib/cn';

const pill = {
  base: 'inline-flex h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
  active: 'bg-ink-900 text-white',
  idle: 'bg-white text-ink-700 ring-1 ring-ink-200 ring-inset hover:text-ink-950 hover:ring-ink-400',
} as const;

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
      <div className="-mx-5 flex min-h-12 items-center gap-2 overflow-x-auto px-5 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            className={cn(pill.base, option.value === value ? pill.active : pill.idle)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
