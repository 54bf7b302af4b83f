import { useEffect, useState } from 'react';

declare const __BUILD_YEAR__: number;

/** The year at view time, not the build year: the prerendered value is corrected on load. */
export function CurrentYear() {
  const [year, setYear] = useState<number>();
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span data-testid="current-year">{year ?? __BUILD_YEAR__}</span>;
}
